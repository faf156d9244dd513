// npm run shots [-- /route …]: full-page screenshots of every route (or the routes given) at 1280 and
// 375 px into shots/, with an index.html to look through them side by side.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { listRoutes } from '../src/content/files';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/bench/chromium';
import { serveStatic } from './lib/dev/static-server';

const WIDTHS = [1280, 375] as const;
const OUT = path.resolve('shots');

if (!existsSync('dist/index.html')) {
  console.error('dist/ has no site yet: run `npm run build` first.');
  process.exit(1);
}

const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const routes = asked.length > 0 ? asked : (await listRoutes()).map((r) => r.path).sort();
const fileName = (route: string, width: number) =>
  `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '__')}-${width}.png`;

await mkdir(OUT, { recursive: true });
const server = await serveStatic('dist', 0);
const profile = await mkdtemp(path.join(os.tmpdir(), 'site-shots-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_ARGS,
  reducedMotion: 'reduce',
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  for (const route of routes) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 812 });
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      // Lazy images load as they come into view: walk down the page once before the picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      // Wait (up to 5 s) for every picture, so none is captured half loaded.
      await page.evaluate(() =>
        Promise.race([
          Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null)))),
          new Promise((resolve) => setTimeout(resolve, 5000)),
        ]),
      );
      await page.screenshot({ path: path.join(OUT, fileName(route, width)), fullPage: true });
    }
    console.log(`shot ${route}`);
  }
} finally {
  await context.close();
  await server.close();
  await rm(profile, { recursive: true, force: true });
}

const rows = routes
  .map(
    (route) =>
      `<section><h2>${route}</h2><div>${WIDTHS.map(
        (w) =>
          `<a href="${fileName(route, w)}"><img src="${fileName(route, w)}" width="${w / 4}" alt="${route} at ${w} px"></a>`,
      ).join('')}</div></section>`,
  )
  .join('\n');
await writeFile(
  path.join(OUT, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Contact sheet</title>
<style>body{font:14px system-ui;margin:1rem}section{display:inline-block;vertical-align:top;margin:0 1rem 2rem 0}div{display:flex;gap:.5rem;align-items:flex-start}img{border:1px solid #ccc}</style>
<h1>Every route at ${WIDTHS.join(' and ')} px</h1>
${rows}
`,
);
console.log(`Wrote ${routes.length * WIDTHS.length} screenshots and shots/index.html`);
