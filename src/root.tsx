// The theme's fonts (Roboto unless `theme` in _site.ts chooses another) and Roboto Mono from
// @fontsource, each face split into its common characters and the rest of latin, and local faces drawn
// to their metrics (scripts/lib/build/fonts.ts writes them): their faces are part of the base stylesheet
// (src/styles/main.scss), which every page shares and caches, not of each page's own styles.
import fontPreloads from '@web-fonts/preloads.js';
import mainCss from './styles/main.scss?url';
import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useMatches } from 'react-router';
import type { Route } from './+types/root';
import { isEditorPath, PAGE_AGE_EVENT, PAGE_DATA_EVENT, type PageDataEvent } from './client/dev-server';
import { installShell } from './client/shell';
import type { PageData } from './routes/page-data';
import { sitePath } from './ui/site-path';

// In development a valid edit of the page data reloads the site's pages (scripts/lib/dev/dev-data.ts); the
// visual editor (/_edit/) keeps what is being edited.
if (import.meta.hot && typeof window !== 'undefined' && !isEditorPath(window.location.pathname)) {
  import.meta.hot.on(PAGE_DATA_EVENT, ({ changedAgo }: PageDataEvent = {}) => {
    // An answer to the question below: only a change made after this page began loading counts.
    if (changedAgo === undefined || changedAgo < performance.now()) window.location.reload();
  });
  import.meta.hot.send(PAGE_AGE_EVENT);
}

/** The core files of body text and of headings, which every first screen sets. */
const [fontText, fontHeadings] = fontPreloads;

function usePageData(): PageData | undefined {
  const matches = useMatches();
  const data = matches[matches.length - 1]?.loaderData as Partial<PageData> | undefined;
  return data?.site ? (data as PageData) : undefined;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = usePageData();
  // React owns <body>'s classes: a page's classes are there while it is shown and gone when it is left.
  const bodyClass = data?.page?.layout.bodyClass.join(' ') || undefined;
  return (
    <html lang={data?.language?.code ?? data?.site.language ?? 'en'} dir={data?.language?.dir ?? 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={sitePath('/favicon.svg')} type="image/svg+xml" />
        {/* The two faces every first screen sets (body text and headings) start with the stylesheet. */}
        <link rel="preload" href={fontText} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="preload" href={fontHeadings} as="font" type="font/woff2" crossOrigin="anonymous" />
        {/* The site's base styles come first; blocks add their own stylesheets after them. */}
        <link rel="stylesheet" href={mainCss} precedence="base" />
        <Meta />
        {/* What the page is to search engines, made from its data at build and escaped there. */}
        {data?.structuredData ? (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.structuredData }} />
        ) : null}
        <Links />
      </head>
      <body className={bodyClass}>
        {children}
        {/* In development React Router hydrates the whole page. The build (scripts/build.ts) takes its
            scripts out again and adds the shell script, and the islands script where a page has islands. */}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // The visual editor keeps `/` and Ctrl+K for its own fields and shortcuts: no site search there.
  useEffect(
    () =>
      installShell(
        document,
        isEditorPath(window.location.pathname) ? undefined : () => import('./client/search-dialog'),
      ),
    [],
  );
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  // In development a data problem arrives here with its full report (file:line:column, path, hint).
  const details = import.meta.env.DEV && error instanceof Error ? error.message : undefined;
  return (
    <main className="container py-5">
      <h1>{title}</h1>
      {details ? <pre className="data-problems">{details}</pre> : null}
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
