// @takes 164 s
import { SEARCH_NOTE } from '../../scripts/lib/dev/dev-data';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COLORS, gradientOf } from '../../schema/theme';
import { rgbOf } from './support/colors';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/bench/chromium';
import { type DevServer, projectCopy, startDevServer } from './support/dev-server';

/**
 * `npm run dev` as an author uses it: a page open in the browser while its data file is added,
 * edited, broken, fixed and removed. The page file is the test's own, `pages-data/dev-live-<pid>.ts`.
 * The server runs in a copy of the project (its own Vite cache), so that nothing the test writes
 * reaches the project, whose copies other files make meanwhile.
 */
const DIR = await projectCopy();
const inCopy = (...parts: string[]) => path.join(DIR, ...parts);
const NAME = `dev-live-${process.pid}`;
const FILE = inCopy('pages-data', `${NAME}.ts`);
const ROUTE = `/${NAME}`;

const pageFile = (title: string, image = 'photos/office-dark') => `import { definePage } from '../schema';

export default definePage({
  name: '${NAME}',
  meta: { title: 'Live', description: 'A page the development server test edits.' },
  blocks: [{ type: 'hero', image: { src: '${image}', alt: '' }, title: '${title}' }],
});
`;

/** A second page of the test's own, linking to the first by its name. */
const LINKER = inCopy('pages-data', `dev-linker-${process.pid}.ts`);
const LINKER_ROUTE = `/dev-linker-${process.pid}`;
const linkerFile = `import { definePage } from '../schema';

export default definePage({
  meta: { title: 'Linker', description: 'A page linking to the page the development server test breaks.' },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/office-dark', alt: '' },
      title: 'Linker',
      actions: [{ label: 'The live page', href: { route: '${NAME}' } }],
    },
  ],
});
`;

/** The site settings, broken for a moment and then put back as they were. */
const SITE = inCopy('pages-data', '_site.ts');
let siteSettings: string | undefined;

/** A route module of a developer's own, drawing blocks from JSX, and the route table that lists it. */
const MODULE = inCopy('src/routes', `${NAME}.tsx`);
const MODULE_ROUTE = `${NAME}-module`;
const ROUTES = inCopy('src/routes.ts');
let routeTable: string | undefined;

/**
 * Writes a file as an editor does that writes a whole new file (a hidden one beside it, renamed over
 * it), so the server never reads it half-written.
 */
