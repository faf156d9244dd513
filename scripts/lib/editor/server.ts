// The visual editor's endpoint on the development server (`npm run edit`): it reads a page for the
// editor, saves it into its own file and creates new pages, for this computer only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ModuleNode, Plugin, ViteDevServer } from 'vite';
import type { z } from 'zod';
import { addCatalogueImages } from '../../../schema/images';
import { listRoutes, PAGES_DIR, routePathFromFile } from '../../../src/content/files';
import { iconPaths } from '../../../src/content/icons';
import { settingTokens } from '../../../src/content/interpolate';
import type { ImportModule } from '../../../src/content/sources';
import { type Content, loadPartialContent } from '../../../src/content/load';
import type { NavGroup } from '../../../src/content/navigation';
import {
  discardRequest,
  menusSaveRequest,
  newPageIn,
  publishRequest,
  requestProblem,
  saveRequest,
  themeSaveRequest,
  translateRequest,
  uploadQuery,
} from '../../../src/editor/api';
import { EDITOR_API, type EditorContext, TOKEN_REFUSED_HEADER } from '../../../src/editor/client';
import { showcaseIndex } from '../../../src/editor/showcase-index';
import { fileProblemInWords } from '../../../src/editor/words';
import {
  EditorError,
  isKind,
  MergeConflictError,
  PageExistsError,
  PathRefusedError,
  ReadOnlyValueError,
  SiteBreakError,
  StaleFileError,
} from './errors';
import { cardPreview } from './card';
import { imageUses } from './image-uses';
import { createPage, newPageFolders } from './new-page';
import { discardPage, publish, PublishRefusedError, reviewChanges } from './publish';
import { readPage } from './read-page';
import { isRemovable, readDataFiles, referencesToAnchor, type Reference } from './references';
import { saveSite } from './save-site';
import { UPLOAD_LIMITS, UPLOADS_CATALOGUE, uploadImage, UploadRefusedError } from './upload';
import { translatePage } from './translate';
import { readSiteStyle, saveSiteStyle } from './theme';
import { readSiteMenus, saveSiteMenus } from './menus';
import { pageLocaleOf } from '../../../src/content/languages';
import { forgetData, serverSandbox } from '../sandbox/server';
import { NO_FRAMES, originProblem } from '../dev/dev-guard';
import {
  MAX_JSON_DEPTH,
  nestsDeeperThan,
  UploadQuota,
  UploadQuotaError,
  uploadLedger,
  uploadQuotaLimits,
} from './limits';
import { newSessionToken, sessionRefusal, tokenRefusal } from './session';
import { editorEnabled } from '../dev/editor-env';
import { changeInWords } from '../team/audit';
import { teamRequestOf } from '../team/request';
import { hiddenFor, roleRefusal, saveRefusal } from '../team/roles';

// Whether the editor is on comes from a module of its own, which the build reads without loading the editor.
export { EDITOR_ENV, editorEnabled } from '../dev/editor-env';

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
 * script on any web page can reach 127.0.0.1): the browser names that page's origin. A team's signed-in
 * request (`npm run editor:serve`, marked by its gate) may come from anywhere, from the pages of the
 * address people use (`--base-url`) only.
 */
export function refusal(req: Pick<IncomingMessage, 'headers' | 'method' | 'socket'>): string | undefined {
  const team = teamRequestOf(req);
  if (!team && !LOOPBACK.has(req.socket.remoteAddress ?? '')) {
    return 'The editor answers only on this computer (127.0.0.1): open it there.';
  }
  const { origin, host } = req.headers;
  const unreadable = originProblem(origin);
  if (unreadable) return unreadable;
  const site = req.headers['sec-fetch-site'];
  const foreignOrigin =
    origin !== undefined && origin !== 'null' && (team ? origin !== team.origin : new URL(origin).host !== host);
  if (foreignOrigin || origin === 'null' || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
    return 'The editor accepts requests from its own pages only.';
  }
  return undefined;
}

/** The body's media type, without its parameters (`application/json; charset=utf-8` → `application/json`). */
const mediaType = (req: IncomingMessage) => (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

async function readBody(req: IncomingMessage): Promise<unknown> {
  if (mediaType(req) !== 'application/json') {
    throw new HttpError(415, 'Send the request as JSON, with the header Content-Type: application/json.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new HttpError(413, 'The request is too large for a page.');
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
    throw new HttpError(
      400,
      `The request nests its values more than ${MAX_JSON_DEPTH} deep; no page does: send the page as the editor does.`,
    );
  }
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'The request is not JSON.');
  }
}

