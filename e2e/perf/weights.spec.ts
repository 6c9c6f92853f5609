import { test } from '@playwright/test';
import { loginAs } from '../support';
import { javascriptWeight, layoutShift, rscRequests } from './measure';

test('measure', async ({ page, browser }) => {
  const report: string[] = [];
  report.push(`login ${JSON.stringify(await javascriptWeight(page, '/auth/login'))}`);
  await loginAs(page, 'owner@teknik.cari.demo');
  for (const path of ['/tenant', '/tenant/customers', '/tenant/products', '/tenant/users']) {
    const rsc = rscRequests(page);
    const w = await javascriptWeight(page, path);
    await page.waitForTimeout(1500);
    report.push(`${path} ${JSON.stringify(w)} rsc=${rsc.length} ${rsc.slice(0, 30).join(',')}`);
    page.removeAllListeners('request');
  }
  for (const width of [390, 1280]) {
    const ctx = await browser.newContext({ viewport: { width, height: 844 } });
    const p = await ctx.newPage();
    await loginAs(p, 'owner@teknik.cari.demo');
    for (const path of ['/tenant/customers', '/tenant/products', '/tenant'])
      report.push(`cls ${width} ${path} ${(await layoutShift(p, path)).toFixed(4)}`);
    await ctx.close();
  }
  console.log(report.join('\n'));
});
