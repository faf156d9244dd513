// npm run build [-- --strict] [--test-pages]: validate every data file, prerender into .build/, finish
// the static site, then swap it into dist/. A failed step leaves the last good dist/ as it was, and
// one build runs at a time in a project (scripts/lib/build/build-lock.ts).
// `--test-pages` adds the pages of tests/fixtures/pages/ (npm test builds so). `--strict` fails
// the build on a warning of the content lint too (npm test builds so).
// Each step is a function of its own in scripts/lib/build/ (listed in docs/architecture.md); this
// runner gives each what the earlier ones made, times them, and ends the build at the first failure.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../src/content/load';
import { BuildLockError, holdBuildLock } from './lib/build/build-lock';
import { EDITOR_ENV } from './lib/dev/editor-env';
import { removeOldDirs, SwapError, swapDir } from './lib/fs/swap-dir';

// Vite's notice that the config would not load natively (extension-less TypeScript imports; Node 20
// cannot load .ts itself) says nothing about the site and would bury the build's own output.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
// The visual editor belongs to the development server (`npm run edit`), never to a build.
delete process.env[EDITOR_ENV];

const root = process.cwd();
const staging = path.join(root, '.build');
const client = path.join(staging, 'client');
const dist = path.join(root, 'dist');

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
const { PAGES_DIR, TEST_PAGES_DIR, TEST_PAGES_ENV } = await import('../src/content/files');
// The steps run as processes of their own, which list the route files (src/content/files.ts).
if (process.argv.includes('--test-pages')) process.env[TEST_PAGES_ENV] = '1';
const { BUILD_CACHE, CONTENT_SNAPSHOT } = await import('../src/content/snapshot');
const { locateProblems } = await import('../src/content/page-file/locate');
const { formatProblems } = await import('../src/content/report');
const { staticRoutes } = await import('../src/content/route-modules');
const { default: routeConfig } = await import('../src/routes');
const { basePathOf } = await import('../src/ui/site-path');
const { BuildStepError, stepFailed } = await import('./lib/build/step');
const { validateData } = await import('./lib/build/validate-data');
const { writeSiteTheme } = await import('./lib/build/site-theme');
const { drawSiteCards } = await import('./lib/build/cards');
const { prerender } = await import('./lib/build/prerender');
const { notFoundPathsOf, placeNotFoundPages } = await import('./lib/build/not-found-pages');
const { replaceRouterScripts } = await import('./lib/build/page-scripts');
const { builtPagesOf, siteFileOf } = await import('./lib/build/built-pages');
const { finishPages, stylesheetReader } = await import('./lib/build/finish-pages');
const { purgeBase } = await import('./lib/build/base-stylesheet');
const { emitImages } = await import('./lib/build/images');
const { copyCards } = await import('./lib/build/social-cards');
const { writeRedirectPages } = await import('./lib/build/redirect-pages');
const { writeSecurityHeaders } = await import('./lib/build/security-headers');
const { checkBuiltLinks } = await import('./lib/build/check-links');
const { writeSitemap } = await import('./lib/build/sitemap');
const { indexForSearch } = await import('./lib/build/search');

const started = performance.now();
let lap = started;
/** Prints how long the step that just ended took, so a slow build shows where its time goes. */
function timed(step: string): void {
  const now = performance.now();
  console.log(`${step} in ${((now - lap) / 1000).toFixed(1)} s.`);
  lap = now;
}

/** Whether a route file is one of the test pages (`--test-pages`), which are never published. */
const isTestPage = (file: string) => path.resolve(file).startsWith(TEST_PAGES_DIR + path.sep);

