// npm run validate [-- --format=text|json|github] [--strict] [--dir=pages-data]: checks every data file
// without building. Warnings (the content lint) leave the exit code at 0; `--strict` makes them errors.
// `--snapshot` also writes the validated content and site settings where the build reads them
// (src/content/snapshot.ts): the build runs it so that the data modules it imports are freed with
// this process, not held through the whole build. `--file-timeout=<seconds>` sets how long one data file
// may take to load (20 s by default).
//
// The data files load in child processes with no environment (scripts/lib/sandbox/): a file that hangs,
// ends its process or prints is reported as that file's problem, and the report is this process's alone.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadContent, type Problem } from '../src/content/load';
import { formatGithub, formatProblems } from '../src/content/report';
import { CONTENT_SNAPSHOT, ROUTE_NAMES_SNAPSHOT, routeNameEntries, SITE_SNAPSHOT } from '../src/content/snapshot';
import { createSandbox, FILE_TIMEOUT_MS } from './lib/sandbox/loader';

const format = process.argv.find((a) => a.startsWith('--format='))?.slice('--format='.length) ?? 'text';
const dir = process.argv.find((a) => a.startsWith('--dir='))?.slice('--dir='.length);
const snapshot = process.argv.includes('--snapshot');
const strict = process.argv.includes('--strict');
const timeout = process.argv.find((a) => a.startsWith('--file-timeout='))?.slice('--file-timeout='.length);
const timeoutMs = timeout === undefined ? FILE_TIMEOUT_MS : Number(timeout) * 1000;
if (!(timeoutMs > 0)) {
  console.error(`--file-timeout=${timeout} is not a number of seconds.`);
  process.exit(2);
}
if (!['text', 'json', 'github'].includes(format)) {
  console.error(`Unknown --format=${format}: use text, json or github.`);
  process.exit(2);
}

const sandbox = createSandbox({ timeoutMs });
const loaded = await loadContent(sandbox.importModule, dir ? path.resolve(dir) : undefined).finally(() =>
  sandbox.close(),
);
const { content } = loaded;
const errors: Problem[] = strict
  ? [...loaded.problems, ...loaded.warnings.map((w) => ({ ...w, severity: 'error' as const }))]
  : loaded.problems;
const warnings = strict ? [] : loaded.warnings;
const reported = [...errors, ...warnings];

if (format === 'json') {
  const problems = reported.map((p) => ({ ...p, severity: p.severity ?? 'error' }));
  console.log(
    JSON.stringify({ ok: errors.length === 0, errors: errors.length, warnings: warnings.length, problems }, null, 2),
  );
} else if (format === 'github') {
  if (reported.length) console.log(formatGithub(reported));
} else if (reported.length) {
  console.error(formatProblems(reported));
} else if (!snapshot) {
  console.log(`All ${content?.pages.length ?? 0} pages and the site settings are valid.`);
}
if (snapshot && content && errors.length === 0) {
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
process.exit(errors.length ? 1 : 0);
