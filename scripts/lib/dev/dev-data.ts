// The development server's side of the page data: edits show at once, mistakes show in Vite's error
// overlay, pages come and go without a restart, an old address of the settings' `redirects` leads on,
// and an unknown path answers 404 as on a static host.
import { readFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { listRoutes, PAGES_DIR, routePathFromFile } from '../../../src/content/files';
import { formatProblems } from '../../../src/content/report';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { invalidateBlockContext } from '../build/block-context';
import {
  isEditorPath,
  PAGE_AGE_EVENT,
  PAGE_DATA_EVENT,
  PAGE_FILE_EVENT,
  type PageDataEvent,
  type PageFileEvent,
} from '../../../src/client/dev-server';
import { writeWebFonts } from '../build/fonts';
import { SITE_THEME_DIR, SITE_THEME_FILE, writeSiteTheme } from '../build/site-theme';
import { type Theme, themeSchema } from '../../../schema/theme';
import { loadContent, SITE_FILES } from '../../../src/content/load';
import type { Problem } from '../../../src/content/problem';
import { existsSync } from 'node:fs';
import { fileVersion } from '../editor/files';
import { editorEnabled } from './editor-env';
import { ROUTES_MODULE, staticRoutes } from '../../../src/content/route-modules';
import { slashed } from '../../../src/ui/site-path';
import { createSandbox } from '../sandbox/loader';
import { forgetData, serverSandbox } from '../sandbox/server';

// ROUTES_MODULE is also a module of React Router's config: when it changes, React Router reads its config
// again, and with it the list of paths to prerender (react-router.config.ts), whose loaders run.

const isDataFile = (file: string) =>
  file.startsWith(PAGES_DIR + path.sep) && /\.(ts|json)$/.test(file) && !file.endsWith('.d.ts');

/** What Vite's overlay shows for the first problem: the report of all of them, and where the first is. */
function overlayError(problems: Problem[]) {
  const [first] = problems;
  return {
    message: formatProblems(problems),
    stack: '',
    plugin: 'page data',
    ...(first
      ? {
          id: path.resolve(first.file),
          loc: { file: path.resolve(first.file), line: first.line ?? 1, column: first.column ?? 1 },
        }
      : {}),
  };
}

/** Validates the data as the build does, the data files evaluated in the server's sandbox. */
async function validate(server: ViteDevServer): Promise<{ problems: Problem[]; theme?: Theme }> {
  const { problems, content } = await loadContent(serverSandbox(server).importModule);
  return { problems, theme: content?.site.theme };
}

/**
 * Writes a changed theme out, with its fonts, and has Vite restyle the open pages and the editor's
 * canvas. Vite is told of the change here, and has forgotten the stylesheets built from the old theme
 * when this returns: a page that reloads next (a valid change reloads the site's pages) is sent the
 * new ones, where its watcher, told later, would let it keep the old ones and restyle the page it left.
 */
async function applyTheme(server: ViteDevServer, theme: Theme): Promise<boolean> {
  // Most checks follow an edit of a page, which leaves the theme as it was: nothing to write or read.
  if (!writeSiteTheme(theme)) return false;
  await writeWebFonts(theme);
  const client = server.environments.client;
  // No stylesheet read the theme yet when no page was opened: the first one reads it as it is now.
  for (const mod of client.moduleGraph.getModulesByFile(path.join(SITE_THEME_DIR, SITE_THEME_FILE)) ?? []) {
    await client.reloadModule(mod);
  }
  return true;
}

/**
 * The theme of the site settings as they are now, or undefined when they do not load or their theme
 * has a problem (the check of the data reports it; the stylesheets keep the theme last written).
 */
async function settingsTheme(): Promise<Theme | undefined> {
  const name = SITE_FILES.find((file) => existsSync(path.join(PAGES_DIR, file)));
  if (!name) return undefined;
  const sandbox = createSandbox();
  try {
    const file = path.join(PAGES_DIR, name);
    const data = name.endsWith('.json')
      ? (JSON.parse(await readFile(file, 'utf8')) as unknown)
      : ((await sandbox.importModule(file)) as { default?: unknown }).default;
    const parsed = themeSchema.safeParse((data as { theme?: unknown } | undefined)?.theme ?? {});
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  } finally {
    sandbox.close();
  }
}

/** The paths the data files publish, and those of route modules of their own (`src/routes.ts`). */
async function knownPaths(server: ViteDevServer): Promise<Set<string>> {
  const pages = await listRoutes().catch(() => []);
  // src/routes.ts may be read while an editor is writing it (empty, or half written): it is read again
  // a moment later, and the server keeps running whatever it holds.
  let modules: unknown;
  for (let attempt = 0; attempt < 10 && !Array.isArray(modules); attempt++) {
    if (attempt > 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const mod of server.moduleGraph.getModulesByFile(ROUTES_MODULE) ?? [])
        server.moduleGraph.invalidateModule(mod);
    }
    modules = await server
      .ssrLoadModule(ROUTES_MODULE)
      .then((mod) => (mod as { default?: unknown }).default)
      .catch((error: Error) => error);
  }
  if (!Array.isArray(modules)) {
    const why = modules instanceof Error ? modules.message : 'it exports no route list';
    server.config.logger.warn(`src/routes.ts is left out until it is saved again: ${why}`, { timestamp: true });
  }
  const routes = Array.isArray(modules) ? staticRoutes(modules as RouteConfigEntry[]) : [];
  return new Set([...pages, ...routes].map((route) => route.path));
}

