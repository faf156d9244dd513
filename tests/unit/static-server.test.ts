import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from '../../scripts/lib/build/security-headers';

/**
 * A built site as the server sees one, in a folder of its own, with what an attacker or an accident
 * leaves in it: a file the server cannot read, a FIFO, a folder named like a script, symlinks out of
 * the folder and in a loop.
 */
const top = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
const root = path.join(top, 'site');
const SECRET = 'the secret outside the site';
const ROBOTS = 'User-agent: *\nAllow: /\n';
const ASSET = 'console.log("app");\n';

function makeSite(): void {
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  };
  file('index.html', '<!DOCTYPE html><title>Home</title><h1>Home</h1>');
  file('about/index.html', '<!DOCTYPE html><title>About</title><h1>About us</h1>');
  file('404.html', '<!DOCTYPE html><title>Not found</title><h1>Page not found</h1>');
  file('de/404.html', '<!DOCTYPE html><title>Nicht gefunden</title><h1>Seite nicht gefunden</h1>');
  file('robots.txt', ROBOTS);
  file('assets/app-Ab12Cd34.js', ASSET);
  file('_redirects', '/old /about/ 301\n');
  file('_headers', headersFile('/'));
  file('.env', 'API_KEY=dotfile');
  file('secret.html', 'unreadable');
  chmodSync(path.join(root, 'secret.html'), 0o000);
  execFileSync('mkfifo', [path.join(root, 'pipe.html')]);
  mkdirSync(path.join(root, 'assets', 'folder.js'));
  writeFileSync(path.join(top, 'outside.txt'), SECRET);
  symlinkSync(path.join(top, 'outside.txt'), path.join(root, 'leak.txt'));
  symlinkSync('/etc/passwd', path.join(root, 'passwd.txt'));
  symlinkSync('..', path.join(root, 'up'));
  symlinkSync('robots.txt', path.join(root, 'robots-link.txt'));
  symlinkSync('loop.html', path.join(root, 'loop.html'));
  // Every folder open to the server's process, whoever it runs as.
  for (const dir of [top, root]) chmodSync(dir, 0o755);
}

let server: ChildProcess;
let origin: string;
let log = '';

beforeAll(async () => {
  makeSite();
  // Run as root, the process would read a file of mode 000 all the same: it runs without the power
  // to pass over file modes, as any other user's server does.
  const serve = [process.execPath, '--import', 'tsx', path.resolve('tests/support/serve-folder.ts'), root];
  const drop = ['--bounding-set=-dac_override,-dac_read_search'];
  const [command, ...args] = process.getuid?.() === 0 ? ['setpriv', ...drop, ...serve] : serve;
  server = spawn(command!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  origin = await new Promise((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      const url = /http:\/\/\S+/.exec(chunk.toString())?.[0];
      if (url) resolve(url);
    });
    server.once('exit', (code) => reject(new Error(`The server ended (${code}) before it listened:\n${log}`)));
  });
});

