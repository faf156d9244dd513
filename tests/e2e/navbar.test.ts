import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import site from '../../pages-data/_site';
import { interpolate, settingTokens } from '../../src/content/interpolate';
import { DESKTOP, gotoHydrated, MOBILE } from './support/browser';
import { isExpanded, mainNav, menuToggle, menuTrigger } from './support/navbar';
import { setUpSite } from './support/sites';

const app = setUpSite();

const registrationLine = interpolate(site.navbar.registrationLine, settingTokens(site)) as string;

/** The names of the menu links a user can see. */
async function visibleMenuLinks(page: Page): Promise<string[]> {
  const links = mainNav(page).locator('.navbar-nav').getByRole('link');
  const names: string[] = [];
  for (const link of await links.all()) {
    if (await link.isVisible()) names.push((await link.innerText()).trim());
  }
  return names;
}

async function logoHeight(page: Page): Promise<number> {
  return mainNav(page)
    .locator('.navbar-brand img')
    .evaluate((img) => img.getBoundingClientRect().height);
}

describe('Given the navbar at desktop width', () => {
  it('should show Our Service, Solutions, Contact Us and Privacy Policy on the home page, then the language switch', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/');
    expect(await visibleMenuLinks(page)).toEqual([
      'Our Service',
      'Solutions',
      'Contact Us',
      'Privacy Policy',
      'Deutsch',
    ]);
    await expect
      .poll(() => mainNav(page).getByRole('link', { name: 'Solutions' }).getAttribute('href'))
      .toBe('/#secSolution');
  });

  it('should show only Privacy Policy on /privacy, and the language switch', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/privacy');
    expect(await visibleMenuLinks(page)).toEqual(['Privacy Policy', 'Deutsch']);
    expect(await mainNav(page).getByRole('link', { name: 'Our Service' }).count()).toBe(0);
  });

  it('should show the company name and the registration line', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/');
    const brand = mainNav(page).getByRole('link', { name: site.company.name });
    await expect.poll(() => brand.isVisible()).toBe(true);
    expect(await brand.innerText()).toContain(site.company.name);
    expect(registrationLine).toContain(site.company.registrationNumber);
    await expect.poll(() => mainNav(page).getByText(registrationLine, { exact: true }).isVisible()).toBe(true);
  });

  for (const width of [992, DESKTOP.width]) {
    it(`should show a 60 px high logo at ${width} px`, async () => {
      const { page } = await app.openPage({ viewport: { width, height: 800 } });
      await gotoHydrated(page, '/');
      expect(await logoHeight(page)).toBe(60);
    });
  }

  it('should start every navigation at the top of the page', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    await mainNav(page).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/privacy/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await mainNav(page).getByRole('link', { name: site.company.name }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('Given the sticky navbar over the home page header', () => {
  it('should turn to frosted glass with dark links once the page scrolls under it, and back at the top', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/');
    const nav = mainNav(page);
    const linkColour = () =>
      nav
        .getByRole('link', { name: 'Solutions' })
        .evaluate((a) => getComputedStyle(a).color.match(/\d+/g)!.slice(0, 3).map(Number));
    expect(await nav.getAttribute('class')).not.toContain('navbar-glass');
    expect(Math.min(...(await linkColour()))).toBeGreaterThan(200);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => nav.getAttribute('class')).toContain('navbar-glass');
    await expect.poll(async () => Math.max(...(await linkColour()))).toBeLessThan(128);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => nav.getAttribute('class')).not.toContain('navbar-glass');
  });
});

