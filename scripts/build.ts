// npm run build: validate every data file, prerender into .build/, finish the static site, then swap
// it into dist/. A failed step leaves the last good dist/ as it was.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent } from '../src/content/load';
import { formatProblems } from '../src/content/report';
import { emitImages, imageUrlsIn } from './lib/images';

const root = process.cwd();
const staging = path.join(root, '.build');
const client = path.join(staging, 'client');
const dist = path.join(root, 'dist');

function fail(message: string): never {
  console.error(`\nBuild failed: ${message}\nThe previous dist/ (if any) is unchanged.`);
  process.exit(1);
}

const { content, problems } = await loadContent((file) => import(pathToFileURL(path.resolve(file)).href));
if (!content) {
  console.error(formatProblems(problems));
  fail('the page data has problems (listed above).');
}
console.log(`Validated ${content.pages.length} pages.`);

await rm(staging, { recursive: true, force: true });
const build = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', env: process.env });
if (build.status !== 0) fail('react-router build exited with an error.');

// Static-host extras: the 404 page at /404.html, no SPA fallback, a sitemap and robots.txt.
const notFound = path.join(client, '404', 'index.html');
if (!existsSync(notFound)) fail('the 404 page was not prerendered.');
await copyFile(notFound, path.join(client, '404.html'));
await rm(path.join(client, '404'), { recursive: true });
await rm(path.join(client, '__spa-fallback.html'), { force: true });

// Module preloads would compete with the stylesheet and the hero image for the first bytes and delay
// the first paint; the module script at the end of the page still loads the same chunks.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const htmlFiles = [...content.pages.map((p) => path.join(client, p.path, 'index.html')), path.join(client, '404.html')];
const pages: string[] = [];
for (const file of htmlFiles) {
  const route = path.relative(client, file);
  if (!existsSync(file)) fail(`${route} was not prerendered.`);
  const html = await readFile(file, 'utf8');
  if (html.includes('<!--$?-->')) fail(`${route} holds a streaming placeholder instead of its content.`);
  const finished = html.replace(MODULE_PRELOAD, '');
  pages.push(finished);
  await writeFile(file, finished);
}

// Only the images the pages show, at the widths they ask for.
const imageUrls = imageUrlsIn(pages);
try {
  await emitImages(client, imageUrls);
} catch (error) {
  fail((error as Error).message);
}
console.log(`Wrote ${imageUrls.length} image files.`);

const base = content.site.siteUrl.replace(/\/$/, '');
const urls = content.pages
  .filter((p) => p.page.index)
  .map((p) => `  <url><loc>${base}${p.path === '/' ? '/' : p.path}</loc></url>`);
await writeFile(
  path.join(client, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
);
await writeFile(path.join(client, 'robots.txt'), `User-agent: *\nAllow: /\nSitemap: ${base}/sitemap.xml\n`);

// Swap: the new site replaces dist/ only now that it is complete.
const old = `${dist}.old`;
await rm(old, { recursive: true, force: true });
if (existsSync(dist)) await rename(dist, old);
await rename(client, dist);
await rm(old, { recursive: true, force: true });
await rm(staging, { recursive: true, force: true });
console.log(`\nBuilt ${content.pages.length} pages into dist/.`);