function statusOf(error: unknown): number {
  if (isKind(error, HttpError)) return error.status;
  if (isKind(error, UploadQuotaError)) return 429;
  if (isKind(error, PathRefusedError)) return 403;
  if (isKind(error, StaleFileError) || isKind(error, PageExistsError) || isKind(error, PublishRefusedError)) {
    return 409;
  }
  if (isKind(error, ReadOnlyValueError) || isKind(error, EditorError)) return 422;
  return 500;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** A picture the editor draws (the page's social card), never kept: it follows the page as it is typed. */
function sendPng(res: ServerResponse, png: Buffer): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'image/png');
  res.setHeader('Cache-Control', 'no-store');
  res.end(png);
}

/**
 * A picture's bytes, refused past the upload limit: the rest is read and dropped, so that the browser
 * gets the answer rather than a broken connection, up to four times the limit, where the connection ends.
 */
async function readUpload(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= UPLOAD_LIMITS.bytes) chunks.push(chunk);
    else if (size > 4 * UPLOAD_LIMITS.bytes) req.destroy();
  }
  if (size > UPLOAD_LIMITS.bytes) {
    throw new UploadRefusedError(
      `The file is larger than ${UPLOAD_LIMITS.bytes / 1024 / 1024} MB, the most a picture may be. Save it smaller and upload it again.`,
    );
  }
  return Buffer.concat(chunks);
}

/** The request's body as `schema` reads it, or a 400 saying in words what is wrong with it. */
async function bodyOf<T>(req: IncomingMessage, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await readBody(req));
  if (!parsed.success) throw new HttpError(400, requestProblem(parsed.error));
  return parsed.data;
}

/** Group folder address → its heading, from the navigation. */
function groupHeadings(groups: readonly NavGroup[], into = new Map<string, string>()): Map<string, string> {
  for (const group of groups) {
    into.set(group.path, group.heading);
    groupHeadings(group.groups, into);
  }
  return into;
}

/**
 * The folders' names in words: the menu groups' headings, and each other language's folder by the
 * language's English name ("German pages", not "De pages"), its groups by their headings there.
 */
export function folderHeadings(content: Content | undefined): Map<string, string> {
  const headings = groupHeadings(content?.navigation ?? []);
  const english = new Intl.DisplayNames(['en'], { type: 'language' });
  for (const language of content?.languages ?? []) {
    if (!language.prefix) continue;
    for (const [at, heading] of groupHeadings(content?.translated[language.code]?.navigation ?? [])) {
      headings.set(`${language.prefix}${at}`, heading);
    }
    headings.set(language.prefix, english.of(language.code) ?? language.name);
  }
  return headings;
}

