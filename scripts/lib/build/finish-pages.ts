// Each prerendered page finished in place: the router's scripts out, its styles inline, its own
// scripts in, its weight checked; what the later steps need of it is kept, not the page.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from '../../../src/content/problem';
import { formatProblems } from '../../../src/content/report';
import { unprefixed } from '../../../src/ui/site-path';
import type { BuiltPageFile } from './built-pages';
import { linkDigest } from './check-links';
import type { ClientBuild } from './client-build';
import { imageUrlsIn } from './images';
import { inlinePageStyles } from './inline-styles';
import { unquoteIslandData } from './island-attributes';
import { heavyPageProblem } from './page-weight';
import { PurgeContent } from './purge-css';
import { isRightToLeft, mirroredReader } from './right-to-left';
import { BuildStepError, messageOf } from './step';

/** The file in the built site of a URL path the pages request (under the base path). */
export const builtFileOf = (client: string, base: string, url: string): string =>
  path.join(client, unprefixed(url, base) ?? url);

/** Reads a stylesheet of the built site by the URL the pages link it with, each file once. */
export function stylesheetReader(client: string, base: string): (href: string) => string {
  const stylesheets = new Map<string, string>();
  return (href) => {
    let css = stylesheets.get(href);
    if (css === undefined) {
      const file = builtFileOf(client, base, href);
      if (!existsSync(file)) throw new BuildStepError(`a page links ${href}, which the build did not make.`);
      css = readFileSync(file, 'utf8');
      stylesheets.set(href, css);
    }
    return css;
  };
}

/** What React Router's <Scripts /> wrote: its context, its module loader and the loader's preloads. */
const ROUTER_SCRIPTS = [
  /<link rel="modulepreload"[^>]*\/>/g,
  /<script>window\.__reactRouter[\s\S]*?<\/script>/g,
  /<script type="module" async="">[\s\S]*?<\/script>/g,
];
const PAGE_ICONS = /<script type="application\/json" id="page-icons">([\s\S]*?)<\/script>/;
const scriptTag = (src: string) => `<script type="module" src="${src}"></script>`;

/**
 * Moves a page's icons (JSON for its islands, read only once they hydrate) into a file of its own,
 * `assets/icons-<hash>.json`, which the element names in `data-src`: the HTML a visitor waits for is
 * the smaller by them, and pages with the same icons share the file.
 */
export async function iconsApart(html: string, client: string, base: string): Promise<string> {
  const json = PAGE_ICONS.exec(html)?.[1];
  if (json === undefined) return html;
  const name = `icons-${createHash('sha256').update(json).digest('base64url').slice(0, 10)}.json`;
  await writeFile(path.join(client, 'assets', name), json);
  const element = `<script type="application/json" id="page-icons" data-src="${base}assets/${name}"></script>`;
  return html.replace(PAGE_ICONS, () => element);
}

export interface FinishPagesInput {
  client: string;
  base: string;
  pages: readonly BuiltPageFile[];
  /** The browser scripts' URLs (`prerender`'s `scripts`). */
  scripts: ClientBuild['scripts'];
  /** Each data page's data, by its file: a page over the HTML budget is named with its largest blocks. */
  dataOf: ReadonlyMap<string, unknown>;
  /** Pages never published (the test pages), which no visitor waits for: their weight is not checked. */
  unpublished: (file: string) => boolean;
  readCss: (href: string) => string;
}

export interface FinishedPages {
  /** The HTML files of the pages written right to left. */
  rightToLeftFiles: Set<string>;
  /** What the purge of the base stylesheet needs of the pages. */
  purgeContent: PurgeContent;
  /** Every image URL the pages show, sorted. */
  imageUrls: string[];
  /** Each page's `linkDigest`, in the order of `pages`. */
  digests: string[];
}

/**
 * Finishes every page in place: React Router's scripts removed; its stylesheets inlined but the base
 * one (mirrored for a page written right to left); its icons moved to a file of their own when it has
 * islands, dropped otherwise; the shell script (and the islands script) added. A page that streams, or
 * holds a script the build does not know, fails the build, as do pages over the HTML budget (all listed).
 */
export async function finishPages({
  client,
  base,
  pages,
  scripts,
  dataOf,
  unpublished,
  readCss,
}: FinishPagesInput): Promise<FinishedPages> {
  const readMirroredCss = mirroredReader(readCss);
  const rightToLeftFiles = new Set<string>();
  const purgeContent = new PurgeContent();
  const imageUrls = new Set<string>();
  const digests: string[] = [];
  const heavyPages: Problem[] = [];
  for (const page of pages) {
    const file = page.htmlFile;
    const route = path.relative(client, file);
    if (!existsSync(file)) throw new BuildStepError(`${route} was not prerendered.`);
    let html = ROUTER_SCRIPTS.reduce((text, pattern) => text.replace(pattern, ''), await readFile(file, 'utf8'));
    // A page waits for one stylesheet only: its blocks' styles come inline, mirrored for a page written
    // right to left.
    const rightToLeft = isRightToLeft(html);
    if (rightToLeft) rightToLeftFiles.add(file);
    try {
      html = unquoteIslandData(inlinePageStyles(html, rightToLeft ? readMirroredCss : readCss));
    } catch (error) {
      if (error instanceof BuildStepError) throw error;
      throw new BuildStepError(`${route}: ${messageOf(error)}`);
    }
    if (html.includes('<!--$?-->'))
      throw new BuildStepError(`${route} holds a streaming placeholder instead of its content.`);
    const islands = html.includes(' data-island=');
    // The page's icons are there for its islands only.
    const kept = islands ? await iconsApart(html, client, base) : html.replace(PAGE_ICONS, '');
    // Known: the islands' icons, and the page's JSON-LD (data, escaped where the loader made it).
    const unknown =
      /<script\b(?! type="application\/json" id="page-icons")(?! type="application\/ld\+json">).{0,80}/.exec(kept);
    if (unknown) throw new BuildStepError(`${route} holds a script the build does not know: ${unknown[0]}`);
    const tags = [scriptTag(scripts.shell), ...(islands ? [scriptTag(scripts.islands)] : [])];
    const finished = kept.replace('</body>', `${tags.join('')}</body>`);
    const heavy = unpublished(page.file)
      ? undefined
      : heavyPageProblem({ ...page, data: dataOf.get(page.file) }, finished);
    if (heavy) heavyPages.push(heavy);
    await writeFile(file, finished);
    purgeContent.add(finished);
    for (const url of imageUrlsIn([finished])) imageUrls.add(url);
    digests.push(linkDigest(finished));
  }
  if (heavyPages.length > 0) {
    throw new BuildStepError('some pages weigh more HTML than a page may (listed above).', formatProblems(heavyPages));
  }
  return { rightToLeftFiles, purgeContent, imageUrls: [...imageUrls].sort(), digests };
}
