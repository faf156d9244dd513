import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load';
import { findGroup, type NavGroup } from '../../src/content/navigation';
import { settleAnimations, violationsIn } from './support/axe';
import { DESKTOP, gotoHydrated, MOBILE } from './support/browser';
import { alphaOf, panelOf, seeThroughProblems } from './support/layout';
import { isExpanded, menuToggle, menuTrigger } from './support/navbar';
import { setUpSite } from './support/sites';

const app = setUpSite();

const { content } = await loadContent((file) => import(/* @vite-ignore */ path.resolve(file)));
if (!content) throw new Error('The data does not load: run `npm run validate`.');
const { navigation, site } = content;

describe('Given the phone menu at 375 px over a dark header', () => {
  for (const route of ['/pages/company/about-us', '/']) {
    it(`should open as an opaque panel that the page never shows through on ${route}`, async () => {
      const { page } = await app.openPage({ viewport: MOBILE });
      await gotoHydrated(page, route);
      const toggle = menuToggle(page);
      await toggle.click();
      await expect.poll(() => isExpanded(toggle)).toBe(true);
      const panel = await panelOf(page, toggle);
      await settleAnimations(page);
      expect(await seeThroughProblems(panel)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
      expect(await violationsIn(page, ['.site-navbar'])).toEqual([]);

      await page.mouse.click(MOBILE.width / 2, MOBILE.height - 20);
      await expect.poll(() => isExpanded(toggle)).toBe(false);
    });
  }
});

/** Names and places of every heading and link in an open menu panel, and whether it scrolls. */
function panelLayout(panel: Locator) {
  return panel.evaluate((element) => {
    const outside = [...element.querySelectorAll('.nav-menu-heading, .nav-menu-link')].flatMap((item) => {
      const box = item.getBoundingClientRect();
      const inView = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
      const centre = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
      return inView && centre && item.contains(centre) ? [] : [item.textContent];
    });
    return {
      headings: [...element.querySelectorAll('.nav-menu-heading')].map((h) => h.textContent),
      links: element.querySelectorAll('.nav-menu-link').length,
      outside,
      scrolls: element.scrollHeight > element.clientHeight,
      background: getComputedStyle(element).backgroundColor,
    };
  });
}

const linkCount = (group: NavGroup): number =>
  group.items.length + group.groups.reduce((sum, inner) => sum + linkCount(inner), 0);

describe('Given the menus at 1280 × 800', () => {
  it('should show every group of Sections (and Pages, Account) at once, inside the window, with no scrolling', async () => {
    const { page } = await app.openPage({ viewport: DESKTOP });
    await gotoHydrated(page, '/sections/elements/buttons');
    for (const group of navigation) {
      const button = menuTrigger(page, group.heading);
      await button.click();
      await expect.poll(() => isExpanded(button)).toBe(true);
      await settleAnimations(page);
      const layout = await panelLayout(await panelOf(page, button));
      expect(layout.headings).toEqual(group.groups.map((inner) => inner.heading));
      expect(layout.links).toBe(linkCount(group));
      expect(layout.outside).toEqual([]);
      expect(layout.scrolls).toBe(false);
      expect(alphaOf(layout.background)).toBe(1);
      if (group.path === '/sections') expect(await violationsIn(page, ['.site-navbar'])).toEqual([]);
    }
    expect(findGroup(navigation, '/sections')?.groups.length).toBeGreaterThanOrEqual(5);
  });

  it('should open a menu the mouse rests on, close it when the mouse leaves, and keep one it clicked open', async () => {
    const { page } = await app.openPage({ viewport: DESKTOP });
    await gotoHydrated(page, '/pages/company/about-us');
    const pages = menuTrigger(page, 'Pages');
    const sections = menuTrigger(page, 'Sections');
    await pages.hover();
    await expect.poll(() => isExpanded(pages)).toBe(true);
    await sections.hover();
    await expect.poll(() => isExpanded(sections)).toBe(true);
    await expect.poll(() => isExpanded(pages)).toBe(false);
    await page.mouse.move(640, DESKTOP.height - 10);
    await expect.poll(() => isExpanded(sections)).toBe(false);

    await sections.click();
    await page.mouse.move(640, DESKTOP.height - 10);
    await page.waitForTimeout(400);
    expect(await isExpanded(sections)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isExpanded(sections)).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => isExpanded(sections)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isExpanded(sections)).toBe(false);
  });
});

describe('Given the site footer', () => {
  const expected = site.footer.menus.map((folder) => {
    const group = findGroup(navigation, folder)!;
    const links = [
      ...group.items.map((item) => ({ name: item.title, href: item.path.replace(/\/?$/, '/') })),
      ...group.groups.map((inner) => ({ name: inner.heading, href: inner.firstPath.replace(/\/?$/, '/') })),
    ];
    return { heading: group.heading, links };
  });

  it('should show a column of links for each navigation group the settings name', () => {
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((column) => column.links.length > 0)).toBe(true);
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`should show the columns, the social links and the copyright line, axe-clean, at ${viewport.width} px`, async () => {
      const { page } = await app.openPage({ viewport });
      await gotoHydrated(page, '/');
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const nav = footer.getByRole('navigation', { name: 'Footer' });
      expect(await nav.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(expected.map((c) => c.heading));
      for (const column of expected) {
        const list = nav.getByRole('list', { name: column.heading });
        const links = await list
          .getByRole('link')
          .evaluateAll((anchors) => anchors.map((a) => ({ name: a.textContent, href: a.getAttribute('href') })));
        expect(links).toEqual(column.links);
      }
      const socials = footer.getByRole('list', { name: 'Social networks' }).getByRole('link');
      expect(await socials.count()).toBe(site.footer.socials.length);
      for (const [index, social] of site.footer.socials.entries()) {
        expect(await socials.nth(index).getAttribute('href')).toBe(social.href);
        expect(await socials.nth(index).isVisible()).toBe(true);
      }
      expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy/');
      expect(await footer.innerText()).toContain(site.footer.rights);

      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        footer: document.querySelector('footer')!.scrollWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(viewport.width);
      expect(widths.footer).toBeLessThanOrEqual(viewport.width);
      expect(await violationsIn(page, ['footer.site-footer'])).toEqual([]);
    });
  }
});

describe('Given a page that asks another origin for something', () => {
  it("should have the site's Content-Security-Policy refuse it before any request is made", async () => {
    const { page, problems } = await app.openPage();
    await gotoHydrated(page, '/privacy');
    const answer = await page.evaluate(() =>
      fetch('https://cdn.example.com/library.js').then(
        () => 'answered',
        () => 'refused',
      ),
    );
    expect(answer).toBe('refused');
    expect(problems.foreignRequests).toEqual([]);
    expect(problems.console.join('\n')).toContain(
      `violates the following Content Security Policy directive: "connect-src 'self'"`,
    );
    // What this test provoked is not a problem of the page's own.
    problems.console.length = 0;
  });

  it('should record a request the policy lets through (leaving the site), which never leaves the machine', async () => {
    const { page, problems } = await app.openPage();
    await gotoHydrated(page, '/privacy');
    const failed = page.waitForEvent('requestfailed');
    await page.evaluate(() => location.assign('https://cdn.example.com/library.js'));
    expect((await failed).failure()?.errorText).toBe('net::ERR_NAME_NOT_RESOLVED');
    expect(problems.foreignRequests).toEqual(['https://cdn.example.com/library.js']);
    problems.foreignRequests.length = 0;
    problems.console.length = 0;
  });
});
