// npm run validate [-- --format=text|json|github] [--dir=pages-data]: checks every data file without building.
// `--snapshot` also writes the validated content and site settings where the build reads them
// (src/content/snapshot.ts): the build runs it so that the data modules it imports are freed with
// this process, not held through the whole build.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { loadContent } from '../src/content/load';
import { formatGithub, formatProblems } from '../src/content/report';
import { CONTENT_SNAPSHOT, ROUTE_NAMES_SNAPSHOT, routeNameEntries, SITE_SNAPSHOT } from '../src/content/snapshot';

const format = process.argv.find((a) => a.startsWith('--format='))?.slice('--format='.length) ?? 'text';
const dir = process.argv.find((a) => a.startsWith('--dir='))?.slice('--dir='.length);
const snapshot = process.argv.includes('--snapshot');
if (!['text', 'json', 'github'].includes(format)) {
  console.error(`Unknown --format=${format}: use text, json or github.`);
  process.exit(2);
}

const { content, problems } = await loadContent(
  (file) => import(pathToFileURL(path.resolve(file)).href),
  dir ? path.resolve(dir) : undefined,
);

if (format === 'json') {
  console.log(JSON.stringify({ ok: problems.length === 0, problems }, null, 2));
} else if (format === 'github') {
  if (problems.length) console.log(formatGithub(problems));
} else if (problems.length) {
  console.error(formatProblems(problems));
} else if (!snapshot) {
  console.log(`All ${content?.pages.length ?? 0} pages and the site settings are valid.`);
}
if (snapshot && content) {
  for (const [file, value] of [
    [CONTENT_SNAPSHOT, content],
    [SITE_SNAPSHOT, content.site],
    [ROUTE_NAMES_SNAPSHOT, routeNameEntries(content.pages)],
  ] as const) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(`${file}.tmp`, JSON.stringify(value));
    await rename(`${file}.tmp`, file);
  }
}
process.exit(problems.length ? 1 : 0);
