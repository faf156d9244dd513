import { describe, expect, it } from 'vitest';
import { fetchHtml, gotoHydrated, waitForHydration } from './support/browser';
import { setUpSite } from './support/sites';

const app = setUpSite();

/** What React owns on the open page: elements with a fiber, inside and outside islands. */
function reactOwnership() {
  const owned = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
  const all = [...document.body.querySelectorAll('*')];
  // Tooltips and popovers move to the end of <body> once their island runs: they are the island's.
  const inIsland = (el: Element) =>
    el.parentElement?.closest('site-island') != null ||
    el.closest('body > [role="tooltip"], body > [role="dialog"]') != null;
  const islands = [...document.querySelectorAll('site-island')];
  return {
    islands: islands.length,
    // Data of the islands, as the page carries it.
    data: islands.map((el) => JSON.parse((el as HTMLElement).dataset.island ?? '{}') as { block: { type: string } }),
    ownedOutside: all.filter((el) => !inIsland(el) && owned(el)).map((el) => el.outerHTML.slice(0, 80)),
    unownedInside: all
      .filter((el) => inIsland(el) && !owned(el) && !el.closest('[data-unmanaged], .ripple-layer'))
      .map((el) => el.outerHTML.slice(0, 80)),
  };
}

/**
 * Opens `route` and checks that React owns exactly its islands: every element in one, nothing outside
 * (the navbar, headers, static sections, the footer). Returns the page and the islands' block types.
 */
async function openIslandsPage(route: string) {
  const { page } = await app.openPage();
  await gotoHydrated(page, route);
  const owned = await page.evaluate(reactOwnership);
  expect(owned.islands).toBeGreaterThan(0);
  expect(owned.ownedOutside).toEqual([]);
  expect(owned.unownedInside).toEqual([]);
  return { page, types: owned.data.map((d) => d.block.type) };
}

describe('Given a page whose blocks are all static (the home page)', () => {
  it('should be its prerendered HTML and the shell script: no island, no framework, nothing of React', async () => {
    const { page } = await app.openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    const owned = await page.evaluate(reactOwnership);
    expect(owned.islands).toBe(0);
    expect(owned.ownedOutside).toEqual([]);
    // The shell script (and the bundler's tiny runtime it shares with the islands script).
    expect(scripts[0]).toMatch(/^\/assets\/shell-[\w-]+\.js$/);
    expect(scripts.filter((url) => !/^\/assets\/(shell|rolldown-runtime)-[\w-]+\.js$/.test(url))).toEqual([]);
  });
});

describe('Given a page with blocks that need the browser (pricing)', () => {
  it('should hydrate each of them as an island of its own and leave the rest of the page plain HTML', async () => {
    const { page, types } = await openIslandsPage('/pages/company/pricing');
    expect(types).toEqual(expect.arrayContaining(['carousel', 'accordion']));
    // The FAQ island works: a question opens its answer.
    const question = page.getByRole('button', { name: 'Can I get a refund?' });
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
  });

  it("should switch the plans with the site's shell script, no island: the billing switch shows the annual prices", async () => {
    const { page, types } = await openIslandsPage('/pages/company/pricing');
    expect(types).not.toContain('pricing');
    expect(await page.locator('site-island [role="tablist"]').count()).toBe(0);
    const annual = page.getByRole('tab', { name: 'Annual' });
    await annual.click();
    expect(await annual.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel', { name: 'Annual' }).isVisible()).toBe(true);
  });

  it('should carry each island its data in the prerendered HTML, with no script of React Router', async () => {
    const { html } = await fetchHtml(app.baseUrl, '/pages/company/pricing');
    expect(html).toMatch(/<site-island class="island" data-island='\{"/);
    expect(html).not.toMatch(/__reactRouter|\.data"/);
    expect(html).toMatch(/<script type="module" src="\/assets\/islands-[\w-]+\.js"><\/script>/);
  });
});

describe('Given the showcase page of tooltips and popovers', () => {
  it('should hydrate only the interactive previews: the samples, their Code tabs and Copy buttons stay HTML', async () => {
    const { page, types } = await openIslandsPage('/sections/attention-catchers/tooltips-popovers');
    expect(types).toContain('tooltips');
    // Copy buttons and tabs are outside every island.
    expect(await page.locator('site-island .copy-button, site-island [role="tablist"]').count()).toBe(0);
  });
});

describe('Given a page with islands on a visitor’s first visit (about-us)', () => {
  it('should paint with one stylesheet, load React only after the first paint, and link no block stylesheet when islands hydrate', async () => {
    const { page } = await app.openPage();
    const requests: { path: string; type: string }[] = [];
    page.on('request', (request) =>
      requests.push({ path: new URL(request.url()).pathname, type: request.resourceType() }),
    );
    await gotoHydrated(page, '/pages/company/about-us');
    await page.waitForLoadState('networkidle');
    // The page's own block styles are inline; the base stylesheet is the one file it waits for.
    expect(requests.filter((r) => r.type === 'stylesheet').map((r) => r.path)).toEqual([
      expect.stringMatching(/^\/assets\/main-[\w-]+\.css$/),
    ]);
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(1);
    expect(await page.locator('head style[data-href]').count()).toBe(1);
    // The islands are hydrated (gotoHydrated), and React was asked for only after the first paint.
    const { painted, framework } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      framework: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) =>
        /\/assets\/framework-[\w-]+\.js$/.test(e.name),
      )?.startTime,
    }));
    expect(painted).toBeGreaterThan(0);
    expect(framework).toBeGreaterThan(painted!);
  });

  it('should fetch only the first picture of its header carousel until the carousel runs, and its icons in a file of their own', async () => {
    const { page } = await app.openPage();
    // A browser that is never idle: the islands wait for the visitor's reach.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const photos: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/img/photos/') || pathname.startsWith('/assets/icons-')) photos.push(pathname);
    });
    await page.goto('/pages/company/pricing');
    await page.waitForLoadState('networkidle');
    expect(photos).toEqual([expect.stringMatching(/^\/img\/photos\/city-night-[\dx]+\.avif$/)]);
    expect(await page.locator('#page-icons').getAttribute('data-src')).toMatch(/^\/assets\/icons-[\w-]+\.json$/);
    expect(await page.locator('#page-icons').textContent()).toBe('');
    await page.getByRole('region', { name: 'Plans at a glance' }).hover();
    await waitForHydration(page);
    await expect.poll(() => photos.filter((p) => /mountain-road|sunset-lake/.test(p)).length).toBe(2);
    expect(photos.filter((p) => p.startsWith('/assets/icons-'))).toHaveLength(1);
  });

  it('should hydrate at once when the visitor reaches for an island before the browser is idle', async () => {
    const { page } = await app.openPage();
    // A browser that is never idle: only the visitor's reach starts hydration.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    // Loaded, its shell script run: only the idle callback that never comes would start hydration.
    await page.goto('/pages/company/pricing', { waitUntil: 'load' });
    const question = page.getByRole('button', { name: 'Can I get a refund?' });
    const hydrated = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('site-island *')].some((el) =>
          Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
        ),
      );
    expect(await hydrated()).toBe(false);
    await question.hover();
    await waitForHydration(page);
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
  });
});
