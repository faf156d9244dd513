// npm run build [-- --strict] [--test-pages]: validate every data file, prerender into .build/, finish
// the static site, then swap it into dist/. A failed step leaves the last good dist/ as it was, and
// one build runs at a time in a project (scripts/lib/build-lock.ts).
// `--test-pages` adds the pages of tests/fixtures/pages/ (npm test builds so). `--strict` fails
// the build on a warning of the content lint too (npm test builds so).
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Content } from '../src/content/load';
import type { Problem } from '../src/content/problem';
import type { CardJob } from '../src/content/social-card';
import { BuildLockError, holdBuildLock } from './lib/build-lock';
import { removeOldDirs, SwapError, swapDir } from './lib/swap-dir';

// Vite's notice that the config would not load natively (extension-less TypeScript imports; Node 20
// cannot load .ts itself) says nothing about the site and would bury the build's own output.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const root = process.cwd();
const staging = path.join(root, '.build');
const client = path.join(staging, 'client');
const dist = path.join(root, 'dist');

/** Text for an XML element: the sitemap prints the site's address as its settings give it. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fail(message: string, after = 'The previous dist/ (if any) is unchanged.'): never {
  console.error(`\nBuild failed: ${message}${after ? `\n${after}` : ''}`);
  process.exit(1);
}

/** The steps running as processes of their own, stopped with the build. */
const children = new Set<ChildProcess>();

/** Runs a command with the build's output and environment; resolves with its exit status. */
function run(command: string, args: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: process.env });
    children.add(child);
    child.on('close', (code) => {
      children.delete(child);
      resolve(code);
    });
  });
}

// Before anything is written: a second build at once would share .build/ and the cache with this one.
let published = false;
try {
  holdBuildLock(root, (signal) => {
    for (const child of children) child.kill(signal);
    console.error(`\nBuild stopped (${signal}).${published ? '' : ' The previous dist/ (if any) is unchanged.'}`);
  });
} catch (error) {
  fail(error instanceof BuildLockError ? error.message : `could not take the build lock: ${(error as Error).message}`);
}

// The build's own modules (Vite, React Router, sharp…) take seconds to load: they load once the lock is
// held, so that a second build refuses at once.
const { EDITOR_ENV } = await import('./lib/editor/server');
// The visual editor belongs to the development server (`npm run edit`), never to a build.
delete process.env[EDITOR_ENV];
const { PAGES_DIR, TEST_PAGES_DIR, TEST_PAGES_ENV } = await import('../src/content/files');
// The steps run as processes of their own, which list the route files (src/content/files.ts).
if (process.argv.includes('--test-pages')) process.env[TEST_PAGES_ENV] = '1';
const { SITE_FILES } = await import('../src/content/load');
const { BUILD_CACHE, CARDS_SNAPSHOT, CONTENT_SNAPSHOT, SITE_SNAPSHOT } = await import('../src/content/snapshot');
const { locateProblems } = await import('../src/content/page-file/locate');
const { redirectPath } = await import('../src/content/redirects');
const { formatProblems } = await import('../src/content/report');
const { staticRoutes } = await import('../src/content/route-modules');
const { routeKey } = await import('../src/content/site-links');
const { default: routeConfig } = await import('../src/routes');
const { basePathOf, pageUrl, sitePath, unprefixed } = await import('../src/ui/site-path');
const { alternatesOf } = await import('../src/content/languages');
const { checkBuiltLinks, linkDigest } = await import('./lib/check-links');
const { buildClient } = await import('./lib/client-build');
const { emitImages, imageUrlsIn } = await import('./lib/images');
const { inlinePageStyles } = await import('./lib/inline-styles');
const { unquoteIslandData } = await import('./lib/island-attributes');
const { heavyPageProblem } = await import('./lib/page-weight');
const { PurgeContent, purgeBaseStylesheet } = await import('./lib/purge-css');
const { redirectPage, redirectsFile } = await import('./lib/redirects');
const { writeSearchIndex } = await import('./lib/search-index');
const { groupOf } = await import('../src/layout/page-title');
const { isRightToLeft, mirroredBase, mirroredReader } = await import('./lib/right-to-left');
const { writeSiteTheme } = await import('./lib/site-theme');
const { copyCards, drawCards, logoDataUrl } = await import('./lib/social-cards');
const { cardLookOf } = await import('../src/content/social-card');

