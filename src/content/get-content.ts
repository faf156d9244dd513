import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_MODULE, type DataModule, namespaceOf } from './data-module';
import { formatProblems } from './report';
import { loadPartialContent, type Content, type PartialContent } from './load';
import type { Problem } from './problem';
import { type BlockingProblems, pageBlockers } from './page-blockers';
import { CONTENT_SNAPSHOT } from './snapshot';

// The development server takes each data file's value from its sandbox, as a module of its own
// (src/content/data-module.ts): an edit shows on the next request, and no data file runs here.
const importDataFile = async (file: string) =>
  namespaceOf((await import(/* @vite-ignore */ `${DATA_MODULE}${file}`)) as DataModule);

let cached: Promise<Content> | undefined;

/** The data files as the development server reads them: whatever loads, and every problem. */
function loadDevelopment(): Promise<{ problems: Problem[]; partial: PartialContent }> {
  return loadPartialContent(importDataFile);
}

async function load(): Promise<Content> {
  if (!import.meta.env.DEV) {
    const text = await readFile(path.resolve(CONTENT_SNAPSHOT), 'utf8').catch(() => undefined);
    if (text === undefined) throw new Error(`${CONTENT_SNAPSHOT} is missing: build the site with \`npm run build\`.`);
    return JSON.parse(text) as Content;
  }
  const { problems, partial } = await loadDevelopment();
  if (problems.length > 0 || !partial.content) throw new Error(formatProblems(problems));
  return partial.content;
}

/** The validated site, loaded once per build (on every request in development, so edits show). */
export function getContent(): Promise<Content> {
  if (!cached || import.meta.env.DEV) cached = load();
  return cached;
}

/**
 * The content for the page at `urlPath`, or the problems that keep it from drawing (development
 * only, see `pageBlockers`). The build never gets here with a problem: it stops first.
 */
export async function getPageContent(
  urlPath: string,
): Promise<{ content: Content; blocked?: undefined } | { content?: undefined; blocked: BlockingProblems }> {
  if (!import.meta.env.DEV) return { content: await getContent() };
  const { problems, partial } = await loadDevelopment();
  const blocked = pageBlockers(urlPath, problems, partial);
  return blocked || !partial.content
    ? { blocked: blocked ?? { problems, everyPage: true } }
    : { content: partial.content };
}

/** Route name → path of every page that names itself, while developing: a broken page's name is known too. */
export async function developmentRouteNames(): Promise<[string, string][]> {
  return (await loadDevelopment()).partial.routeNames;
}
