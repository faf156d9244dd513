// @takes 101 s
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTrap, type Trap } from '../support/trap';
import { type DevServer, projectCopy, startDevServer } from './support/dev-server';

/**
 * A contributor's data files that try to reach the machine, in a copy of the project, through the two
 * commands that run data files besides `npm run validate` (tests/unit/sandbox.test.ts): the build and
 * the development server. Whatever they would leave goes to a folder the test watches; whatever they
 * would reach is a listener on loopback that counts its connections.
 */
const DIR = await projectCopy();
let trap: Trap;

const page = (name: string, code: string) => `${code}
export default {
  name: '${name}',
  meta: { title: 'Hostile', description: 'A page that tries to reach the machine.' },
  blocks: [{ type: 'hero', image: { src: 'photos/office-dark', alt: '' }, title: 'Hello' }],
};
`;

const hostile = (port: number) => ({
  'hostile-exec.ts': `import { execSync } from 'node:child_process';\n${page('hostile-exec', `execSync('touch ${trap.dir}/exec');`)}`,
  'hostile-fetch.ts': page('hostile-fetch', `await fetch('http://127.0.0.1:${port}/');`),
  'hostile-env.ts': page('hostile-env', `globalThis.leak = process.env.HOME;`),
  'hostile-loop.ts': page('hostile-loop', 'for (;;) {}'),
});

beforeAll(async () => {
  trap = await openTrap();
  for (const [name, text] of Object.entries(hostile(trap.port))) {
    await writeFile(path.join(DIR, 'pages-data', name), text);
  }
});

afterAll(async () => {
  await trap.close();
  await rm(DIR, { recursive: true, force: true });
});

const NAMES = ['hostile-exec.ts', 'hostile-fetch.ts', 'hostile-env.ts', 'hostile-loop.ts'];

describe('Given hostile data files, npm run build', () => {
  let output = '';
  let status: number | null = null;

  beforeAll(async () => {
    const child = spawn('npm', ['run', 'build'], { cwd: DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  }, 180_000);

  it('should fail, naming each file with what it tried, and publish nothing', () => {
    expect(status).toBe(1);
    expect(output).toContain('it imports node:child_process');
    expect(output).toContain('it reads fetch');
    expect(output).toContain('it reads process');
    expect(output).toContain('did not finish loading within');
    for (const name of NAMES) expect(output).toContain(`pages-data/${name}`);
    expect(existsSync(path.join(DIR, 'dist'))).toBe(false);
  });

  it('should leave nothing written outside its own folders and reach nothing', () => {
    expect(readdirSync(trap.dir)).toEqual([]);
    expect(trap.connections()).toBe(0);
    expect(output).not.toContain(process.env.HOME ?? '/root');
  });
});

describe('Given hostile data files, npm run dev', () => {
  let server: DevServer;

  beforeAll(async () => {
    server = await startDevServer('dev', undefined, DIR);
  }, 120_000);
  afterAll(() => server?.stop());

  const get = (at: string) => fetch(`${server.origin}${at}`, { headers: { Accept: 'text/html' } });

  it('should show each as that page’s problem, and keep drawing the other pages', async () => {
    for (const name of NAMES) {
      const response = await get(`/${name.replace(/\.ts$/, '')}`);
      const html = await response.text();
      expect(html, name).toContain('A problem in the page data');
      expect(html, name).toContain(`pages-data/${name}`);
    }
    const privacy = await get('/privacy');
    expect(privacy.status).toBe(200);
    expect(await privacy.text()).toContain('Privacy');
  }, 120_000);

  it('should answer again at once once a file that never ends was reported', async () => {
    const started = Date.now();
    const response = await get('/hostile-loop');
    expect(await response.text()).toContain('did not finish loading within 5 s');
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('should evaluate no file of the machine that a request names', async () => {
    for (const at of [
      '/@data-file/../../../../etc/passwd',
      '/@data-file/package.json',
      '/@data-file/scripts/build.ts',
    ]) {
      // Sent as written: fetch would resolve the dots before sending.
      const body = await new Promise<string>((resolve, reject) => {
        const { hostname, port } = new URL(server.origin);
        const request = httpRequest({ hostname, port, path: at, headers: { Accept: '*/*' } }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        });
        request.on('error', reject).end();
      });
      expect(body, at).not.toMatch(/root:|"devDependencies"|holdBuildLock/);
    }
  });

  it('should leave nothing written, reach nothing and keep running', async () => {
    expect(readdirSync(trap.dir)).toEqual([]);
    expect(trap.connections()).toBe(0);
    expect(server.process.exitCode).toBeNull();
    expect((await get('/')).status).toBe(200);
  });
});
