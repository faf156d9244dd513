import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadContent } from '../../../src/content/load';
import type { Problem } from '../../../src/content/problem';
import { formatGithub, formatNotes, formatProblems } from '../../../src/content/report';
import {
  CARDS_SNAPSHOT,
  CONTENT_SNAPSHOT,
  ROUTE_NAMES_SNAPSHOT,
  routeNameEntries,
  SITE_SNAPSHOT,
} from '../../../src/content/snapshot';
import { cardJobsOf } from '../../../src/content/social-card';
import { createSandbox, FILE_TIMEOUT_MS } from '../sandbox/loader';
import { writeAtomically } from '../fs/write-file';

/** Where `npm run validate` writes: its report to `out` (stdout) and `err` (stderr), a line per call. */
export interface ValidateOutput {
  out(text: string): void;
  err(text: string): void;
}

/**
 * `npm run validate` with its command-line arguments (see scripts/validate.ts): checks every data file,
 * writes the report and returns the exit code (0 valid, 1 problems, 2 a bad argument).
 */
export async function runValidate(argv: readonly string[], output: ValidateOutput): Promise<number> {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const format = value('format') ?? 'text';
  const dir = value('dir');
  const snapshot = argv.includes('--snapshot');
  const strict = argv.includes('--strict');
  const verbose = argv.includes('--verbose');
  const timeout = value('file-timeout');
  const timeoutMs = timeout === undefined ? FILE_TIMEOUT_MS : Number(timeout) * 1000;
  if (!(timeoutMs > 0)) {
    output.err(`--file-timeout=${timeout} is not a number of seconds.`);
    return 2;
  }
  if (!['text', 'json', 'github'].includes(format)) {
    output.err(`Unknown --format=${format}: use text, json or github.`);
    return 2;
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
  const { notes } = loaded;

  if (format === 'json') {
    const problems = [...reported, ...notes].map((p) => ({ ...p, severity: p.severity ?? 'error' }));
    output.out(
      JSON.stringify(
        { ok: errors.length === 0, errors: errors.length, warnings: warnings.length, notes: notes.length, problems },
        null,
        2,
      ),
    );
  } else if (format === 'github') {
    if (reported.length || notes.length) output.out(formatGithub([...reported, ...notes]));
  } else {
    if (reported.length) output.err(formatProblems(reported));
    else if (!snapshot) output.out(`All ${content?.pages.length ?? 0} pages and the site settings are valid.`);
    if (notes.length && !snapshot) output.out(formatNotes(notes, verbose));
  }
  if (snapshot && content && errors.length === 0) {
    for (const [file, data] of [
      [CONTENT_SNAPSHOT, content],
      [SITE_SNAPSHOT, content.site],
      [ROUTE_NAMES_SNAPSHOT, routeNameEntries(content.pages)],
      [CARDS_SNAPSHOT, cardJobsOf(content)],
    ] as const) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(file, JSON.stringify(data), path.dirname(file));
    }
  }
  return errors.length ? 1 : 0;
}
