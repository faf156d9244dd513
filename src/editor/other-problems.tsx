import { useId } from 'react';
import { editorPath } from '../client/dev-server';
import type { DataFileProblem, EditorContext } from './client';
import { fileDetails, ProblemDetails } from './problem-note';

/** The problems of the data files other than the open page's own, grouped by file. */
export function otherProblems(context: EditorContext, openPath: string): Map<string, DataFileProblem[]> {
  const byFile = new Map<string, DataFileProblem[]>();
  for (const problem of context.problems ?? []) {
    if (problem.pagePath === openPath) continue;
    byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  }
  return byFile;
}

/**
 * A calm word about problems in other data files: they are not this page's, and do not keep it from
 * saving. Each page file's problem leads to that page in the editor; a shared file is named only
 * (the editor does not open it).
 */
export function OtherProblemsNotice({ context, path }: { context: EditorContext; path: string }) {
  const others = otherProblems(context, path);
  const id = useId();
  if (others.size === 0) return null;
  return (
    <section className="editor-note editor-other-problems" aria-labelledby={id}>
      <h2 id={id}>Other files need fixing</h2>
      <p>This page still saves; those pages show their problem until their file is fixed.</p>
      <ul>
        {[...others].map(([file, problems]) => {
          const first = problems[0]!;
          const more = problems.length - 1;
          return (
            <li key={file}>
              {first.pagePath ? `The page ${first.pagePath}` : `The file ${file}`}: {first.text}
              {more > 0 ? ` (And ${more} more.)` : ''}
              {first.pagePath ? (
                <>
                  {' — '}
                  <a href={editorPath(first.pagePath)}>
                    Open it<span className="editor-visually-hidden"> ({first.pagePath})</span>
                  </a>
                </>
              ) : null}
              <ProblemDetails
                problems={problems.map((problem) => ({ text: problem.text, details: fileDetails(problem) }))}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