afterAll(() => {
  server?.kill();
  rmSync(top, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Sends the request exactly as written (no client tidies the path) and reads the answer whole. */
function send(
  target: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${origin}/`, { method, path: target, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(5000, () => req.destroy(new Error(`${method} ${target} got no answer in 5 s`)));
    req.on('error', reject);
    req.end();
  });
}

const text = (answer: Answer) =>
  (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString();

// After each attack, the same server (the same process) still serves a page.
afterEach(async () => {
  expect(server.exitCode, `the server ended:\n${log}`).toBeNull();
  const about = await send('/about/');
  expect(about.status).toBe(200);
  expect(text(about)).toContain('About us');
});

describe('Given the static server and a request an attacker sends', () => {
  it('Given GET //, should answer the 404 page', async () => {
    const answer = await send('//');
    expect(answer.status).toBe(404);
    expect(text(answer)).toContain('Page not found');
  });

  it.each(['/%2e%2e/outside.txt', '/..%2foutside.txt', '/%2e%2e/%2e%2e/etc/passwd', '/up/outside.txt'])(
    'Given %s, should serve nothing from outside the folder',
    async (target) => {
      const answer = await send(target);
      expect(answer.status).toBe(404);
      expect(text(answer)).not.toContain(SECRET);
      expect(text(answer)).not.toContain('root:');
    },
  );

  it('Given a malformed percent-encoding, should answer 400 in words', async () => {
    const answer = await send('/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(text(answer)).toMatch(/^The address \/%E0%A4%A is not percent-encoded correctly .*check the link/);
  });

  it('Given a file the server may not read, should answer 500 in words that name it, and no folder of the machine', async () => {
    const answer = await send('/secret.html');
    expect(answer.status).toBe(500);
    expect(text(answer)).toMatch(/^\/secret\.html could not be read by the server \(EACCES\): check that secret\.html/);
    expect(text(answer)).not.toContain(top);
  });

  it.each(['/pipe.html', '/assets/folder.js', '/loop.html'])(
    'Given %s, which is no regular file (a FIFO, a folder, a symlink loop), should answer 404 at once',
    async (target) => {
      const answer = await send(target);
      expect(answer.status).toBe(404);
      expect(text(answer)).toContain('Page not found');
    },
  );

  it.each(['/leak.txt', '/passwd.txt'])(
    'Given a symlink %s out of the folder, should not follow it',
    async (target) => {
      const answer = await send(target);
      expect(answer.status).toBe(404);
      expect(text(answer)).not.toContain(SECRET);
      expect(text(answer)).not.toContain('root:');
    },
  );

  it('Given a symlink to a file inside the folder, should serve that file', async () => {
    const answer = await send('/robots-link.txt');
    expect(answer.status).toBe(200);
    expect(text(answer)).toBe(ROBOTS);
  });

  it.each(['/_headers', '/_redirects', '/.env'])(
    'Given %s, a file for the host or a dotfile, should not serve it',
    async (target) => {
      const answer = await send(target);
      expect(answer.status).toBe(404);
      expect(text(answer)).not.toMatch(/API_KEY|Content-Security-Policy|\/old/);
    },
  );

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'Given %s, should answer 405 and allow GET and HEAD',
    async (method) => {
      const answer = await send('/about/', { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(text(answer)).toBe('This is a static site: it answers GET and HEAD only.\n');
    },
  );

  it('Given HEAD, should answer with the headers of GET and no body', async () => {
    const answer = await send('/robots.txt', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(String(ROBOTS.length));
    expect(answer.body.length).toBe(0);
  });

  it('Given a Range, should answer 206 with exactly those bytes, uncompressed', async () => {
    const answer = await send('/robots.txt', { headers: { range: 'bytes=4-9', 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 4-9/${ROBOTS.length}`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(ROBOTS.slice(4, 10));
  });

  it('Given the last bytes asked for (bytes=-6), should answer with the last six', async () => {
    const answer = await send('/robots.txt', { headers: { range: 'bytes=-6' } });
    expect(answer.status).toBe(206);
    expect(answer.body.toString()).toBe(ROBOTS.slice(-6));
  });

  it('Given a range past the end, should answer 416 with the size; given several ranges, the whole file', async () => {
    const past = await send('/robots.txt', { headers: { range: 'bytes=999-' } });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${ROBOTS.length}`);
    const several = await send('/robots.txt', { headers: { range: 'bytes=0-1,4-5' } });
    expect(several.status).toBe(200);
    expect(several.body.toString()).toBe(ROBOTS);
  });

  it('Given a missing file under /assets/, should answer 404 never cached as immutable', async () => {
    const missing = await send('/assets/app-Zz99Zz99.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    const present = await send('/assets/app-Ab12Cd34.js');
    expect(present.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(present.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('Given the served folder gone (a build replacing it), should answer 500 in words, then serve again once it is back', async () => {
    const away = path.join(top, 'site-away');
    renameSync(root, away);
    try {
      const answer = await send('/about/');
      expect(answer.status).toBe(500);
      expect(text(answer)).toBe(
        'The server could not answer this request: the served folder or a file in it went missing (is a build replacing it?). Its console shows the details.\n',
      );
    } finally {
      renameSync(away, root);
    }
  });
});

describe("Given the static server and a visitor's request", () => {
  it('Given an old address of _redirects, should answer its 301', async () => {
    const answer = await send('/old/');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/about/');
  });

  it('Given a folder without its slash, should answer 301 to the address with it, its query kept, as GitHub Pages does', async () => {
    const answer = await send('/about?ref=mail');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/about/?ref=mail');
    const followed = await send(String(answer.headers.location));
    expect(followed.status).toBe(200);
    expect(text(followed)).toContain('About us');
  });

  it('Given an unknown address under /de/, should answer the German 404 page', async () => {
    const answer = await send('/de/nope', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(text(answer)).toContain('Seite nicht gefunden');
  });

  it('Given any address, should send the headers of _headers, on a 404 too', async () => {
    for (const target of ['/about/', '/nope', '/assets/app-Ab12Cd34.js']) {
      const answer = await send(target);
      expect(answer.headers['content-security-policy'], target).toMatch(/^default-src 'self'; script-src 'self'/);
      expect(answer.headers['x-frame-options'], target).toBe('DENY');
      expect(answer.headers['x-content-type-options'], target).toBe('nosniff');
    }
  });

  it('Given the ETag of a page it has, should answer 304', async () => {
    const first = await send('/about/');
    const again = await send('/about/', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