const started = performance.now();
let lap = started;
/** Prints how long the step that just ended took, so a slow build shows where its time goes. */
/** Whether a route file is one of the test pages (`--test-pages`), which are never published. */
const isTestPage = (file: string) => path.resolve(file).startsWith(TEST_PAGES_DIR + path.sep);

function timed(step: string): void {
  const now = performance.now();
  console.log(`${step} in ${((now - lap) / 1000).toFixed(1)} s.`);
  lap = now;
}

// Validation runs as `npm run validate` in a process of its own, which frees the data modules it
// imported; the prerender and the later steps read the content it wrote (src/content/get-content.ts).
await rm(path.join(root, BUILD_CACHE), { recursive: true, force: true });
const validation = await run(process.execPath, [
  ...process.execArgv,
  path.join(import.meta.dirname, 'validate.ts'),
  '--snapshot',
  ...(process.argv.includes('--strict') ? ['--strict'] : []),
]);
if (validation !== 0) fail('the page data has problems (listed above).');
const site = JSON.parse(await readFile(path.join(root, SITE_SNAPSHOT), 'utf8')) as Content['site'];
// Every stylesheet reads the site's theme (`@site-theme/theme`): written before anything is bundled.
writeSiteTheme(site.theme);
timed('Validated the data');

// The social cards of the pages that name no picture of their own are drawn into their cache on worker
// threads (one core fewer than there are) while React Router prerenders, on every core once it has
// prerendered, and copied into the site then. What each card shows was written by the validation
// (src/content/social-card.ts).
const cardsStarted = performance.now();
let prerenderEnded = () => {};
const prerendered = new Promise<void>((resolve) => (prerenderEnded = resolve));
const cardsDone = (async () => {
  const jobs = JSON.parse(await readFile(path.join(root, CARDS_SNAPSHOT), 'utf8')) as CardJob[];
  const look = cardLookOf(site.theme, await logoDataUrl(site.brand.logo.src));
  const run = await drawCards({ jobs, look, more: { when: prerendered, threads: availableParallelism() } });
  return { ...run, seconds: (performance.now() - cardsStarted) / 1000 };
})().catch((error: unknown) => error as Error);

// A siteUrl with a path (https://example.com/docs/) publishes the site under that prefix: both
// builds take it as Vite's `base`, which the pages' links and images follow (src/ui/site-path.ts).
const base = basePathOf(site.siteUrl);
process.env.SITE_BASE = base;
/** The file in the build of a URL path the pages request. */
const fileOf = (url: string) => path.join(client, unprefixed(url, base) ?? url);

// React Router bundles and prerenders the pages while Vite builds the pages' own browser scripts
// apart (the pages run no router: its scripts and data files go). Every page gets the shell script;
// a page with islands also the islands one.
await rm(staging, { recursive: true, force: true });
const scriptsDir = path.join(root, BUILD_CACHE, 'scripts');
const [status, browser] = await Promise.all([
  run(path.join(root, 'node_modules', '.bin', 'react-router'), ['build']),
  buildClient(root, scriptsDir, base).catch((error: unknown) => error as Error),
]);
prerenderEnded();
if (status !== 0) fail('react-router build exited with an error.');
if (browser instanceof Error) fail(`the browser scripts did not build: ${browser.message}`);
const { scripts, files: scriptFiles } = browser;
// The content is read only now: while React Router prerendered, its process held the one copy.
const content = JSON.parse(await readFile(path.join(root, CONTENT_SNAPSHOT), 'utf8')) as Content;
timed(`Bundled and prerendered ${content.pages.length} pages and built their scripts`);

