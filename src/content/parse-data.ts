// Validation of one data file's values, the same in \`npm run validate\`, the build and the visual editor:
// settings placeholders filled in, text made only of spaces caught, then the zod schema with the
// site's route names. No file system here, so it also runs in the browser.
import type { z } from 'zod';
import { withParseContext } from '../../schema/context';
import { flattenIssues, pageErrorMap } from '../../schema/errors';
import { didYouMean } from '../../schema/suggest';
import { interpolate, type TokenProblem } from './interpolate';
import type { Problem } from './load';
import { describePath } from './report';
import { blankOut, checkText, type TextProblem } from './text';

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

function tokenProblems(
  file: string,
  found: TokenProblem[],
  tokens: ReadonlyMap<string, string>,
  data: unknown,
): Problem[] {
  return found.map(({ path: p, token }) => ({
    file,
    path: p,
    where: describePath(p, data),
    message: `unknown setting {${token}}.${didYouMean(token, tokens.keys())} Settings come from pages-data/_site.ts.`,
  }));
}

export function parseWith<S extends z.ZodType>(
  schema: S,
  raw: RawFile,
  routes: ReadonlyMap<string, string>,
  tokens: ReadonlyMap<string, string>,
  problems: Problem[],
  routesIncomplete = false,
): { value: z.output<S>; icons: string[]; anchors: Set<string>; source: unknown } | undefined {
  const unknownTokens: TokenProblem[] = [];
  const textIssues: TextProblem[] = [];
  const data = interpolate(raw.data, tokens, unknownTokens);
  const blanks = checkText(data, textIssues);
  problems.push(...tokenProblems(raw.file, unknownTokens, tokens, raw.data));
  const icons = new Set<string>();
  const anchors = new Set<string>();
  const parse = (input: unknown) =>
    withParseContext({ routes, icons, anchors, routesIncomplete }, () =>
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
          message: problem.message.replace('found an empty string', 'found only spaces'),
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
  if (!result.success || unknownTokens.length || textIssues.length) return undefined;
  return { value: result.data, icons: [...icons].sort(), anchors, source: raw.data };
}
