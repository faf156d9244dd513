import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { basePathOf, unprefixed } from '../../src/ui/site-path';
import { parseRedirectsFile } from './redirects';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.data': 'text/x-script',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}

/** The file for a URL path, as static hosts resolve it: `/about` → `about/index.html`. */
async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root)) return undefined;
  for (const candidate of [file, path.join(file, 'index.html'), `${file}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Hashed assets never change; images are named by catalogue id and width, so they keep a week;
 * pages are checked every time.
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

/**
 * Serves a built site like a static host: directory index, `404.html` with status 404 for unknown
 * paths, the old addresses of `_redirects` with their 301, gzip for text, hashed assets cached for a year. A site with a path prefix (`base`, such as
 * `/docs/`) is served under it, and `/` leads there.
 */
export async function serveStatic(
  rootDir: string,
  port = 0,
  host = '127.0.0.1',
  base = builtBasePath(rootDir),
): Promise<RunningServer> {
  const root = path.resolve(rootDir);
  // The old addresses the build lists for hosts that answer them with a 301, as such a host does.
  const redirectsAt = path.join(root, '_redirects');
  const redirects = parseRedirectsFile(existsSync(redirectsAt) ? readFileSync(redirectsAt, 'utf8') : '');
  const server = createServer(async (req, res) => {
    const requested = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (requested === '/' && base !== '/') {
      res.writeHead(302, { Location: base }).end();
      return;
    }
    const redirect = redirects.get(requested.length > 1 ? requested.replace(/\/+$/, '') : requested);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    const urlPath = unprefixed(requested, base);
    // The host reads `_redirects`; it does not serve it.
    let file = urlPath === undefined || urlPath === '/_redirects' ? undefined : await resolveFile(root, urlPath);
    let status = 200;
    if (!file) {
      status = 404;
      // The nearest 404 page up the path, as Cloudflare Pages serves it: /de/nope gets /de/404.html.
      file = path.join(root, '404.html');
      for (let dir = path.posix.dirname(urlPath ?? '/'); dir !== '/'; dir = path.posix.dirname(dir)) {
        const local = path.join(root, `${dir}/404.html`);
        if (await isFile(local)) {
          file = local;
          break;
        }
      }
      if (!(await isFile(file))) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': cacheControl(urlPath ?? requested),
      'X-Content-Type-Options': 'nosniff',
    };
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
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
