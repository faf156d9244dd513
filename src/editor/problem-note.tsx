import type { PageProblem } from './page-document';
import type { ProblemWords } from './words';

/** A problem of the page as the editor shows it: in words, with the validator's own words as details. */
export type WordedProblem = PageProblem & ProblemWords;

/** A problem of another file as the validator says it: "pages-data/x.ts, line 6: blocks[0] (hero) › title: …". */
export function fileDetails(problem: { file: string; line?: number; where: string; message: string }): string {
  const line = problem.line ? `, line ${problem.line}` : '';
  return `${problem.file}${line}: ${problem.where ? `${problem.where}: ` : ''}${problem.message}`;
}

/** The data path, the validator's message and the file, under a closed "Details". */
export function ProblemDetails({ problems }: { problems: readonly ProblemWords[] }) {
  return (
    <details className="editor-details">
      <summary>Details</summary>
      <ul>
        {problems.map((problem, i) => (
          <li key={i}>
            <code>{problem.details}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** What is wrong with a field (or, with `name` `''`, a block as a whole), under it. */
export function ProblemNote({ problems, name }: { problems: readonly WordedProblem[]; name: string }) {
  return (
    <div className="editor-field-problem" data-editor-field-problem={name}>
      {problems.map((problem, i) => (
        <p key={i}>{problem.text}</p>
      ))}
      <ProblemDetails problems={problems} />
    </div>
  );
}
