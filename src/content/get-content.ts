import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatProblems } from './report';
import { loadContent, type Content } from './load';
import { CONTENT_SNAPSHOT } from './snapshot';

// The development server imports the data files themselves, so an edit shows on the next request.
// The build leaves them out of its server bundle.
const modules = import.meta.env.DEV
  ? import.meta.glob<unknown>(['../../pages-data/**/*.ts', '../../tests/fixtures/pages/**/*.ts'])
  : {};

let cached: Promise<Content> | undefined;

async function load(): Promise<Content> {
  if (!import.meta.env.DEV) {
    const text = await readFile(path.resolve(CONTENT_SNAPSHOT), 'utf8').catch(() => undefined);
    if (text === undefined) throw new Error(`${CONTENT_SNAPSHOT} is missing: build the site with \`npm run build\`.`);
    return JSON.parse(text) as Content;
  }
  const { content, problems } = await loadContent((file) => {
    const importer = modules[`../../${file}`];
    if (!importer) throw new Error(`${file} is not among the data files`);
    return importer();
  });
  if (!content) throw new Error(formatProblems(problems));
  return content;
}

/** The validated site, loaded once per build (on every request in development, so edits show). */
export function getContent(): Promise<Content> {
  if (!cached || import.meta.env.DEV) cached = load();
  return cached;
}
