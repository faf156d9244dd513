import type { DataProblemsData } from './page-data';

/**
 * Development only: the page the development server draws instead of one whose data is wrong (or of
 * every page, when a file they all depend on is). It says what `npm run validate` says, no stack.
 */
export function DataProblemsPage({ files, everyPage, report }: DataProblemsData) {
  const named = files.join(', ');
  return (
    <main className="container py-5">
      <h1>{everyPage ? `A problem in ${named} stops every page` : `This page has a problem in ${named}`}</h1>
      <p>
        {everyPage
          ? 'The pages depend on this file, so none can be shown until it is fixed.'
          : 'The other pages work; this one shows again once its file is fixed.'}{' '}
        Once the data is valid again, the page reloads by itself.
      </p>
      <pre className="data-problems border rounded p-3 bg-light" style={{ whiteSpace: 'pre-wrap' }}>
        {report}
      </pre>
      {everyPage ? null : (
        <p>
          <a href="/">Go to the home page</a>
        </p>
      )}
    </main>
  );
}
