// The visual editor's endpoint on the development server (`npm run edit`): it reads a page for the
// editor, saves it into its own file and creates new pages, for this computer only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { ModuleNode, Plugin, ViteDevServer } from 'vite';
import { findGroupFiles, listRoutes, PAGES_DIR, type RouteFile, routePathFromFile } from '../../../src/content/files';
import { settingTokens } from '../../../src/content/interpolate';
import { loadPartialContent } from '../../../src/content/load';
import { EDITOR_API, type EditorContext } from '../../../src/editor/client';
import { showcaseIndex } from '../../../src/editor/showcase-index';
import { saveRequestSchema } from '../../../src/editor/api';
import {
  EditorError,
  MergeConflictError,
  PageExistsError,
  PathRefusedError,
  ReadOnlyValueError,
  SiteBreakError,
  StaleFileError,
} from './errors';
import { createPage, type NewPage } from './new-page';
import { readPage } from './read-page';
import { isRemovable, readDataFiles, referencesToAnchor, type Reference } from './references';
import { saveSite } from './save-site';

/** `npm run edit` sets it: the editor's route and endpoint exist only then, and never in a build. */
export const EDITOR_ENV = 'SITE_EDITOR';
export const editorEnabled = () => process.env[EDITOR_ENV] === '1';

/** The largest request body accepted: a page is tens of kilobytes. */
const MAX_BODY = 5 * 1024 * 1024;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Refuses a request that does not come from this computer, or that another site's page sends (a form or
 * script on any web page can reach 127.0.0.1): the browser names that page's origin.
 */
export function refusal(req: Pick<IncomingMessage, 'headers' | 'method' | 'socket'>): string | undefined {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) {
    return 'The editor answers only on this computer (127.0.0.1): open it there.';
  }
  const { origin, host } = req.headers;
  const site = req.headers['sec-fetch-site'];
  const foreignOrigin = origin !== undefined && origin !== 'null' && new URL(origin).host !== host;
  if (foreignOrigin || origin === 'null' || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
    return 'The editor accepts requests from its own pages only.';
  }
  if (req.method === 'POST' && !req.headers['content-type']?.startsWith('application/json')) {
    return 'The editor accepts JSON only (Content-Type: application/json).';
  }
  return undefined;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new HttpError(413, 'The request is too large for a page.');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'The request is not JSON.');
  }
}

function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  if (error instanceof PathRefusedError) return 403;
  if (error instanceof StaleFileError || error instanceof PageExistsError) return 409;
  if (error instanceof ReadOnlyValueError || error instanceof EditorError) return 422;
  return 500;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** The folders a new page may go in (those of `routes`, and the menu groups), each with whether it is a group. */
async function folders(dir: string, routes: readonly RouteFile[]): Promise<{ folder: string; group: boolean }[]> {
  const groups = new Set((await findGroupFiles(dir)).map((group) => group.path.slice(1)));
  const found = new Set(['']);
  for (const route of routes) {
    let folder = path.dirname(path.relative(dir, path.resolve(route.file)));
    while (folder !== '.' && !found.has(folder)) {
      found.add(folder);
      folder = path.dirname(folder);
    }
  }
  for (const group of groups) found.add(group);
  return [...new Set([...found].map((folder) => folder.replace(/\\/g, '/')))]
    .sort()
    .map((folder) => ({ folder, group: groups.has(folder) }));
}

/** Drops written files (and what imports them) from the server's modules, so the next check reads them afresh. */
function forget(server: ViteDevServer, files: readonly string[]): void {
  const seen = new Set<unknown>();
  const drop = (mod: ModuleNode) => {
    if (seen.has(mod)) return;
    seen.add(mod);
    server.moduleGraph.invalidateModule(mod);
    for (const importer of mod.importers) drop(importer);
  };
  for (const file of files) for (const mod of server.moduleGraph.getModulesByFile(file) ?? []) drop(mod);
}

/** The links in other files to the section `anchor` of the page in `file`. */
async function linksToSection(server: ViteDevServer, dir: string, file: string, anchor: string): Promise<Reference[]> {
  if (!anchor) return [];
  const page = await readPage(file, { dir, importModule: (abs) => server.ssrLoadModule(abs) });
  const data = page.data as { name?: unknown };
  const pagePath = routeOf(dir, page.file);
  const name = typeof data.name === 'string' ? data.name : undefined;
  const files = (await readDataFiles(dir)).filter(
    (source) => path.resolve(source.abs) !== path.resolve(dir, '..', page.file),
  );
  return referencesToAnchor(files, { name, path: pagePath }, anchor);
}

const routeOf = (dir: string, file: string) =>
  routePathFromFile(path.relative(dir, path.resolve(path.dirname(dir), file))) ?? '/';

/** A link as the editor shows it: its words, where it is in words, and the page to open it in. */
const linkInWords = (dir: string) => (reference: Reference) => {
  const inside = path.relative(dir, path.resolve(reference.file)).replace(/\\/g, '/');
  const page = routePathFromFile(inside);
  const [section] = reference.path;
  const place = page
    ? `on the page ${page}`
    : inside.replace(/\.(ts|json)$/, '') === '_site'
      ? `in the site's ${typeof section === 'string' ? section : 'settings'}`
      : `in ${reference.file}`;
  return {
    file: reference.file,
    page,
    path: reference.path,
    line: reference.line,
    label: reference.label,
    place,
    removable: isRemovable(reference),
  };
};

