import { formatProblems } from './report';
import { loadContent, type Content } from './load';

// Bundled into the build-time server only: the loader is its one user, and loaders do not ship.
const modules = import.meta.glob<unknown>('../../pages-data/**/*.ts');

let cached: Promise<Content> | undefined;

async function load(): Promise<Content> {
  const { content, problems } = await loadContent((file) => {
    const importer = modules[`../../${file}`];
    if (!importer) throw new Error(`${file} is not among the bundled data files`);
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