// Static-host extras: the 404 page at /404.html (and each language's at /de/404.html), no SPA
// fallback, a sitemap and robots.txt.
const notFoundPaths = ['/404', ...content.languages.filter((l) => l.prefix).map((l) => `${l.prefix}/404`)];
const notFoundFile = (at: string) => path.join(client, `${at}.html`);
for (const at of notFoundPaths) {
  const prerendered = path.join(client, at, 'index.html');
  if (!existsSync(prerendered)) fail(`the 404 page ${at} was not prerendered.`);
  await copyFile(prerendered, notFoundFile(at));
  await rm(path.join(client, at), { recursive: true });
}
await rm(path.join(client, '__spa-fallback.html'), { force: true });
const assets = path.join(client, 'assets');
for (const file of await readdir(assets)) {
  if (file.endsWith('.js')) await rm(path.join(assets, file));
}
for (const file of await readdir(client, { recursive: true })) {
  if (file.endsWith('.data') || file.endsWith('.manifest')) await rm(path.join(client, file));
}
const pageAssets = new Set(await readdir(assets));
for (const file of scriptFiles) {
  const name = path.basename(file);
  if (!file.endsWith('.js') && !pageAssets.has(name)) {
    // An island would link a second copy of a stylesheet the page already has under another name.
    fail(
      `the browser build made assets/${name}, which the page build did not: keep both builds' settings in scripts/lib/vite-shared.ts.`,
    );
  }
  if (file.endsWith('.js')) await copyFile(path.join(scriptsDir, file), path.join(assets, name));
}

const scriptTag = (src: string) => `<script type="module" src="${src}"></script>`;
// What React Router's <Scripts /> wrote: its context, its module loader and the loader's preloads.
const ROUTER_SCRIPTS = [
  /<link rel="modulepreload"[^>]*\/>/g,
  /<script>window\.__reactRouter[\s\S]*?<\/script>/g,
  /<script type="module" async="">[\s\S]*?<\/script>/g,
];
const PAGE_ICONS = /<script type="application\/json" id="page-icons">([\s\S]*?)<\/script>/;
/**
 * Moves a page's icons (JSON for its islands, read only once they hydrate) into a file of its own,
 * `assets/icons-<hash>.json`, which the element names in `data-src`: the HTML a visitor waits for is
 * the smaller by them, and pages with the same icons share the file.
 */
async function iconsApart(html: string): Promise<string> {
  const json = PAGE_ICONS.exec(html)?.[1];
  if (json === undefined) return html;
  const name = `icons-${createHash('sha256').update(json).digest('base64url').slice(0, 10)}.json`;
  await writeFile(path.join(assets, name), json);
  const element = `<script type="application/json" id="page-icons" data-src="${base}assets/${name}"></script>`;
  return html.replace(PAGE_ICONS, () => element);
}
const stylesheets = new Map<string, string>();
const readCss = (href: string) => {
  let css = stylesheets.get(href);
  if (css === undefined) {
    const file = fileOf(href);
    if (!existsSync(file)) fail(`a page links ${href}, which the build did not make.`);
    css = readFileSync(file, 'utf8');
    stylesheets.set(href, css);
  }
  return css;
};
const siteFile = SITE_FILES.map((name) => path.relative(root, path.join(PAGES_DIR, name))).find((file) =>
  existsSync(file),
)!;
// The data pages, the pages of route modules of their own (src/routes.ts), then the 404 page: each
// is a built page the same way.
const dataPaths = new Set(content.pages.map((p) => p.path));
const builtPages = [
  ...content.pages.map(({ path, file }) => ({ path, file })),
  ...staticRoutes(routeConfig).filter((route) => !dataPaths.has(route.path)),
  ...notFoundPaths.map((at) => ({ path: at, file: siteFile })),
];
const htmlFiles = builtPages.map((page) =>
  notFoundPaths.includes(page.path) ? notFoundFile(page.path) : path.join(client, page.path, 'index.html'),
);
const readMirroredCss = mirroredReader(readCss);
const rightToLeftFiles = new Set<string>();
// Each page is finished and written back at once; what the later steps need of it is kept, not the page.
const purgeContent = new PurgeContent();
const imageUrlSet = new Set<string>();
const digests: string[] = [];
const heavyPages: Problem[] = [];
const dataOf = new Map(content.pages.map((p) => [p.file, p.page as unknown]));
for (const file of htmlFiles) {
  const route = path.relative(client, file);
  if (!existsSync(file)) fail(`${route} was not prerendered.`);
  let html = ROUTER_SCRIPTS.reduce((text, pattern) => text.replace(pattern, ''), await readFile(file, 'utf8'));
  // A page waits for one stylesheet only: its blocks' styles come inline, mirrored for a page written
  // right to left.
  const rightToLeft = isRightToLeft(html);
  if (rightToLeft) rightToLeftFiles.add(file);
  try {
    html = unquoteIslandData(inlinePageStyles(html, rightToLeft ? readMirroredCss : readCss));
  } catch (error) {
    fail(`${route}: ${(error as Error).message}`);
  }
  if (html.includes('<!--$?-->')) fail(`${route} holds a streaming placeholder instead of its content.`);
  const islands = html.includes(' data-island=');
  // The page's icons are there for its islands only.
  const kept = islands ? await iconsApart(html) : html.replace(PAGE_ICONS, '');
  // Known: the islands' icons, and the page's JSON-LD (data, escaped where the loader made it).
  const unknown =
    /<script\b(?! type="application\/json" id="page-icons")(?! type="application\/ld\+json">).{0,80}/.exec(kept);
  if (unknown) fail(`${route} holds a script the build does not know: ${unknown[0]}`);
  const tags = [scriptTag(scripts.shell), ...(islands ? [scriptTag(scripts.islands)] : [])];
  const finished = kept.replace('</body>', `${tags.join('')}</body>`);
  const built = builtPages[htmlFiles.indexOf(file)]!;
  // The test pages (every block example at once) are never published: no visitor waits for them.
  const heavy = isTestPage(built.file)
    ? undefined
    : heavyPageProblem({ ...built, data: dataOf.get(built.file) }, finished);
  if (heavy) heavyPages.push(heavy);
  await writeFile(file, finished);
  purgeContent.add(finished);
  for (const url of imageUrlsIn([finished])) imageUrlSet.add(url);
  digests.push(linkDigest(finished));
}