/** The settings' redirects, old path → new address; none while the data has problems. */
async function loadRedirects(server: ViteDevServer): Promise<ReadonlyMap<string, string>> {
  const { content } = await loadContent(serverSandbox(server).importModule).catch(() => ({
    content: undefined,
  }));
  return new Map((content?.site.redirects ?? []).map(({ from, to }) => [from, to]));
}

/** Paths the dev server answers itself or serves as files: never a page. */
const NOT_A_PAGE = /^\/(@|__|node_modules\/|src\/|pages-data\/|schema\/|img\/|assets\/|favicon)|\.[a-z0-9]+$/i;

/**
 * The libraries pages load in the browser, some only when a block first draws (a counter loads
 * countup.js) or a page first prerenders an island. Bundled when the server starts: found later, Vite
 * would bundle them then and reload the open page (and the visual editor, losing its edits).
 */
const BROWSER_DEPENDENCIES = [
  'zod',
  'prettier',
  'fastest-levenshtein',
  '@floating-ui/react-dom',
  '@fortawesome/free-brands-svg-icons',
  'countup.js',
  'nouislider',
  'typed.js',
  'highlight.js/lib/core',
  'highlight.js/lib/languages/typescript',
  'highlight.js/lib/languages/xml',
  'react-dom/static',
  // The blocks' ICU messages, formatted where the page is drawn (src/ui/icu-format.ts) and checked
  // with the data (src/content/translations.ts).
  'intl-messageformat',
  '@formatjs/icu-messageformat-parser',
  // The theme's contrast check, with the site settings' schema (schema/theme.ts).
  'colorjs.io',
];

/** What the development server says of the site search, which it cannot offer. */
export const SEARCH_NOTE =
  'Search: the index is made by the build, so the site search works on the built site only: run `npm start`.';