/**
 * What the editor needs besides a page: the showcase's groups for the block picker, the pages, the
 * folders, the route names and settings, from whatever loads, and the problems in the data files.
 */
async function context(server: ViteDevServer, dir: string): Promise<EditorContext> {
  const { problems, partial } = await loadPartialContent((file) => server.ssrLoadModule(path.resolve(file)), dir);
  const { content } = partial;
  const routes = await listRoutes(dir);
  const asListed = (file: string) =>
    path.join(path.basename(dir), path.relative(dir, path.resolve(file))).replace(/\\/g, '/');
  const pages = routes.map((route) => ({
    path: route.path,
    file: asListed(route.file),
    title: content?.pages.find((page) => page.path === route.path)?.page.meta.title,
  }));
  const pageAt = new Map(routes.map((route) => [asListed(route.file), route.path]));
  return {
    showcase: content ? showcaseIndex(content) : undefined,
    pages: pages.sort((a, b) => a.path.localeCompare(b.path)),
    folders: await folders(dir, routes),
    routeNames: Object.fromEntries(partial.routeNames),
    routesIncomplete: partial.routesIncomplete,
    // The settings as loaded: when they are valid, filled in (`{company.founded}` and all) as pages see them.
    tokens: Object.fromEntries(content ? settingTokens(content.site) : partial.tokens),
    // No settings at all: the settings file did not load, so no placeholder can be judged.
    tokensIncomplete: partial.tokens.length === 0,
    problems: problems.map(({ file, where, message, line, column }) => {
      const listed = asListed(file);
      return { file: listed, pagePath: pageAt.get(listed), where, message, line, column };
    }),
  };
}

async function answer(server: ViteDevServer, req: IncomingMessage, dir: string): Promise<unknown> {
  const url = new URL(req.url ?? '/', 'http://editor');
  const route = `${req.method} ${url.pathname}`;
  if (route === 'GET /page') {
    const target = url.searchParams.get('path');
    if (!target) throw new HttpError(400, 'Say which page: /__editor/page?path=/pages/company/about-us');
    return readPage(target, { dir });
  }
  if (route === 'GET /context') return context(server, dir);
  if (route === 'GET /links') {
    const file = url.searchParams.get('file') ?? '';
    const anchor = url.searchParams.get('anchor') ?? '';
    return { links: (await linksToSection(server, dir, file, anchor)).map(linkInWords(dir)) };
  }
  if (route === 'POST /save') {
    const request = saveRequestSchema.safeParse(await readBody(req));
    if (!request.success)
      throw new HttpError(400, `The save request is not one the editor sends: ${request.error.message}`);
    return saveSite(request.data, {
      dir,
      importModule: (abs) => server.ssrLoadModule(abs),
      written: (files) => forget(server, files),
    });
  }
  if (route === 'POST /new') return createPage((await readBody(req)) as NewPage, { dir });
  throw new HttpError(404, `The editor has no ${route}.`);
}

/**
 * Development only, and only with `SITE_EDITOR=1`: `GET /__editor/page?path=…`, `GET /__editor/context`,
 * `POST /__editor/save` and `POST /__editor/new`, answering JSON, `{ error }` with a status when refused.
 */
export function editorPlugin(dir = PAGES_DIR): Plugin {
  return {
    name: 'site-editor',
    apply: (_config, env) => env.command === 'serve' && editorEnabled(),
    enforce: 'pre',
    // Bundled when the server starts, with the site's own (devDataPlugin): found only when first used,
    // Vite would bundle it then and reload the editor, losing edits.
    config: () => ({ optimizeDeps: { include: ['@puckeditor/core'] } }),
    // Puck's stylesheet asks for its typeface from another site; the editor makes no request beyond
    // this computer and uses the system's sans-serif instead.
    transform(code, id) {
      if (!/@puckeditor[\\/]core[\\/].*\.css($|\?)/.test(id)) return undefined;
      return { code: code.replace(/@import\s+(?:url\()?["']?https?:[^;]*;/g, ''), map: null };
    },
    configureServer(server) {
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        const port = typeof address === 'object' && address ? address.port : server.config.server.port;
        server.config.logger.info(`  ➜  Editor:  http://127.0.0.1:${port}/_edit/  (any page: /_edit/<its path>)`);
      });
      server.middlewares.use(EDITOR_API, (req, res) => {
        const refused = refusal(req);
        if (refused) return send(res, 403, { error: refused });
        answer(server, req, dir).then(
          (body) => send(res, 200, body),
          (error: unknown) => {
            const status = statusOf(error);
            if (status === 500) server.config.logger.error(String((error as Error).stack ?? error));
            const breaks = error instanceof SiteBreakError ? { breaks: error.breaks } : {};
            const conflicts = error instanceof MergeConflictError ? error.answer : {};
            send(res, status, { ...conflicts, error: (error as Error).message ?? String(error), ...breaks });
          },
        );
      });
    },
  };
}
