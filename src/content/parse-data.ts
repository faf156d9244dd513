// Validation of one data file's values, the same in \`npm run validate\`, the build and the visual editor:
// text made only of spaces caught, then the zod schema with the site's route names and settings (its
// text schemas fill in the placeholders where text is drawn). No file system here, so it also runs in
// the browser.
import type { z } from 'zod';
import { withParseContext } from '../../schema/context';
import { flattenIssues, pageErrorMap } from '../../schema/errors';
import type { Problem } from './problem';
import { describePath } from './report';
import { blankOut, blankWords, checkText, type TextProblem } from './text';
import { valueAt } from './lint/walk';

/** A data file's content as imported, before validation. */
export interface RawFile {
  file: string;
  data: unknown;
}

function issuesToProblems(file: string, error: z.ZodError, data: unknown): Problem[] {
  return flattenIssues(error.issues).map((issue) => {
    const dataPath = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    return { file, path: dataPath, where: describePath(dataPath, data), message: issue.message };
  });
}

export function parseWith<S extends z.ZodType>(
  schema: S,
  raw: RawFile,
  routes: ReadonlyMap<string, string>,
  tokens: ReadonlyMap<string, string>,
  problems: Problem[],
  routesIncomplete = false,
): { value: z.output<S>; icons: string[]; anchors: Set<string>; source: unknown } | undefined {
  const textIssues: TextProblem[] = [];
  const data = raw.data;
  const blanks = checkText(data, textIssues);
  const icons = new Set<string>();
  const anchors = new Set<string>();
  const parse = (input: unknown) =>
    withParseContext({ routes, icons, anchors, routesIncomplete, tokens }, () =>
      schema.safeParse(input, { error: pageErrorMap, reportInput: true }),
    );
  // Text made only of spaces counts as empty: where the field requires text, it is reported so.
  const spaced = blanks.length ? parse(blankOut(data, blanks)) : undefined;
  const blankKeys = new Set(blanks.map((b) => JSON.stringify(b)));
  if (spaced && !spaced.success) {
    for (const problem of issuesToProblems(raw.file, spaced.error, raw.data)) {
      if (blankKeys.has(JSON.stringify(problem.path)))
        textIssues.push({
          path: problem.path,
          message: problem.message.replace('found an empty string', `found ${blankWords(valueAt(data, problem.path))}`),
        });
    }
  }
  const result = parse(data);
  const schemaProblems = result.success ? [] : issuesToProblems(raw.file, result.error, raw.data);
  // A field whose schema has its own limit reports it once, in the schema's words.
  const reported = new Set(schemaProblems.map((p) => JSON.stringify(p.path)));
  for (const { path: p, message } of textIssues) {
    if (!reported.has(JSON.stringify(p))) {
      problems.push({ file: raw.file, path: p, where: describePath(p, raw.data), message });
    }
  }
  problems.push(...schemaProblems);
  if (!result.success || textIssues.length) return undefined;
  return { value: result.data, icons: [...icons].sort(), anchors, source: raw.data };
}
