import { lazy, Suspense } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { blockModules } from '../registry';
import { type EditorContext, type LoadedPage, loadContext, loadPage, openSession, sessionAnswer } from './client';
import { useEditorNavigation } from './leave-guard';
import { defaultPathOf, languageOfPath } from '../ui/language-paths';
import type { OriginalPage } from './app';

// The visual editor's route, `/_edit/<page path>`: listed in src/routes.ts only under `npm run edit`, so
// it is never built. Everything is fetched in the browser from the development server's endpoint.

// The editor's modules are asked for as the page's data is, not after it: the data request and the
// module graph's requests run side by side.
const loadApp = () => import('./app').catch(reloadOnce);

/** Set while the page reloads itself after its modules failed to load, so it does so only once. */
const RELOADED = 'editor-reloaded';

/**
 * The development server answers the editor's modules with an error while it bundles its dependencies
 * again (the first start after installing): the page reloads itself once, then says so if it still fails.
 */
function reloadOnce(error: unknown): never {
  if (!sessionStorage.getItem(RELOADED)) {
    sessionStorage.setItem(RELOADED, '1');
    location.reload();
  }
  throw error;
}
const EditorApp = lazy(() => loadApp().then((module) => ({ default: module.EditorApp })));
const NewPage = lazy(() => import('./pages-menu').then((module) => ({ default: module.NoPage })));

/** The block types `data` uses, at any depth (a sample's own blocks too). */
function blockTypesIn(data: unknown, found = new Set<keyof typeof blockModules>()) {
  if (Array.isArray(data)) data.forEach((item) => blockTypesIn(item, found));
  else if (data && typeof data === 'object') {
    const { type } = data as { type?: unknown };
    if (typeof type === 'string' && Object.hasOwn(blockModules, type)) found.add(type as keyof typeof blockModules);
    Object.values(data).forEach((value) => blockTypesIn(value, found));
  }
  return found;
}

/**
 * The page's data, with its blocks' components asked for as soon as it is known, while the editor's own
 * modules still load: the canvas then draws them without waiting for each in turn.
 */
async function pageWithItsBlocks(path: string): Promise<LoadedPage> {
  const page = await loadPage(path);
  for (const type of blockTypesIn(page.data)) void blockModules[type]().catch(() => undefined);
  return page;
}

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const path = `/${params['*'] ?? ''}`.replace(/(.)\/+$/, '$1');
  openSession();
  const [page, context] = await Promise.all([
    pageWithItsBlocks(path).catch((error: Error) => ({ error: error.message })),
    loadContext(),
    loadApp(),
    // Who is signed in (a team's editor), for the header: known before it draws.
    sessionAnswer().catch(() => undefined),
  ]);
  sessionStorage.removeItem(RELOADED);
  const original = 'error' in page ? undefined : await originalOf(path, context);
  return { path, page, context, original } as {
    path: string;
    page: LoadedPage | { error: string };
    context: EditorContext;
    original?: OriginalPage;
  };
}

/** For a translation, the default language's page it translates, whose texts its fields show as hints. */
async function originalOf(path: string, context: EditorContext): Promise<OriginalPage | undefined> {
  const languages = context.languages ?? [];
  const language = languages.length > 1 ? languageOfPath(path, languages) : undefined;
  if (!language?.prefix) return undefined;
  const from = languages[0]!;
  const page = await loadPage(defaultPathOf(path, language)).catch(() => undefined);
  return page && { data: page.data, code: from.code, name: from.name };
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: 'Page editor' }, { name: 'robots', content: 'noindex' }];
}

export function HydrateFallback() {
  return (
    <p className="editor-loading" role="status">
      Preparing the editor… The first start after installing takes up to a minute; later ones a few seconds.
    </p>
  );
}

export default function EditRoute() {
  const { path, page, context, original } = useLoaderData<typeof clientLoader>();
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
        <EditorApp key={path} path={path} page={page} context={context} original={original} />
      )}
    </Suspense>
  );
}