try {
  const site = await validateData({ root, strict: process.argv.includes('--strict'), run });
  // Every stylesheet reads the site's theme (`@site-theme/theme`): written before anything is bundled.
  writeSiteTheme(site.theme);
  timed('Validated the data');

  // The cards are drawn while React Router prerenders, and copied into the site once it is finished.
  let prerenderEnded = () => {};
  const besideDone = new Promise<void>((resolve) => (prerenderEnded = resolve));
  const cardsDone = drawSiteCards({ root, site, besideDone });

  // A siteUrl with a path (https://example.com/docs/) publishes the site under that prefix: both
  // builds take it as Vite's `base`, which the pages' links and images follow (src/ui/site-path.ts).
  const base = basePathOf(site.siteUrl);
  process.env.SITE_BASE = base;
  await rm(staging, { recursive: true, force: true });
  const scriptsDir = path.join(root, BUILD_CACHE, 'scripts');
  const browser = await prerender({ root, scriptsDir, base, run }).finally(prerenderEnded);
  // The content is read only now: while React Router prerendered, its process held the one copy.
  const content = JSON.parse(await readFile(path.join(root, CONTENT_SNAPSHOT), 'utf8')) as Content;
  timed(`Bundled and prerendered ${content.pages.length} pages and built their scripts`);

  const notFoundPaths = notFoundPathsOf(content.languages);
  await placeNotFoundPages(client, notFoundPaths);
  await replaceRouterScripts({ client, scriptsDir, scriptFiles: browser.files });
  const siteFile = siteFileOf(root, PAGES_DIR);
  const routeModulePages = staticRoutes(routeConfig);
  const builtPages = builtPagesOf({ client, dataPages: content.pages, routeModulePages, notFoundPaths, siteFile });
  const htmlFiles = builtPages.map((page) => page.htmlFile);
  const readCss = stylesheetReader(client, base);
  const finished = await finishPages({
    client,
    base,
    pages: builtPages,
    scripts: browser.scripts,
    dataOf: new Map(content.pages.map((p) => [p.file, p.page as unknown])),
    unpublished: isTestPage,
    readCss,
  });
  const digests = await purgeBase({ client, base, htmlFiles, readCss, ...finished });
  timed('Finished the pages and their styles');

  // Only the images the pages show, at the widths they ask for.
  await emitImages(client, finished.imageUrls).catch(stepFailed);
  timed(`Wrote ${finished.imageUrls.length} image files`);

  const cards = await cardsDone;
  if (cards instanceof Error) throw new BuildStepError(`the social cards were not drawn: ${cards.message}`);
  const written = await copyCards(cards.cards, client);
  // The time printed is the wait for the cards once the steps they ran beside were done, and their copying.
  timed(
    `Wrote ${written} social cards (${cards.drawn} drawn, ${cards.reused} from the cache, ${cards.seconds.toFixed(1)} s in all)`,
  );

  const redirectPages = await writeRedirectPages({ client, content, base, siteFile, notFoundPaths });
  // Every page gets its Content-Security-Policy, and `_headers` the security headers hosts send.
  await writeSecurityHeaders(client, base).catch(stepFailed);

  // Every link leads somewhere: a page, a file the site serves, an id on the target page.
  const linkProblems = checkBuiltLinks(
    [...builtPages.map((page, i) => ({ path: page.path, file: page.file, html: digests[i]! })), ...redirectPages],
    content,
    siteFile,
    client,
    base,
  );
  if (linkProblems.length > 0) {
    throw new BuildStepError(
      'some links lead nowhere or some ids repeat on a page (listed above).',
      formatProblems(await locateProblems(linkProblems)),
    );
  }
  timed('Checked every link');

  const listedRoutes = builtPages.slice(content.pages.length).filter((p) => !notFoundPaths.includes(p.path));
  await writeSitemap({ client, content, routeModulePages: listedRoutes });
  const indexed = await indexForSearch({ client, content, base, unpublished: isTestPage });
  timed(`Indexed ${indexed} pages for search`);

  // Swap: the new site replaces dist/ only now that it is complete, by renames (scripts/lib/fs/swap-dir.ts).
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
} catch (error) {
  if (!(error instanceof BuildStepError)) throw error;
  if (error.listed) console.error(error.listed);
  fail(error.message);
}
