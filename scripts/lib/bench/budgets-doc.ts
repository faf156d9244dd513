// The measured table of docs/budgets.md, which `npm run bench` writes after a run over every route, so the
// figures in the docs are always those of a run, with its date and machine, never kept by hand.

/** One route's measurement, as the table shows it. */
export interface MeasuredRoute {
  path: string;
  scores: {
    performance: number | null;
    accessibility: number | null;
    'best-practices': number | null;
    seo: number | null;
  };
  lcpMs: number;
  cls412?: number;
  cls1280?: number;
  jsGzip: number;
  cssGzip: number;
  hydrates?: boolean;
}

export const START = '<!-- measured by npm run bench: start -->';
export const END = '<!-- measured by npm run bench: end -->';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const score = (value: number | null) => (value === null ? '—' : String(value));
const shift = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(3));

/** The measured part of docs/budgets.md: when and how it was measured, then one row per route. */
export function budgetsTable(routes: readonly MeasuredRoute[], how: { date: string; setting: string }): string {
  const rows = [
    ['route', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS 412', 'CLS 1280', 'JS gzip', 'CSS gzip', 'islands'],
    ...routes.map((r) => [
      `\`${r.path}\``,
      score(r.scores.performance),
      score(r.scores.accessibility),
      score(r.scores['best-practices']),
      score(r.scores.seo),
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      shift(r.cls412),
      shift(r.cls1280),
      kb(r.jsGzip),
      kb(r.cssGzip),
      r.hydrates ? 'yes' : 'no',
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(3, ...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    `Measured on ${how.date} by \`npm run bench\` (${how.setting}):`,
    '',
    line(rows[0]!),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

/** `doc` with the text between its markers replaced by `measured`; an error if the markers are missing. */
export function withMeasurements(doc: string, measured: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/budgets.md has lost its markers (${START} … ${END}).`);
  return `${doc.slice(0, start + START.length)}\n\n${measured}\n\n${doc.slice(end)}`;
}