if (heavyPages.length > 0) {
  console.error(formatProblems(heavyPages));
  fail('some pages weigh more HTML than a page may (listed above).');
}

// The base stylesheet keeps only the rules some page or script can use.
const jsTexts = await Promise.all(
  (await readdir(assets)).filter((f) => f.endsWith('.js')).map((f) => readFile(path.join(assets, f), 'utf8')),
);
const purged = await purgeBaseStylesheet(purgeContent, jsTexts, readCss);
if (!purged) fail('no page links the base stylesheet.');
await writeFile(fileOf(purged.to), purged.css);
await rm(fileOf(purged.from));
// Pages written right to left link the base stylesheet mirrored.
const mirroredPurged = rightToLeftFiles.size > 0 ? mirroredBase(purged) : undefined;
if (mirroredPurged) await writeFile(fileOf(mirroredPurged.to), mirroredPurged.css);
for (const [index, file] of htmlFiles.entries()) {
  const html = await readFile(file, 'utf8');
  const to = rightToLeftFiles.has(file) ? mirroredPurged!.to : purged.to;
  await writeFile(file, html.replaceAll(`href="${purged.from}"`, `href="${to}"`));
  digests[index] = digests[index]!.replaceAll(`href="${purged.from}"`, `href="${to}"`);
}

timed('Finished the pages and their styles');

// Only the images the pages show, at the widths they ask for.
const imageUrls = [...imageUrlSet].sort();
try {
  await emitImages(client, imageUrls);
} catch (error) {
  fail((error as Error).message);
}
timed(`Wrote ${imageUrls.length} image files`);

const cards = await cardsDone;
if (cards instanceof Error) fail(`the social cards were not drawn: ${cards.message}`);
const written = await copyCards(cards.cards, client);
// The time printed is the wait for the cards once the steps they ran beside were done, and their copying.
timed(
  `Wrote ${written} social cards (${cards.drawn} drawn, ${cards.reused} from the cache, ${cards.seconds.toFixed(1)} s in all)`,
);

