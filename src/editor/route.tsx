import { lazy, Suspense } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { type EditorContext, type LoadedPage, loadContext, loadPage } from './client';
import { useEditorNavigation } from './leave-guard';

// The visual editor's route, `/_edit/<page path>`: listed in src/routes.ts only under `npm run edit`, so
// it is never built. Everything is fetched in the browser from the development server's endpoint.

const EditorApp = lazy(() => import('./app').then((module) => ({ default: module.EditorApp })));
const NewPage = lazy(() => import('./pages-menu').then((module) => ({ default: module.NoPage })));

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const path = `/${params['*'] ?? ''}`.replace(/(.)\/+$/, '$1');
  const [page, context] = await Promise.all([
    loadPage(path).catch((error: Error) => ({ error: error.message })),
    loadContext(),
  ]);
  return { path, page, context } as { path: string; page: LoadedPage | { error: string }; context: EditorContext };
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: 'Page editor' }, { name: 'robots', content: 'noindex' }];
}

export function HydrateFallback() {
  return <p className="editor-loading">Loading the editor…</p>;
}

export default function EditRoute() {
  const { path, page, context } = useLoaderData<typeof clientLoader>();
  useEditorNavigation(useNavigate());
  // Another page chosen in the Page menu: the page on show stays until the next one has loaded.
  const opening = useNavigation().state === 'loading';
  return (
    <Suspense fallback={<HydrateFallback />}>
      {opening ? (
        <p className="editor-opening" role="status">
          Opening the page…
        </p>
      ) : null}
      {'error' in page ? (
        <NewPage path={path} message={page.error} context={context} />
      ) : (
        <EditorApp key={path} path={path} page={page} context={context} />
      )}
    </Suspense>
  );
}
