import { it } from 'vitest';
import { gotoHydrated, startSite } from '../support/browser';
it('probe', async () => {
  const app = await startSite();
  const { page, problems } = await app.openPage();
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  const t0 = Date.now();
  await gotoHydrated(page, '/');
  console.log('hydrated in', Date.now() - t0);
  for (const id of ['secOurService', 'secSolution', 'secContactUs']) {
    await page.goto('/'); await gotoHydrated(page, '/');
    await page.locator(`nav a[href="/#${id}"]`).click();
    await page.waitForTimeout(1500);
    console.log(id, await page.locator('#' + id).boundingBox(), await page.locator('nav').first().boundingBox(), await page.evaluate(() => [scrollY, innerHeight, document.documentElement.scrollHeight]));
  }
  await page.goto('/no-such-page');
  await page.waitForTimeout(1500);
  console.log(await page.title(), await page.locator('h1').textContent(), problems);
  await app.close();
}, 60000);