export function devDataPlugin(): Plugin {
  return {
    name: 'site-dev-data',
    apply: 'serve',
    config: async () => {
      // The stylesheets read the settings' theme from their first compile on.
      writeSiteTheme(await settingsTheme());
      return { optimizeDeps: { include: BROWSER_DEPENDENCIES } };
    },
    configureServer(server) {
      // The search index is made by the build: said under the server's address, where it is read.
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        server.config.logger.info(`  ${SEARCH_NOTE}\n`);
      };
      // The checks of changes made close together (a file written in two steps, a save of many files)
      // overlap: only the newest one says whether the data is valid, so a check that read a file half
      // written never reports after the one that read it whole.
      let newest = 0;
      let queue: Promise<unknown> = Promise.resolve();
      const stale = new Set<string>();
      // The data's problem as it stands now, for Vite's overlay: sent to the pages open when it is found
      // and to each page that opens while it lasts, never once it is fixed. (Vite keeps an error sent
      // while no page is open for the next page to connect, even after the fix.)
      let current: ReturnType<typeof overlayError> | undefined;
      server.ws.on('vite:client:connect', (_data, client) => {
        if (current) client.send({ type: 'error', err: current });
      });
      // Since when the pages show the last valid change (performance.now()): a page that began loading
      // after it shows it, one that began before reloads. That is the change's own time (a page asked
      // for after a data file changed reads it afresh, and React Router may reload the open page at
      // once), or, for a new theme, when its stylesheets were written.
      let lastChange: number | undefined;
      const pageData = (since: number): PageDataEvent => ({ changedAgo: performance.now() - since });
      server.ws.on(PAGE_AGE_EVENT, (_data, client) => {
        if (lastChange !== undefined) client.send(PAGE_DATA_EVENT, pageData(lastChange));
      });
      let routes = knownPaths(server);
      // Read when an unknown address is first asked for after a change: most edits never need it.
      let redirects: Promise<ReadonlyMap<string, string>> | undefined;

      const check = async (file: string, event: 'add' | 'change' | 'unlink') => {
        if (file === ROUTES_MODULE) {
          // A route module added or removed in src/routes.ts: its path is known at once.
          for (const mod of server.moduleGraph.getModulesByFile(file) ?? []) server.moduleGraph.invalidateModule(mod);
          routes = knownPaths(server);
          return;
        }
        if (!isDataFile(file)) return;
        const changedAt = performance.now();
        const mine = ++newest;
        redirects = undefined;
        // The editor of this file learns at once that it changed, before the data is checked.
        const text = event === 'unlink' ? undefined : await readFile(file, 'utf8').catch(() => undefined);
        const changed: PageFileEvent = {
          file: path.relative(path.dirname(PAGES_DIR), file).replace(/\\/g, '/'),
          ...(text === undefined ? {} : { version: fileVersion(text) }),
        };
        server.hot.send(PAGE_FILE_EVENT, changed);
        stale.add(file);
        // Each data file's value is taken afresh: the one edited and every file that imports it.
        forgetData(server, [file]);
        const relative = path.relative(process.cwd(), file);
        if (event !== 'change' && routePathFromFile(relative) !== undefined) {
          routes = knownPaths(server);
          // A new time on src/routes.ts has React Router read its config again, and so list the new
          // page among the paths it prerenders (and serves data for) or drop the removed one.
          const now = new Date();
          await utimes(ROUTES_MODULE, now, now);
        }
        // The checks take turns: Vite's module runner hands a load still under way to whoever asks for
        // the same module, so a check begun while another is loading would read the data as it was.
        const turn = queue.then(async () => {
          // A newer change is waiting for its own turn, which reads the data as it is then.
          if (mine !== newest) return undefined;
          // Every file changed since the last check is taken afresh, whichever check it raised.
          forgetData(server, [...stale]);
          stale.clear();
          invalidateBlockContext(server);
          return validate(server);
        });
        queue = turn.then(
          () => undefined,
          () => undefined,
        );
        const result = await turn;
        if (!result || mine !== newest) return;
        const { problems, theme } = result;
        // Only the newest check's theme is applied: an older one never restyles the pages after it.
        const restyled = theme ? await applyTheme(server, theme) : false;
        if (problems.length > 0) {
          server.config.logger.error(formatProblems(problems), { timestamp: true });
          current = overlayError(problems);
          if (server.ws.clients.size > 0) server.ws.send({ type: 'error', err: current });
          return;
        }
        if (current) server.config.logger.info('Page data is valid again.', { timestamp: true });
        current = undefined;
        // The site's pages that began loading before the change reload (src/root.tsx listens): each page
        // reloads once a save, even when React Router reloaded it already. The editor keeps what is
        // being edited.
        lastChange = restyled ? performance.now() : changedAt;
        server.hot.send(PAGE_DATA_EVENT, pageData(lastChange));
      };
      server.watcher.add(PAGES_DIR);
      server.watcher.on('change', (file) => void check(file, 'change'));
      server.watcher.on('add', (file) => void check(file, 'add'));
      server.watcher.on('unlink', (file) => void check(file, 'unlink'));

      // An address with no page is a 404, as the static host answers it (with the same page).
      server.middlewares.use((req, res, next) => {
        const pathname = decodeURIComponent((req.url ?? '/').split('?')[0]!);
        const accepts = req.headers.accept?.includes('text/html');
        if (req.method !== 'GET' || !accepts || NOT_A_PAGE.test(pathname)) return next();
        if (editorEnabled() && isEditorPath(pathname)) return next();
        const wanted = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
        void routes.then(async (known) => {
          // An old address of the settings' `redirects` leads on, as on the host (302: it may change while
          // editing), to the page's address with its slash, as the built site's `_redirects` has it.
          const redirect = known.has(wanted) ? undefined : (await (redirects ??= loadRedirects(server))).get(wanted);
          if (redirect) {
            res.writeHead(302, { Location: slashed(redirect), 'Cache-Control': 'no-cache' }).end();
            return;
          }
          if (!known.has(wanted)) {
            // The not-found page is the route prerendered at /404 (its loader runs there); it is
            // sent with the status a static host gives it. Under a language's folder (/de/…), it is
            // that language's (/de/404), as the built site's _redirects has it.
            const top = `/${wanted.split('/')[1] ?? ''}`;
            const notFound = top !== '/' && top !== wanted && known.has(top) ? `${top}/404` : '/404';
            req.url = notFound;
            (req as { originalUrl?: string }).originalUrl = notFound;
            const writeHead = res.writeHead.bind(res);
            res.writeHead = ((_status: number, ...rest: unknown[]) =>
              (writeHead as (...args: unknown[]) => typeof res)(404, ...rest)) as typeof res.writeHead;
            res.statusCode = 404;
          }
          next();
        });
      });
    },
  };
}
