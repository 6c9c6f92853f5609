import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAs, uniqueEmail } from '../support';

/** An admin API token, for setting up data without clicking through the forms. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/common/Auth/login', {
    data: { email: 'admin@cari.demo', password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data.accessToken;
}

/** Creates a tenant through the admin API with the given module keys; answers its id and owner email. */
export async function createTenantByApi(request: APIRequestContext, moduleKeys: string[]) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const modules = (await (await request.get('/api/admin/Module?pageSize=100', { headers })).json()).data.items as {
    id: string;
    key: string;
  }[];
  const ownerEmail = uniqueEmail('bo-owner');
  const res = await request.post('/api/admin/Tenant', {
    headers,
    data: {
      name: `E2E Firma ${Date.now()}`,
      taxNumber: '1234567890',
      taxOffice: 'Kadıköy',
      ownerName: 'Deniz',
      ownerSurname: 'Kaya',
      ownerEmail,
      moduleIds: modules.filter((m) => moduleKeys.includes(m.key)).map((m) => m.id),
    },
  });
  expect(res.status()).toBe(200);
  return { id: (await res.json()).data.id as string, ownerEmail };
}

/** Opens a Backoffice page as the admin and waits for its content. */
export async function openAsAdmin(page: Page, path: string, testId: string) {
  await loginAs(page, 'admin@cari.demo');
  await expect(page).toHaveURL('/backoffice');
  await page.goto(path);
  await expect(page.getByTestId(testId)).toBeVisible();
}