async function writeWhole(file: string, text: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/** Saves the test's page file. */
const save = (text: string) => writeWhole(FILE, text);

let server: DevServer | undefined;
let browser: Browser | undefined;
let origin = '';
let page: Page;
const output = () => server?.output() ?? '';

beforeAll(async () => {
  server = await startDevServer('dev', undefined, DIR);
  origin = server.origin;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage();
  // A fresh clone's first page compiles the app and lets Vite optimise its dependencies (which may
  // reload the page once): the tests start once a page has come through whole.
  page.setDefaultNavigationTimeout(60_000);
  for (const started = Date.now(); ;) {
    await page.goto(`${origin}/privacy`, { waitUntil: 'networkidle' }).catch(() => null);
    if ((await heading().catch(() => null)) !== null) break;
    if (Date.now() - started > 120_000) throw new Error(`The development server did not serve /privacy:\n${output()}`);
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  server?.stop();
  // The copy goes with what the test wrote into it.
  await rm(DIR, { recursive: true, force: true });
});

const heading = () => page.locator('h1').textContent();

/** Opens the route until it answers `status` with `title` (a page added or removed takes the server a moment). */
async function openUntil(status: number, title: string, route = ROUTE): Promise<void> {
  const started = Date.now();
  for (;;) {
    // A request the server holds while it reads its routes again is asked anew rather than awaited.
    const response = await page.goto(origin + route, { timeout: 10_000 }).catch(() => null);
    if (response?.status() === status && (await heading().catch(() => null)) === title) return;
    if (Date.now() - started > 20_000)
      throw new Error(`${route} did not answer ${status} with "${title}"; the server said:\n${output().slice(-3000)}`);
    await page.waitForTimeout(200);
  }
}

/** The first icon tile in the primary gradient on the open page, and its background as drawn. */
function primaryTile() {
  const tile = page.locator('.icon-shape.bg-gradient-primary').first();
  return { tile, background: () => tile.evaluate((el) => getComputedStyle(el).backgroundImage) };
}

/** The tiles' gradient runs from a tint of the primary colour to a shade of it (schema/theme.ts). */
const gradientEnds = (primary: string) =>
  gradientOf('primary', { ...DEFAULT_COLORS, primary })
    .map(rgbOf)
    .join(' 0%, ');

describe('Given the development server with a page open', { timeout: 60_000 }, () => {
  it('should start with the address and no toolchain notices about its own config', () => {
    expect(output()).toContain(origin);
    expect(output()).not.toContain('configLoader');
  });

  it('should say that the site search works on the built site, with `npm start`, as it starts and in the search', async () => {
    expect(output()).toContain(SEARCH_NOTE);
    await page.goto(`${origin}/privacy`);
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    // The page's script starts once React has run it: `/` is pressed until the search opens.
    await expect
      .poll(async () => {
        await page.keyboard.press('/');
        return dialog.isVisible();
      })
      .toBe(true);
    await expect.poll(() => dialog.getByRole('status').innerText()).toContain('npm start');
    await dialog.getByRole('combobox', { name: 'Search the site' }).fill('refund');
    expect(await dialog.getByRole('status').innerText()).toContain('npm start');
    await page.keyboard.press('Escape');
  });

  it('should answer 404 for a path with no page, as the static host does', async () => {
    const missing = await page.goto(`${origin}/pages/company/no-such-page`);
    expect(missing?.status()).toBe(404);
    expect(await heading()).toBe('Page not found');
    expect((await page.goto(`${origin}/privacy`))?.status()).toBe(200);
    // Every library a page loads was bundled when the server started: none found later reloads the page.
    expect(output()).not.toContain('reloading');
  });

  it('should serve a page file added while it runs, without a restart', async () => {
    expect((await page.goto(origin + ROUTE))?.status()).toBe(404);
    await save(pageFile('First title'));
    await openUntil(200, 'First title');
  });

  it('should show an edit on the open page by itself, without a manual reload, reloading it once', async () => {
    let loads = 0;
    const counted = () => loads++;
    page.on('load', counted);
    try {
      await save(pageFile('Second title'));
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Second title', null, {
        timeout: 5_000,
      });
      // The server's check of the data ends within a second or two, after React Router may have
      // reloaded the page itself: a second reload would come then.
      await page.waitForTimeout(2500);
      expect(loads, 'page loads for one save').toBe(1);
    } finally {
      page.off('load', counted);
    }
  });

  it("should show a data mistake in Vite's error overlay with file:line:column and the path, and clear it once fixed", async () => {
    await save(pageFile('Third title', 'photos/ofice-dark'));
    const overlayText = () =>
      page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '');
    await expect.poll(overlayText, { timeout: 5_000 }).toContain(`pages-data/${NAME}.ts:6:42`);
    const text = await overlayText();
    expect(text).toContain('blocks[0] (hero) › image › src: unknown image "photos/ofice-dark"');
    expect(text).toContain('Did you mean `photos/office-dark`?');

    await save(pageFile('Fourth title'));
    await page.waitForFunction(
      () =>
        document.querySelector('h1')?.textContent === 'Fourth title' && !document.querySelector('vite-error-overlay'),
      null,
      { timeout: 5_000 },
    );
  });

  it('should show no old problem on a page opened after the mistake was fixed with no page open', async () => {
    const count = (text: string) => output().split(text).length - 1;
    await page.goto('about:blank');
    const [mistakes, fixes] = [count('ofice-dark'), count('Page data is valid again.')];
    await save(pageFile('Fifth title', 'photos/ofice-dark'));
    await expect.poll(() => count('ofice-dark')).toBeGreaterThan(mistakes);
    await save(pageFile('Fifth title'));
    await expect.poll(() => count('Page data is valid again.')).toBeGreaterThan(fixes);
    await openUntil(200, 'Fifth title');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.locator('vite-error-overlay').count()).toBe(0);
  });

  it("should lead an old address of the settings' redirects to its page", async () => {
    const old = `/${NAME}-old`;
    expect((await page.goto(origin + old))?.status()).toBe(404);
    siteSettings = await readFile(SITE, 'utf8');
    // The open page reloads by itself once the server has checked the new settings: the test goes on
    // after that reload, which would otherwise cut its own navigation short.
    await page.evaluate(() => Object.assign(window, { beforeSettings: true }));
    await writeWhole(
      SITE,
      siteSettings.replace(/\n\}\);\n$/, `\n  redirects: [{ from: '${old}', to: '${ROUTE}' }],\n});\n`),
    );
    try {
      await page.waitForFunction(() => !('beforeSettings' in window), null, { timeout: 20_000 });
      await expect
        .poll(
          async () => (await fetch(origin + old, { headers: { accept: 'text/html' }, redirect: 'manual' })).status,
          {
            timeout: 20_000,
          },
        )
        .toBe(302);
      // Followed in a tab of its own, as a visitor follows an old link: the open page may still be
      // reloading for the new settings, which would cut a navigation of its own short.
      const visitor = await browser!.newPage();
      try {
        await visitor.goto(origin + old);
        expect(new URL(visitor.url()).pathname).toBe(`${ROUTE}/`);
        expect(await visitor.locator('h1').textContent()).toBe('Fifth title');
      } finally {
        await visitor.close();
      }
    } finally {
      await writeWhole(SITE, siteSettings);
      siteSettings = undefined;
    }
  });

  it('should draw every other page while one page file is wrong, and show that page’s problem in words', async () => {
    await writeWhole(LINKER, linkerFile);
    await openUntil(200, 'Linker', LINKER_ROUTE);
    await save(pageFile(''));
    const broken = `This page has a problem in pages-data/${NAME}.ts`;
    await openUntil(500, broken);
    const text = await page.locator('main').innerText();
    expect(text).toContain(`pages-data/${NAME}.ts:6:82`);
    expect(text).toContain('blocks[0] (hero) › title: expected some text, found an empty string');
    expect(text).not.toMatch(/\n\s+at /);
    // The other pages draw, a link to the broken page's name included.
    for (const [route, title] of [
      ['/privacy', 'Privacy Policy'],
      [LINKER_ROUTE, 'Linker'],
    ] as const) {
      await openUntil(200, title, route);
    }
    expect(await page.getByRole('link', { name: 'The live page' }).getAttribute('href')).toBe(`${ROUTE}/`);
    await save(pageFile('Fourth title'));
    await openUntil(200, 'Fourth title');
  });

  it('should keep serving when a page file calls process.exit, naming the file on its page', async () => {
    await save(pageFile('Fifth title').replace("import { definePage } from '../schema';", '$&\nprocess.exit(0);'));
    await openUntil(500, `This page has a problem in pages-data/${NAME}.ts`);
    expect(await page.locator('main').innerText()).toContain(
      `pages-data/${NAME}.ts:2:1\n  could not be loaded: it reads process, which a data file does not have`,
    );
    await openUntil(200, 'Privacy Policy', '/privacy');
    await save(pageFile('Fifth title'));
    await openUntil(200, 'Fifth title');
  });

  it('should show a problem in _site.ts on every page, in words and with no stack, until it is fixed', async () => {
    siteSettings = await readFile(SITE, 'utf8');
    const [, before] = /^(.*)siteUrl: '/m.exec(siteSettings) ?? [];
    expect(before, 'the site settings have a siteUrl').toBeDefined();
    const line = siteSettings.slice(0, siteSettings.indexOf("siteUrl: '")).split('\n').length;
    const stopped = 'A problem in pages-data/_site.ts stops every page';
    try {
      await writeWhole(SITE, siteSettings.replace("siteUrl: '", "siteUrl: 'www."));
      for (const route of ['/privacy', ROUTE, LINKER_ROUTE]) {
        await openUntil(500, stopped, route);
        const text = await page.locator('main').innerText();
        expect(text).toContain(`pages-data/_site.ts:${line}:${before!.length + 10}`);
        expect(text).toContain('siteUrl: expected a URL starting with http:// or https://');
        expect(text).not.toMatch(/\n\s+at /);
      }
    } finally {
      await writeWhole(SITE, siteSettings);
      siteSettings = undefined;
    }
    await openUntil(200, 'Privacy Policy', '/privacy');
  });

  it('should restyle the open page when the theme in _site.ts changes, without a restart', async () => {
    siteSettings = await readFile(SITE, 'utf8');
    await openUntil(200, 'IT consulting and software development', '/');
    const { tile, background } = primaryTile();
    const radius = () => tile.evaluate((el) => getComputedStyle(el.closest('.card') ?? el).borderRadius);
    expect(await background()).toContain(gradientEnds('#1a73e8'));
    try {
      const green = siteSettings
        .replace("primary: '#1a73e8'", "primary: '#1b7f3b'")
        .replace("radius: 'medium'", "radius: 'none'");
      expect(green).not.toBe(siteSettings);
      await writeWhole(SITE, green);
      await expect.poll(background, { timeout: 30_000 }).toContain(gradientEnds('#1b7f3b'));
      // Read as the page ends up: the new stylesheet reaches the open page before its reload for the
      // new theme, which may cut a read short.
      await expect.poll(radius, { timeout: 30_000 }).toBe('0px');
    } finally {
      await writeWhole(SITE, siteSettings);
      siteSettings = undefined;
    }
    await expect.poll(background, { timeout: 30_000 }).toContain(gradientEnds('#1a73e8'));
  });

  it('should restyle a page that was still loading when the theme changed', async () => {
    siteSettings = await readFile(SITE, 'utf8');
    await openUntil(200, 'IT consulting and software development', '/');
    const { background } = primaryTile();
    // The page's scripts, and so its line to the server, come late: the change is announced while it loads.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/@vite/client', async (route) => {
      await released;
      await route.continue();
    });
    try {
      await page.goto(`${origin}/`, { waitUntil: 'commit' });
      await expect.poll(background, { timeout: 30_000 }).toContain(gradientEnds('#1a73e8'));
      await writeWhole(SITE, siteSettings.replace("primary: '#1a73e8'", "primary: '#1b7f3b'"));
      // The server serves the new stylesheet, and has told the pages it knows of.
      const served = async () => (await fetch(`${origin}/src/styles/main.scss?direct`)).text();
      await expect.poll(served, { timeout: 30_000 }).toContain('#1b7f3b');
      release();
      await expect.poll(background, { timeout: 30_000 }).toContain(gradientEnds('#1b7f3b'));
    } finally {
      release();
      await page.unroute('**/@vite/client');
      await writeWhole(SITE, siteSettings);
      siteSettings = undefined;
    }
    await expect.poll(background, { timeout: 30_000 }).toContain(gradientEnds('#1a73e8'));
  });

  it('should end on the theme saved last when _site.ts is saved twice in quick succession', async () => {
    siteSettings = await readFile(SITE, 'utf8');
    await openUntil(200, 'IT consulting and software development', '/');
    const { background } = primaryTile();
    try {
      // A save that changes its mind: the first check is still loading the settings when the second begins.
      for (const primary of ['#1b7f3b', '#6a1b9a', '#1b7f3b', '#8e2413']) {
        await writeWhole(SITE, siteSettings.replace("primary: '#1a73e8'", `primary: '${primary}'`));
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      await expect.poll(background, { timeout: 30_000 }).toContain(gradientEnds('#8e2413'));
      // And it stays there once every check has finished.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await background()).toContain(gradientEnds('#8e2413'));
    } finally {
      await writeWhole(SITE, siteSettings);
      siteSettings = undefined;
    }
    await expect.poll(background, { timeout: 30_000 }).toContain(gradientEnds('#1a73e8'));
  });

  it('should draw a route module of its own with <Block>s, their icons and named links, and hydrate it', async () => {
    await writeFile(
      MODULE,
      [
        "import { Block } from '~/render/block';",
        '',
        'export default function Live() {',
        "  return <Block type=\"buttons\" buttons={[{ label: 'Privacy', href: { route: 'privacy' }, icon: 'search' }]} />;",
        '}',
        '',
      ].join('\n'),
    );
    routeTable = await readFile(ROUTES, 'utf8');
    // An editor that saves in two steps: the server reads an empty route table first, and lives on.
    await writeWhole(ROUTES, '');
    for (const begun = Date.now(); !output().includes('src/routes.ts is left out');) {
      if (Date.now() - begun > 10_000) throw new Error(`No word on the empty src/routes.ts:\n${output().slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server!.process.exitCode).toBe(null);
    const withModule = routeTable.replace(
      /\n\] satisfies RouteConfig;/,
      `\n  route('${MODULE_ROUTE}', 'routes/${NAME}.tsx'),\n] satisfies RouteConfig;`,
    );
    await writeWhole(ROUTES, withModule);
    const begun = Date.now();
    let saves = 1;
    const button = page.locator('a.btn', { hasText: 'Privacy' });
    // Until the server has read the new route table the path answers 404 (or 500 while React Router
    // holds the empty table, or reads its routes again while a request is under way); the page is judged
    // once it answers. Each try waits for the answer only, and not long: a request the server holds while
    // it reads its routes is asked again rather than awaited for the whole minute.
    // React Router may also keep answering 500 for the route table it read half written
    // (`getReactRouterManifestForDev` reads the table twice around an await): as a developer who sees
    // the error saves the file again, the table is saved again every 20 s until the page answers.
    const answer = async () => {
      if (Date.now() - begun > saves * 20_000) {
        saves += 1;
        await writeWhole(ROUTES, withModule);
      }
      return page.goto(`${origin}/${MODULE_ROUTE}`, { waitUntil: 'commit', timeout: 10_000 }).catch(() => null);
    };
    await expect
      .poll(async () => (await answer())?.status(), {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(200)
      .catch((error: Error) => {
        throw new Error(
          `/${MODULE_ROUTE}, saved ${saves} times: ${error.message}\nThe server said:\n${output().slice(-3000)}`,
        );
      });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Opened afresh and loaded whole: the try that answered 200 waited for its answer only.
    await page.goto(`${origin}/${MODULE_ROUTE}`);
    await expect(button.getAttribute('href')).resolves.toBe('/privacy/');
    expect(await button.locator('svg.icon path').count()).toBe(1);
    await page.waitForFunction(
      () => Object.keys(document.querySelector('a.btn')!).some((key) => key.startsWith('__reactFiber$')),
      null,
      { timeout: 10_000 },
    );
    expect(errors).toEqual([]);
  }, 120_000);

  it('should answer 404 once the page file is removed, without a restart', async () => {
    await rm(FILE);
    await openUntil(404, 'Page not found');
  });
});