// Each old address of the settings' `redirects` gets a page that sends the visitor on, and hosts
// that read `_redirects` answer it with a 301. Neither is in the sitemap.
const redirectPages = content.site.redirects.map((redirect) => {
  const target = content.pages.find((p) => routeKey(p.path) === redirectPath(redirect.to));
  const title = target?.page.meta.title ?? redirect.to;
  const { html } = redirectPage(redirect, { ...content.site, base, title });
  return { path: redirect.from, file: siteFile, html };
});
for (const { path: from, html } of redirectPages) {
  await mkdir(path.join(client, from), { recursive: true });
  await writeFile(path.join(client, from, 'index.html'), html);
}
// Hosts that read `_redirects` answer an unknown address under /de/ with the German 404 page.
const languageNotFound = notFoundPaths
  .slice(1)
  .map((at) => ({ under: at.slice(0, -'/404'.length), page: `${at}.html` }));
if (redirectPages.length > 0 || languageNotFound.length > 0) {
  await writeFile(path.join(client, '_redirects'), redirectsFile(content.site.redirects, base, languageNotFound));
}
// Every page gets its Content-Security-Policy, and `_headers` the security headers hosts send.
const { writeSecurityHeaders } = await import('./lib/security-headers');
await writeSecurityHeaders(client, base).catch((error: Error) => fail(error.message));

// Every link leads somewhere: a page, a file the site serves, an id on the target page.
const linkProblems = checkBuiltLinks(
  [...builtPages.map((page, i) => ({ ...page, html: digests[i]! })), ...redirectPages],
  content,
  siteFile,
  client,
  base,
);
if (linkProblems.length > 0) {
  console.error(formatProblems(await locateProblems(linkProblems)));
  fail('some links lead nowhere or some ids repeat on a page (listed above).');
}
timed('Checked every link');

// Data pages list themselves unless they say `index: false`; a route module's page is listed.
// A page with translations lists every language version, itself included, as the page's own head does.
const listed = new Set(content.pages.filter((p) => p.page.index).map((p) => p.path));
const urlOf = (at: string) => escapeXml(pageUrl(content.site.siteUrl, at));
const routeModulePages = builtPages.slice(content.pages.length).filter((p) => !notFoundPaths.includes(p.path));
const urls = [...content.pages.filter((p) => p.page.index), ...routeModulePages].map((p) => {
  const alternates = alternatesOf(p.path, content.languages, (at) => listed.has(at))
    .map((v) => `\n    <xhtml:link rel="alternate" hreflang="${v.hreflang}" href="${urlOf(v.path)}"/>`)
    .join('');
  return `  <url><loc>${urlOf(p.path)}</loc>${alternates}${alternates ? '\n  ' : ''}</url>`;
});
await writeFile(
  path.join(client, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
);
await writeFile(
  path.join(client, 'robots.txt'),
  `User-agent: *\nAllow: /\nSitemap: ${pageUrl(content.site.siteUrl, '/sitemap.xml')}\n`,
);

// On-site search: Pagefind indexes the published pages (not the test pages, the 404 pages, the
// redirects or a page that says `index: false`), each language apart, into /pagefind/, which a page
// loads only once its search opens.
const searchPages = content.pages
  .filter((p) => p.page.index && !isTestPage(p.file))
  .map((p) => {
    // A page in another language is listed in that language's menus.
    const { navigation } = (p.language ? content.translated[p.language] : undefined) ?? content;
    return {
      file: path.join(client, p.path, 'index.html'),
      url: sitePath(p.path, base),
      title: p.page.nav?.title ?? p.page.meta.title,
      group: groupOf(navigation, p.path)?.heading,
    };
  });
try {
  await writeSearchIndex(client, searchPages);
} catch (error) {
  fail(`the search index could not be written: ${(error as Error).message}`);
}
timed(`Indexed ${searchPages.length} pages for search`);

// Swap: the new site replaces dist/ only now that it is complete, by renames (scripts/lib/swap-dir.ts).
try {
  swapDir(client, dist);
} catch (error) {
  if (error instanceof SwapError) fail(error.message, '');
  throw error;
}
published = true;
for (const warning of await removeOldDirs(dist)) console.warn(`\nWarning: ${warning}`);
await rm(staging, { recursive: true, force: true }).catch((error: Error) =>
  console.warn(`\nWarning: .build/ could not be removed (${error.message}); the next build empties it.`),
);
const moved = redirectPages.length ? ` and ${redirectPages.length} redirects` : '';
console.log(
  `\nBuilt ${htmlFiles.length - 1} pages${moved} into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
