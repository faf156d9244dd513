// npm run validate [-- --format=text|json|github] [--dir=pages-data]: checks every data file without building.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { loadContent } from '../src/content/load';
import { formatGithub, formatProblems } from '../src/content/report';

const format = process.argv.find((a) => a.startsWith('--format='))?.slice('--format='.length) ?? 'text';
const dir = process.argv.find((a) => a.startsWith('--dir='))?.slice('--dir='.length);
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
} else {
  console.log(`All ${content?.pages.length ?? 0} pages and the site settings are valid.`);
}
process.exit(problems.length ? 1 : 0);