/** The links in other files to the section `anchor` of the page in `file`. */
async function linksToSection(
  { dir, importModule }: EndpointOptions,
  file: string,
  anchor: string,
): Promise<Reference[]> {
  if (!anchor) return [];
  const page = await readPage(file, { dir, importModule });
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
async function context({ dir, importModule }: EndpointOptions): Promise<EditorContext> {
  const { problems, partial } = await loadPartialContent((file) => importModule(path.resolve(file)), dir);
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
  // The site's own icons, the same around a page in every language.
  const siteIcons = content ? iconPaths(new Set(content.siteIcons)) : {};
  return {
    showcase: content ? showcaseIndex(content) : undefined,
    // The navbar and footer every page is drawn between, for the canvas.
    shell: content
      ? {
          site: content.site,
          navigation: content.navigation,
          footerColumns: content.footerColumns,
          icons: siteIcons,
        }
      : undefined,
    translatedShells: content
      ? Object.fromEntries(
          Object.entries(content.translated).map(([code, local]) => [
            code,
            {
              site: local.site,
              navigation: local.navigation,
              footerColumns: local.footerColumns,
              icons: siteIcons,
              locale: pageLocaleOf(
                content.languages.find((language) => language.code === code)!,
                content.languages,
              ),
              messages: local.messages,
            },
          ]),
        )
      : undefined,
    imageUses: imageUses(content?.pages ?? []),
    languages: content?.languages.map(({ code, name, prefix }) => ({ code, name, prefix })),
    pages: pages.sort((a, b) => a.path.localeCompare(b.path)),
    folders: await newPageFolders(dir, routes, folderHeadings(content)),
    routeNames: Object.fromEntries(partial.routeNames),
    routesIncomplete: partial.routesIncomplete,
    // The settings as loaded: when they are valid, filled in (`{company.founded}` and all) as pages see them.
    tokens: Object.fromEntries(content ? settingTokens(content.site) : partial.tokens),
    // No settings at all: the settings file did not load, so no placeholder can be judged.
    tokensIncomplete: partial.tokens.length === 0,
    problems: problems.map(({ file, path: at, where, message, line, column }) => {
      const listed = asListed(file);
      const { text } = fileProblemInWords({ path: at, where, message }, partial.rawData.get(file), listed);
      return { file: listed, pagePath: pageAt.get(listed), text, where, message, line, column };
    }),
  };
}

/** Where the endpoint finds the pages, and how it evaluates a TypeScript data file (the server's sandbox). */
export interface EndpointOptions {
  dir: string;
  importModule: ImportModule;
  logError?: (text: string) => void;
  /** Called with the files a save wrote: the development server forgets its modules of them. */
  written?: (files: readonly string[]) => void;
  /** This run's key, which every change must carry (`X-Editor-Token`); a new one by default. */
  token?: string;
  /** How many pictures uploads may add; from the environment (`limits.ts`) by default. */
  uploadQuota?: UploadQuota;
}

type Answering = EndpointOptions & {
  token: string;
  uploadQuota: UploadQuota;
  /** In a team's editor: who saved each page file last, to name them when a save merges their change. */
  savedBy: Map<string, string>;
};

/** The changes a team's editor keeps in the person's draft: every one but Publish, which goes through review. */
const DRAFT_CHANGES = new Set([
  'POST /save',
  'POST /upload',
  'POST /new',
  'POST /translate',
  'POST /theme',
  'POST /menus',
  'POST /discard',
]);

async function answer(req: IncomingMessage, given: Answering): Promise<unknown> {
  const url = new URL(req.url ?? '/', 'http://editor');
  const route = `${req.method} ${url.pathname}`;
  const team = teamRequestOf(req);
  // A team's editor reads and writes the person's open draft (its own copy of the project), if any.
  const draft = team?.draft;
  const options: Answering = draft ? { ...given, dir: path.join(draft.root, path.basename(given.dir)) } : given;
  const { dir } = options;
  if (route === 'GET /session') {
    const refused = sessionRefusal(req.headers);
    if (refused) throw new HttpError(403, refused);
    if (!team) return { token: options.token };
    // The team's editor also shows who is signed in, and what their role cannot do with why.
    const cannot = hiddenFor(team.person.role, team.publishers[0]);
    if (!team.drafts) return { token: team.token, person: team.person, cannot };
    // With drafts, a change is published from review (the Changes bar), never straight from the page.
    const fromReview = 'Changes are published from review: send yours with Request review, at the top.';
    return {
      token: team.token,
      person: team.person,
      cannot: cannot.publish ? cannot : { ...cannot, publish: fromReview },
      drafts: true,
    };
  }
  if (team) {
    const refused = roleRefusal(team.person.role, route, team.publishers[0]);
    if (refused) throw new HttpError(403, refused);
  }
  if (team?.drafts && DRAFT_CHANGES.has(route)) {
    if (!draft) {
      throw new HttpError(
        409,
        'Your saves wait in a change of your own until a publisher publishes it: start one with New change (at the top), then save again.',
      );
    }
    if (!draft.writable) {
      throw new HttpError(
        403,
        `"${draft.title}" is someone else's change, open here to look at: start a change of your own to edit.`,
      );
    }
  }
  if (team?.drafts && route === 'POST /publish') {
    throw new HttpError(
      409,
      draft
        ? `A change is published from review: send "${draft.title}" with Request review, and a publisher publishes it.`
        : 'A change is published from review: open the list of changes.',
    );
  }
  if (route === 'GET /page') {
    const target = url.searchParams.get('path');
    if (!target) throw new HttpError(400, 'Say which page: /__editor/page?path=/pages/company/about-us');
    return readPage(target, { dir });
  }
  if (route === 'GET /context') return context(options);
  if (route === 'GET /card') return cardPreview(url, options);
  if (route === 'GET /links') {
    const file = url.searchParams.get('file') ?? '';
    const anchor = url.searchParams.get('anchor') ?? '';
    return { links: (await linksToSection(options, file, anchor)).map(linkInWords(dir)) };
  }
  if (route === 'POST /save') {
    const request = await bodyOf(req, saveRequest);
    const refused = team && saveRefusal(team.person.role, request, routeOf(dir, request.file), team.publishers[0]);
    if (refused) throw new HttpError(403, refused);
    const saved = await saveSite(request, {
      dir,
      importModule: options.importModule,
      written: options.written,
    });
    if (!team) return saved;
    // "Lena Berg changed Hero › Title meanwhile": the change merged is named by who made it.
    const key = path.join(dir, saved.file);
    const by = options.savedBy.get(key);
    options.savedBy.set(key, team.person.name);
    return by && by !== team.person.name && saved.theirChanges.length > 0 ? { ...saved, theirsBy: by } : saved;
  }
  if (route === 'GET /theme') return readSiteStyle({ dir, importModule: options.importModule });
  if (route === 'POST /theme') {
    return saveSiteStyle(await bodyOf(req, themeSaveRequest), {
      dir,
      importModule: options.importModule,
      written: options.written,
    });
  }
  if (route === 'GET /menus') return readSiteMenus({ dir, importModule: options.importModule });
  if (route === 'POST /menus') {
    return saveSiteMenus(await bodyOf(req, menusSaveRequest), {
      dir,
      importModule: options.importModule,
      written: options.written,
    });
  }
  if (route === 'POST /upload') {
    if (mediaType(req) !== 'application/octet-stream') {
      throw new HttpError(
        415,
        "Send the picture's bytes as they are, with the header Content-Type: application/octet-stream.",
      );
    }
    const query = uploadQuery.safeParse({
      name: url.searchParams.get('name') ?? undefined,
      credit: url.searchParams.get('credit') ?? undefined,
    });
    if (!query.success) throw new HttpError(400, requestProblem(query.error));
    const { name, credit } = query.data;
    const bytes = await readUpload(req);
    const root = path.dirname(dir);
    const stored = await options.uploadQuota.store(bytes.byteLength, async () => {
      const value = await uploadImage({ name, bytes, credit }, { root });
      const { size } = await stat(path.join(root, value.file));
      return { bytes: size, value };
    });
    // This server checks saves with the catalogue it loaded at its start: the picture joins it at once.
    const { id, ...entry } = stored;
    addCatalogueImages({ [id]: entry });
    options.written?.([path.resolve(path.dirname(dir), UPLOADS_CATALOGUE)]);
    return stored;
  }
  if (route === 'GET /changes') return draft ? draft.changes() : reviewChanges(path.dirname(dir));
  if (route === 'POST /publish') {
    // A team's commit is the signed-in person's; the server's own git identity commits it.
    const author = team && `${team.person.name} <${team.person.email}>`;
    return publish(await bodyOf(req, publishRequest), path.dirname(dir), author ? { author } : {});
  }
  if (route === 'POST /discard') {
    const discarded = await discardPage(await bodyOf(req, discardRequest), path.dirname(dir), dir);
    if (discarded.images.length > 0) options.written?.([path.resolve(path.dirname(dir), UPLOADS_CATALOGUE)]);
    options.written?.([path.resolve(path.dirname(dir), discarded.file)]);
    return discarded;
  }
  if (route === 'POST /new') {
    const request = await bodyOf(req, newPageIn(await newPageFolders(dir)));
    const { partial } = await loadPartialContent((file) => options.importModule(path.resolve(file)), dir);
    return createPage(request, { dir, takenNames: new Set(partial.routeNames.map(([name]) => name)) });
  }
  if (route === 'POST /translate') {
    const request = await bodyOf(req, translateRequest);
    const { partial } = await loadPartialContent((file) => options.importModule(path.resolve(file)), dir);
    const languages = partial.content?.languages;
    if (!languages)
      throw new EditorError('The site settings must load before a page can be translated: fix them first.');
    return translatePage(request, { dir, importModule: options.importModule, languages });
  }
  throw new HttpError(404, `The editor has no ${route}.`);
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
  forgetData(server, files);
}

/**
 * The endpoint's handler, for requests under `/__editor` (their URL without it, as Vite's middleware
 * stack hands them on): JSON answers, or `{ error }` in words with a status.
 */
export function editorEndpoint(options: EndpointOptions) {
  const answering: Answering = {
    ...options,
    token: options.token ?? newSessionToken(),
    uploadQuota: options.uploadQuota ?? new UploadQuota(uploadQuotaLimits(), uploadLedger(path.dirname(options.dir))),
    savedBy: new Map(),
  };
  let changes: Promise<unknown> = Promise.resolve();
  return (req: IncomingMessage, res: ServerResponse): void => {
    for (const [name, value] of Object.entries(NO_FRAMES)) res.setHeader(name, value);
    // Its answers are for its own pages: no other site's page may embed them (a script, an image).
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const refused = refusal(req);
    if (refused) return send(res, 403, { error: refused });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // A team's key is its session's (`npm run editor:serve`), else this run's.
      const key = tokenRefusal(req.headers, teamRequestOf(req)?.token ?? answering.token);
      if (key) {
        res.setHeader(TOKEN_REFUSED_HEADER, '1');
        return send(res, 403, { error: key });
      }
    }
    // Changes one at a time: two saves of one page at once (two people, two tabs) would each check and
    // write the file as it was before the other, and one would be lost; one after the other, the second
    // merges with the first.
    const answered =
      req.method === 'GET' || req.method === 'HEAD'
        ? answer(req, answering)
        : changes.then(() => answer(req, answering));
    if (req.method !== 'GET' && req.method !== 'HEAD') changes = answered.catch(() => undefined);
    answered.then(
      (body) => {
        const team = teamRequestOf(req);
        const change =
          team &&
          !Buffer.isBuffer(body) &&
          changeInWords(
            `${req.method} ${new URL(req.url ?? '/', 'http://editor').pathname}`,
            team.person.name,
            body as Record<string, unknown>,
            (file) => routeOf(options.dir, file),
          );
        if (change) team.record(change.action, change.words, change.page);
        return Buffer.isBuffer(body) ? sendPng(res, body) : send(res, 200, body);
      },
      (error: unknown) => {
        const status = statusOf(error);
        const message = error instanceof Error ? error.message : String(error);
        if (status === 500) options.logError?.(error instanceof Error ? (error.stack ?? message) : message);
        const breaks = isKind(error, SiteBreakError) ? { breaks: error.breaks } : {};
        const conflicts = isKind(error, MergeConflictError) ? error.answer : {};
        send(res, status, { ...conflicts, error: message, ...breaks });
      },
    );
  };
}

