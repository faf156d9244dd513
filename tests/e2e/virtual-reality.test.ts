import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, fetchHtml, gotoHydrated, htmlText, MOBILE } from './support/browser';
import { setUpSite } from './support/sites';

const app = setUpSite();
const PAGE = '/pages/extra/virtual-reality';

describe('Given the virtual reality page', () => {
  // axe cannot measure text over a picture, so the heading's contrast is measured on the pixels: the
  // brightest point behind its text, with the text hidden, against white.
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['375 px phone', MOBILE],
  ] as const) {
    it(`should keep the white heading at 4.5:1 or more over the brightest point of the picture behind it on a ${name}`, async () => {
      const { page } = await app.openPage({ viewport });
      await gotoHydrated(page, PAGE);
      await page.locator('.widgets-image').evaluate((img: HTMLImageElement) => img.decode());
      const clip = await page.getByRole('heading', { level: 1 }).evaluate((h: HTMLElement) => {
        h.style.color = 'transparent';
        const range = document.createRange();
        range.selectNodeContents(h);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      });
      const shot = await page.screenshot({ clip, animations: 'disabled' });
      const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      let brightest = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!].map((c) => linear(c / 255));
        brightest = Math.max(brightest, 0.2126 * r! + 0.7152 * g! + 0.0722 * b!);
      }
      expect(1.05 / (brightest + 0.05)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('should hold the weather, the timed to-do list, the to-do card and the emails without JavaScript', async () => {
    const { status, html } = await fetchHtml(app.baseUrl, PAGE);
    expect(status).toBe(200);
    const text = htmlText(html);
    for (const part of ['28°C', 'Cloudy', '08:00', '09:30', '11:00', 'Shopping', 'Meeting', 'Emails (21)', 'Check'])
      expect(text).toContain(part);
  });

  it('should pause and skip songs by keyboard', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, PAGE);
    const player = page.getByRole('group', { name: 'Player' });
    await player.getByRole('button', { name: 'Pause' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => player.getByRole('button', { name: 'Play' }).count()).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.widget-song').textContent()).toContain('Night Shift');
  });

  it('should show a message avatar’s tooltip on keyboard focus and lead home', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, PAGE);
    const link = page.getByRole('link', { name: 'Amara Okafor: 2 New Messages' });
    await link.focus();
    await expect.poll(() => page.getByText('2 New Messages', { exact: true }).isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe('/');
  });
});
