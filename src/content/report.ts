import type { DataPath, Problem } from './problem';

/** `blocks[2] (card-grid) › cards[1] › icon`: the data path, naming each block's type. */
export function describePath(dataPath: DataPath, data: unknown): string {
  const parts: string[] = [];
  let node: unknown = data;
  for (const key of dataPath) {
    node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
    if (typeof key === 'number') {
      const type = node && typeof node === 'object' ? (node as { type?: unknown }).type : undefined;
      const last = parts.pop() ?? '';
      parts.push(`${last}[${key}]${typeof type === 'string' ? ` (${type})` : ''}`);
    } else {
      parts.push(key);
    }
  }
  return parts.join(' › ');
}

function place(problem: Problem): string {
  return problem.line === undefined ? problem.file : `${problem.file}:${problem.line}:${problem.column}`;
}

/** `used by pages-data/a.ts and 2 other pages`: who shares a faulty value, kept to one line. */
function usedBy(problem: Problem): string {
  const pages = [...new Set((problem.usedBy ?? []).map((entry) => entry.replace(/ \(.*\)$/, '')))];
  if (pages.length === 0) return '';
  const more = pages.length - 2;
  const named =
    more > 0 ? `${pages.slice(0, 2).join(', ')} and ${more} other page${more === 1 ? '' : 's'}` : pages.join(' and ');
  return `\n  (used by ${named})`;
}

const isWarning = (problem: Problem) => problem.severity === 'warning';
const isNote = (problem: Problem) => problem.severity === 'note';
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One problem as a paragraph: where, then what; a warning or a note says so before its path. */
const paragraph = (p: Problem) =>
  `${place(p)}\n  ${isWarning(p) ? 'warning: ' : isNote(p) ? 'note: ' : ''}${p.where ? `${p.where}: ` : ''}${p.message}${usedBy(p)}`;

/** Notes alone, for the author's information (which pages have no translation): no count, never a failure. */
export function formatNotes(notes: readonly Problem[], verbose = false): string {
  return notes.map((note) => paragraph(note) + (verbose ? itemLines(note) : '')).join('\n');
}

/** What a note counts, one a line under it (`--verbose`). */
const itemLines = (note: Problem) =>
  note.items && note.items.length > 0 ? note.items.map((item) => `\n    ${item}`).join('') : '';

/** Human-readable report, one problem per paragraph; a warning says so before its path. */
export function formatProblems(problems: readonly Problem[]): string {
  const lines = problems.filter((p) => !isNote(p)).map(paragraph);
  const warnings = problems.filter(isWarning).length;
  const errors = problems.filter((p) => !isWarning(p) && !isNote(p)).length;
  const count =
    errors === 0
      ? `${plural(warnings, 'warning')} in the page data (\`npm run validate -- --strict\` fails on them).`
      : `${plural(errors, 'problem')}${warnings ? ` and ${plural(warnings, 'warning')}` : ''} in the page data.`;
  return [...lines, '', count].join('\n');
}

/** GitHub Actions annotations, so CI marks the line in the pull request: `::error` or `::warning`. */
export function formatGithub(problems: readonly Problem[]): string {
  const escape = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return problems
    .map((p) => {
      const at = p.line === undefined ? '' : `,line=${p.line},col=${p.column}`;
      const kind = isWarning(p) ? 'warning' : isNote(p) ? 'notice' : 'error';
      return `::${kind} file=${p.file}${at}::${escape(`${p.where ? `${p.where}: ` : ''}${p.message}`)}`;
    })
    .join('\n');
}