/**
 * Development only, and only with `SITE_EDITOR=1`: `GET /__editor/session` (this run's key, which every
 * change carries, for the editor's own page only), `GET /__editor/page?path=…`, `GET /__editor/context`,
 * `POST /__editor/save`, `POST /__editor/new`, `POST /__editor/upload?name=…` (a picture's bytes),
 * `GET` and `POST /__editor/theme` (the site's style, for the Site style panel), `GET` and
 * `POST /__editor/menus` (the navbar's links, the footer's menus and links, for the Menus panel),
 * `GET /__editor/card?path=…&title=…` (the page's social card as a PNG),
 * `GET /__editor/changes` (the review before Publish), `POST /__editor/publish`, `POST /__editor/discard` and
 * `POST /__editor/translate` (a page copied into a language's folder),
 * answering JSON, `{ error }` with a status when refused.
 */
export function editorPlugin(dir = PAGES_DIR): Plugin {
  return {
    name: 'site-editor',
    apply: (_config, env) => env.command === 'serve' && editorEnabled(),
    enforce: 'pre',
    // Bundled when the server starts, with the site's own (devDataPlugin): found only when first used,
    // Vite would bundle it then and reload the editor, losing edits.
    // The catalogue of uploaded pictures is read by this configuration's own code (the image
    // middleware), so a change to it would restart the server and reload the editor in the middle of an
    // edit. It is not watched: an upload tells the server's modules itself (`written`), the editor adds
    // the picture to the catalogue it has loaded (`image-upload.tsx`), and the image middleware reads
    // the file again when it changes.
    config: () => ({
      optimizeDeps: { include: ['@puckeditor/core'] },
      server: { watch: { ignored: [path.resolve(path.dirname(dir), UPLOADS_CATALOGUE)] } },
    }),
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
      const endpoint = editorEndpoint({
        dir,
        importModule: serverSandbox(server).importModule,
        logError: (text) => server.config.logger.error(text),
        written: (files) => forget(server, files),
      });
      server.middlewares.use(EDITOR_API, endpoint);
    },
  };
}
