import { existsSync, readFileSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import sirv, { type RequestHandler } from 'sirv';
import { basePathOf, unprefixed } from '../../../src/ui/site-path';
import { parseRedirectsFile } from '../build/redirects';
import { headersFor, type HeaderRule, parseHeadersFile } from '../build/security-headers';

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;
/** The files a static host reads for itself and never serves. */
const HOST_FILES = new Set(['_redirects', '_headers']);

/**
 * Hashed assets never change; images are named by catalogue id and width, so they keep a week;
 * pages are checked every time. Only for a file that was found: a 404 is never cached.
 */
export function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath.startsWith('/img/')) return 'public, max-age=604800';
  return 'no-cache';
}

export interface RunningServer {
  server: Server;
  /** The server's origin, e.g. `http://127.0.0.1:4173`. */
  url: string;
  /** The path the site is served under: `/`, or its prefix. */
  base: string;
  close(): Promise<void>;
}

/**
 * The path a built site is published under, read from its home page's canonical address (`/` when
 * the site has none), so a site built for https://example.com/docs/ is served under /docs/.
 */
export function builtBasePath(rootDir: string): string {
  const home = path.join(rootDir, 'index.html');
  const canonical = existsSync(home) ? /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(home, 'utf8')) : null;
  return canonical ? basePathOf(canonical[1]!) : '/';
}

interface Site {
  root: string;
  base: string;
  redirects: ReturnType<typeof parseRedirectsFile>;
  headerRules: HeaderRule[];
  files: RequestHandler;
}

/** A file of the site: its path from the site's real folder, with `/`, and its size. */
interface Found {
  relative: string;
  size: number;
}

