import { expect, type Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '../support';

/** An API client signed in as `email` (for setting up data the flow under test then uses). */
export async function apiAs(browser: Browser, email: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext();
  const login = await context.request.post('/api/common/Auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.accessToken as string;
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: (url: string) => context.request.get(url, { headers }),
    post: (url: string, data?: unknown) => context.request.post(url, { headers, data }),
    dispose: () => context.close(),
  };
}

/** A new sent offer of Işık Yapı (musteri@'s customer): owner@ copies the demo's sent one and sends it. */
export async function freshSentOffer(browser: Browser) {
  const owner = await apiAs(browser, 'owner@teknik.cari.demo');
  const list = await owner.get('/api/tenant/Offers?pageSize=100&status=sent');
  const source = ((await list.json()).data.items as { id: string; customerName: string }[]).find(
    (o) => o.customerName === 'Işık Yapı',
  )!;
  const copy = (await (await owner.post(`/api/tenant/Offers/${source.id}/copy`)).json()).data;
  const sent = await owner.post(`/api/tenant/Offers/${copy.id}/send`, { version: copy.version });
  expect(sent.status()).toBe(200);
  await owner.dispose();
  return { id: copy.id as string, number: copy.number as string };
}