describe('Given the navbar on a 375 × 812 phone', () => {
  it('should show a 30 px high logo (and at 991 px)', async () => {
    const { page } = await app.openPage({ viewport: MOBILE });
    await gotoHydrated(page, '/');
    expect(await logoHeight(page)).toBe(30);
    await page.setViewportSize({ width: 991, height: 800 });
    await expect.poll(() => logoHeight(page)).toBe(30);
  });

  it('should keep the menu collapsed until the toggle is clicked, then show the links', async () => {
    const { page } = await app.openPage({ viewport: MOBILE });
    await gotoHydrated(page, '/');
    const toggle = menuToggle(page);
    await expect.poll(() => toggle.isVisible()).toBe(true);
    expect(await isExpanded(toggle)).toBe(false);
    expect(await visibleMenuLinks(page)).toEqual([]);

    await toggle.click();
    await expect.poll(() => isExpanded(toggle)).toBe(true);
    await expect
      .poll(() => visibleMenuLinks(page))
      .toEqual(['Our Service', 'Solutions', 'Contact Us', 'Privacy Policy', 'Deutsch']);

    await toggle.click();
    await expect.poll(() => isExpanded(toggle)).toBe(false);
    await expect.poll(() => visibleMenuLinks(page)).toEqual([]);
  });

  it('should close on Escape and return focus to the toggle', async () => {
    const { page } = await app.openPage({ viewport: MOBILE });
    await gotoHydrated(page, '/');
    const toggle = menuToggle(page);
    await toggle.click();
    await expect.poll(() => isExpanded(toggle)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Our Service');

    await page.keyboard.press('Escape');
    await expect.poll(() => isExpanded(toggle)).toBe(false);
    await expect.poll(() => visibleMenuLinks(page)).toEqual([]);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('should open with Enter and close with Space from the keyboard', async () => {
    const { page } = await app.openPage({ viewport: MOBILE });
    await gotoHydrated(page, '/');
    const toggle = menuToggle(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isExpanded(toggle)).toBe(true);
    await expect.poll(() => visibleMenuLinks(page)).toHaveLength(5);
    await page.keyboard.press('Space');
    await expect.poll(() => isExpanded(toggle)).toBe(false);
    await expect.poll(() => visibleMenuLinks(page)).toEqual([]);
  });

  it('should close the menu after following a link from it', async () => {
    const { page } = await app.openPage({ viewport: MOBILE });
    await gotoHydrated(page, '/');
    const toggle = menuToggle(page);
    await toggle.click();
    await mainNav(page).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/privacy/');
    await expect.poll(() => isExpanded(toggle)).toBe(false);
    expect(await visibleMenuLinks(page)).toEqual([]);
  });

  it('should lead the logo to / on a phone', async () => {
    const { page } = await app.openPage({ viewport: MOBILE });
    await gotoHydrated(page, '/privacy');
    const brand = mainNav(page).getByRole('link', { name: site.company.name });
    await expect.poll(() => brand.getAttribute('href')).toBe('/');
  });
});

describe('Given the navbar with its scripts blocked', () => {
  async function openWithoutScripts(viewport: typeof DESKTOP | typeof MOBILE, path: string) {
    // The blocked scripts are reported as failed loads, which is what this test means.
    const { page } = await app.openPage({ viewport, allowConsole: [/net::ERR_FAILED/] });
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(path);
    return page;
  }

  it('should open and close the phone menu from its toggle', async () => {
    const page = await openWithoutScripts(MOBILE, '/');
    const toggle = menuToggle(page);
    expect(await visibleMenuLinks(page)).toEqual([]);
    await toggle.click();
    await expect
      .poll(() => visibleMenuLinks(page))
      .toEqual(['Our Service', 'Solutions', 'Contact Us', 'Privacy Policy', 'Deutsch']);
    await toggle.click();
    await expect.poll(() => visibleMenuLinks(page)).toEqual([]);
  });

  it('should open the menus by click and by keyboard, one at a time', async () => {
    const page = await openWithoutScripts(DESKTOP, '/pages/company/pricing');
    const pages = menuTrigger(page, 'Pages');
    const account = menuTrigger(page, 'Account');
    await pages.click();
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'About Us' }).isVisible()).toBe(true);
    await account.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isExpanded(account)).toBe(true);
    expect(await isExpanded(pages)).toBe(false);
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'About Us' }).isVisible()).toBe(false);
  });
});

describe('Given an open menu at desktop width', () => {
  it('should close when the visitor presses outside it or tabs out of it', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/pages/company/pricing');
    const account = menuTrigger(page, 'Account');
    await account.click();
    await expect.poll(() => isExpanded(account)).toBe(true);
    await page.mouse.click(640, 600);
    await expect.poll(() => isExpanded(account)).toBe(false);

    await account.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isExpanded(account)).toBe(true);
    const links = await mainNav(page).locator('.nav-menu details[open] a').count();
    for (let i = 0; i <= links; i += 1) await page.keyboard.press('Tab');
    await expect.poll(() => isExpanded(account)).toBe(false);
  });
});