/** The address a request names, percent-decoded; or, in words, why it names none. */
function requestPath(url = '/'): { decoded: string } | { problem: string } {
  let target = url;
  if (!target.startsWith('/')) {
    // The absolute form a proxy sends (`GET http://host/path`).
    try {
      target = new URL(target).pathname;
    } catch {
      return { problem: 'The request names no address on this site.' };
    }
  }
  const raw = target.replace(/[?#][\s\S]*$/, '');
  try {
    const decoded = decodeURIComponent(raw);
    if (decoded.includes('\0')) return { problem: 'The address holds a NUL character (%00), which no file name has.' };
    return { decoded };
  } catch {
    return {
      problem: `The address ${raw.slice(0, 200)} is not percent-encoded correctly (each % must start a UTF-8 character as %XX): check the link that led here.`,
    };
  }
}

const inside = (root: string, file: string) => file === root || file.startsWith(root + path.sep);

/**
 * The file at a path of the site's folder, if it is a file of the site: a regular file whose real
 * place (symlinks followed) is inside the folder, neither a dotfile (`.well-known/` aside) nor one of
 * the host's own files. Anything else, a file that cannot be looked at included, is no file.
 */
async function siteFile(realRoot: string, relative: string): Promise<Found | undefined> {
  const real = await realpath(path.join(realRoot, relative)).catch(() => undefined);
  if (!real || !inside(realRoot, real)) return undefined;
  const info = await stat(real).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const name = path.relative(realRoot, real).split(path.sep).join('/');
  const hidden = name.split('/').some((part) => part.startsWith('.') && part !== '.well-known');
  // sirv reads a `?` or `#` as the end of the path, so a file so named cannot be handed to it.
  if (hidden || HOST_FILES.has(name) || /[?#]/.test(name)) return undefined;
  return { relative: name, size: info.size };
}

/**
 * The file for a URL path, as static hosts resolve it: `/about/` → `about/index.html`, and `/about`
 * to the same file as a folder (`folder`), which the server answers with a redirect to `/about/`.
 */
async function resolveFile(realRoot: string, urlPath: string): Promise<(Found & { folder?: boolean }) | undefined> {
  const parts = urlPath.split('/').slice(1);
  // `..` and `.` name no file, nor does an empty part (`//x`) but a trailing slash.
  if (parts.some((part, i) => part === '..' || part === '.' || (part === '' && i < parts.length - 1))) return undefined;
  const relative = parts.join('/');
  const candidates =
    relative === '' || relative.endsWith('/')
      ? [`${relative}index.html`]
      : [relative, `${relative}/index.html`, `${relative}.html`];
  for (const candidate of candidates) {
    const found = await siteFile(realRoot, candidate);
    if (found) return candidate === `${relative}/index.html` ? { ...found, folder: true } : found;
  }
  return undefined;
}

/** The nearest 404 page up the path, as Cloudflare Pages serves it: /de/nope gets /de/404.html. */
async function notFoundPage(realRoot: string, urlPath: string | undefined): Promise<Found | undefined> {
  if (urlPath) {
    for (let dir = path.posix.dirname(urlPath); dir !== '/' && dir !== '.'; dir = path.posix.dirname(dir)) {
      const found = await siteFile(realRoot, `${dir.slice(1)}/404.html`);
      if (found) return found;
    }
  }
  return siteFile(realRoot, '404.html');
}

/**
 * The part of a `Range` header sirv answers correctly: one range of bytes, made explicit for the file's
 * size. Several ranges, a range after `If-Range`, a malformed one or `bytes=0-0` (which sirv reads as
 * the whole file) are ignored, and the whole file is sent, as a server may.
 */
function byteRange(req: IncomingMessage, size: number): string | undefined {
  const header = req.headers.range;
  if (!header || req.headers['if-range']) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return undefined;
  const [first, last] = [match[1] ? Number(match[1]) : undefined, match[2] ? Number(match[2]) : undefined];
  const start = first ?? Math.max(0, size - last!);
  const end = first === undefined ? size - 1 : Math.min(last ?? size - 1, size - 1);
  // Past the end: sirv answers 416 with the file's size.
  if (start >= size || (first === undefined && last === 0)) return `bytes=${size}-`;
  if (end < start || (end === 0 && size > 1)) return undefined;
  return `bytes=${start}-${end}`;
}

/** The headers `_headers` gives the address, and the one the server always sends. */
function siteHeaders(site: Site, urlPath: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { 'x-content-type-options': 'nosniff' };
  for (const [key, { value }] of headersFor(site.headerRules, urlPath)) headers[key] = value;
  return headers;
}

function sendText(site: Site, res: ServerResponse, urlPath: string, status: number, text: string, extra = {}): void {
  const body = `${text}\n`;
  res.writeHead(status, {
    ...siteHeaders(site, urlPath),
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-cache',
    ...extra,
  });
  res.end(body);
}

/** What went wrong, in words, without the error's own message (it may name the machine's folders). */
function reasonOf(error: unknown): string {
  const { code } = (error ?? {}) as NodeJS.ErrnoException;
  if (code === 'ENOENT') return 'the served folder or a file in it went missing (is a build replacing it?)';
  if (code === 'EACCES' || code === 'EPERM') return 'a file cannot be read (permission denied)';
  if (code === 'EMFILE' || code === 'ENFILE') return 'the server has too many files open';
  return 'an unexpected error';
}

/** What sirv writes for one file, held until the file is open, so that a file that cannot be read still gets an answer in words. */
class HeldResponse extends PassThrough {
  statusCode = 200;
  readonly fields = new Map<string, number | string | string[]>();
  source?: Readable;

  getHeader(name: string) {
    return this.fields.get(name.toLowerCase());
  }

  setHeader(name: string, value: number | string | string[]) {
    this.fields.set(name.toLowerCase(), value);
    return this;
  }

  writeHead(status: number, headers: Record<string, number | string> = {}) {
    this.statusCode = status;
    for (const [name, value] of Object.entries(headers)) this.fields.set(name.toLowerCase(), value);
    return this;
  }
}

/**
 * Sends a file through sirv (its headers, conditional requests, ranges and streaming) for the address
 * asked for, with the site's headers, gzip for text, and `status` 404 for a 404 page. Resolves once the
 * answer has gone.
 */
function sendFile(
  site: Site,
  req: IncomingMessage,
  res: ServerResponse,
  { address, file, status, cache }: { address: string; file: Found; status: 200 | 404; cache: string },
): Promise<void> {
  return new Promise((resolve) => {
    const held = new HeldResponse();
    held.setHeader('cache-control', cache);
    let began = false;
    const fail = (text: string) => {
      if (began) {
        res.destroy();
      } else {
        began = true;
        sendText(site, res, address, 500, text);
      }
      held.destroy();
      resolve();
    };
    const begin = () => {
      if (began) return;
      began = true;
      const headers: OutgoingHttpHeaders = Object.fromEntries(held.fields);
      const code = status === 404 && held.statusCode < 300 ? 404 : held.statusCode;
      let type = String(headers['content-type'] || 'application/octet-stream');
      if (type.startsWith('text/') && !/charset/i.test(type)) type += '; charset=utf-8';
      // A 304 or 416 has no body to describe.
      if (code < 300) headers['content-type'] = type;
      const gzip =
        (code === 200 || code === 404) &&
        COMPRESSIBLE.test(type) &&
        /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (COMPRESSIBLE.test(type)) headers.vary = 'Accept-Encoding';
      if (gzip) {
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(code, { ...headers, ...siteHeaders(site, address) });
      if (req.method === 'HEAD' || !held.source) {
        res.end();
        held.destroy();
        resolve();
        return;
      }
      const done = () => resolve();
      if (gzip) pipeline(held, createGzip(), res, done);
      else pipeline(held, res, done);
    };
    held.on('error', () => undefined);
    // sirv pipes a read stream of the file into the held response: its errors are caught here.
    held.on('pipe', (source: Readable) => {
      held.source = source;
      source.once('ready', begin);
      source.once('error', (error: NodeJS.ErrnoException) => {
        console.error(`Could not read ${file.relative}: ${error.message}`);
        fail(
          `${address} could not be read by the server (${error.code ?? 'read error'}): check that ${file.relative} in the served folder is a readable file.`,
        );
      });
    });
    held.once('close', () => held.source?.destroy());
    // An answer without a body (304, 416) ends without a stream.
    held.once('finish', begin);
    const headers: Record<string, string> = {};
    const range = status === 200 ? byteRange(req, file.size) : undefined;
    if (range) headers.range = range;
    const tag = req.headers['if-none-match'];
    if (status === 200 && tag) headers['if-none-match'] = tag;
    // What sirv reads of a request: its path (decoded by sirv only when it holds a %) and these headers.
    const request = { url: `/${file.relative.replaceAll('%', '%25')}`, method: req.method, headers };
    site.files(request as IncomingMessage, held as unknown as ServerResponse, () =>
      // The file went between the look and sirv's.
      fail(`${address} went missing while the server was sending it: reload the page.`),
    );
  });
}

async function answer(site: Site, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const target = requestPath(req.url);
  const shown = 'decoded' in target ? target.decoded : '/';
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(site, res, shown, 405, 'This is a static site: it answers GET and HEAD only.', { allow: 'GET, HEAD' });
    return;
  }
  if (!('decoded' in target)) {
    sendText(site, res, shown, 400, target.problem);
    return;
  }
  const requested = target.decoded;
  if (requested === '/' && site.base !== '/') {
    res.writeHead(302, { ...siteHeaders(site, requested), location: site.base }).end();
    return;
  }
  const redirect = site.redirects.get(requested.length > 1 ? requested.replace(/\/+$/, '') : requested);
  if (redirect) {
    res
      .writeHead(redirect.status, {
        ...siteHeaders(site, requested),
        location: redirect.to,
        'cache-control': 'no-cache',
      })
      .end();
    return;
  }
  // Looked up again for each request: a build may have put a new folder in its place.
  const realRoot = await realpath(site.root);
  const urlPath = unprefixed(requested, site.base);
  const found = urlPath === undefined ? undefined : await resolveFile(realRoot, urlPath);
  if (found?.folder) {
    // A folder named without its slash, as GitHub Pages, Netlify and Cloudflare Pages answer it: its
    // page is at the address with the slash, where the page's relative links resolve.
    // The address as it was sent (its escapes kept), with its query.
    const sent = req.url?.startsWith('/') ? req.url : new URL(req.url ?? '/', 'http://host').pathname;
    const [, raw = '', query = ''] = /^([^?#]*)(\?[^#]*)?/.exec(sent) ?? [];
    const location = `${raw}/${query}`;
    res.writeHead(301, { ...siteHeaders(site, requested), location, 'cache-control': 'no-cache' }).end();
    return;
  }
  if (found) {
    await sendFile(site, req, res, { address: requested, file: found, status: 200, cache: cacheControl(urlPath!) });
    return;
  }
  const page = await notFoundPage(realRoot, urlPath);
  if (page) await sendFile(site, req, res, { address: requested, file: page, status: 404, cache: 'no-cache' });
  else sendText(site, res, requested, 404, 'Not found');
}

/**
 * Serves a built site like a static host, with sirv: directory index (a folder's address without its
 * slash answered with a 301 to the one with it, as GitHub Pages does), the nearest `404.html` with
 * status 404 for unknown paths, the old addresses of `_redirects` with their 301, the headers of
 * `_headers`, gzip for text, hashed assets cached for a year, Range requests. A site with a path
 * prefix (`base`, such as `/docs/`) is served under it, and `/` leads there. It answers GET and HEAD
 * only, serves no file whose real place is outside the folder, and no request ends it: a failure is a
 * 500 in words.
 */
export async function serveStatic(
  rootDir: string,
  port = 0,
  host = '127.0.0.1',
  base = builtBasePath(rootDir),
): Promise<RunningServer> {
  const root = path.resolve(rootDir);
  const hostFile = (name: string) => {
    const file = path.join(root, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  // The old addresses the build lists for hosts that answer them with a 301, as such a host does.
  const redirects = parseRedirectsFile(hostFile('_redirects'));
  const { rules: headerRules, problems } = parseHeadersFile(hostFile('_headers'));
  for (const problem of problems) console.warn(`${path.join(rootDir, '_headers')}, ${problem} It is left out.`);
  const files = sirv(root, { dev: true, etag: true, extensions: [] });
  const site: Site = { root, base, redirects, headerRules, files };
  const server = createServer((req, res) => {
    answer(site, req, res).catch((error: unknown) => {
      console.error(`The server could not answer ${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else
        sendText(
          site,
          res,
          '/',
          500,
          `The server could not answer this request: ${reasonOf(error)}. Its console shows the details.`,
        );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host}:${actual}`,
    base,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
