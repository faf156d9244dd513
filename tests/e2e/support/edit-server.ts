import { appendFileSync, chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { projectCopy, startDevServer } from './dev-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The `npm run edit` server the editor files share, the project copy it runs in, its log file, and
     * the file its code editor (`LAUNCH_EDITOR`, a script) writes each file it is asked to open into.
     */
    editServer: { origin: string; dir: string; log: string; opened: string };
  }
}

/** The shared editor server, as a test file sees it. */
export interface SharedEditServer {
  origin: string;
  /** Everything the server printed so far. */
  output(): string;
  /** The files the server asked its code editor to open so far, one a line. */
  opened(): string;
}

/**
 * One `npm run edit`, started once for the editor files (one at a time, each with pages of its own,
 * removed when it ends), as a marketer keeps one editor open all day. It runs in a copy of the project,
 * so that what it does on a page added or removed (React Router reads its routes again) never reaches
 * the development server another file runs in the project meanwhile. Each file opens its own browser,
 * so no draft or tab is shared; the server's compiled modules are.
 */
export default async function setup(project: TestProject) {
  const log = path.join(os.tmpdir(), `edit-server-${process.pid}.log`);
  writeFileSync(log, '');
  // A code editor that only notes what it is asked to open: no other site may make the server start it.
  const opened = path.join(os.tmpdir(), `edit-server-${process.pid}.opened`);
  const codeEditor = path.join(os.tmpdir(), `edit-server-${process.pid}-code-editor.sh`);
  writeFileSync(codeEditor, `#!/bin/sh\necho "$@" >> '${opened}'\n`);
  chmodSync(codeEditor, 0o755);
  const dir = await projectCopy();
  const server = await startDevServer('edit', (at) => `${at}/_edit/`, dir, undefined, { LAUNCH_EDITOR: codeEditor });
  appendFileSync(log, server.output());
  const write = (chunk: Buffer) => appendFileSync(log, chunk.toString());
  server.process.stdout!.on('data', write);
  server.process.stderr!.on('data', write);
  project.provide('editServer', { origin: server.origin, dir, log, opened });
  return async () => {
    server.stop();
    await rm(dir, { recursive: true, force: true });
    await rm(log, { force: true });
    await rm(opened, { force: true });
    await rm(codeEditor, { force: true });
  };
}

/** A path in the project copy the shared server runs in: `inEdited('pages-data', 'x.ts')`. */
export function inEdited(...parts: string[]): string {
  return path.join(inject('editServer').dir, ...parts);
}

/** The server the setup above started. */
export function sharedEditServer(): SharedEditServer {
  const { origin, log, opened } = inject('editServer');
  return {
    origin,
    output: () => readFileSync(log, 'utf8'),
    opened: () => (existsSync(opened) ? readFileSync(opened, 'utf8') : ''),
  };
}

/**
 * The editor's key for this run of the server, fetched as its own page fetches it: a request a test
 * sends to a changing endpoint carries it, as the editor's own requests do.
 */
export async function editorKey(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/__editor/session`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  const { token } = (await response.json()) as { token: string };
  return { 'X-Editor-Token': token };
}

/** Where the development server draws a page file of the project copy: `pages-data/a/b.ts` → `/a/b`. */
function pathOf(file: string): string {
  const name = path.relative(inEdited('pages-data'), file).replace(/\.ts$/, '').split(path.sep).join('/');
  return `/${name.replace(/(^|\/)index$/, '')}`;
}

/**
 * Writes page files (path → text) into the server's project and waits until the running server has
 * taken them in: each answers at its address (a page with a mistake answers with its problem, never 404)
 * and the server has printed nothing more for a second, since a page opened any sooner could be
 * reloaded under the test by the server catching up. A file the server has not noticed within 30 s is
 * written again, as a marketer saving once more would.
 */
export async function addPageFiles(server: SharedEditServer, pages: Record<string, string>): Promise<void> {
  const files = Object.entries(pages);
  const writeAll = () => Promise.all(files.map(([file, text]) => writeFile(file, text)));
  const routed = async () => {
    const answers = await Promise.all(
      files.map(([file]) =>
        fetch(server.origin + pathOf(file))
          .then(async (response) => (await response.arrayBuffer(), response.status))
          .catch(() => 404),
      ),
    );
    return answers.every((status) => status !== 404);
  };
  await writeAll();
  const started = Date.now();
  let rewritten = false;
  while (!(await routed())) {
    if (!rewritten && Date.now() - started > 30_000) {
      rewritten = true;
      await writeAll();
    }
    if (Date.now() - started > 90_000) {
      throw new Error(`The editor's server did not take in the new page files:\n${server.output().slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  let seen = server.output();
  for (let since = Date.now(), quiet = Date.now(); Date.now() - quiet < 1000 && Date.now() - since < 20_000;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = server.output();
    if (now !== seen) [seen, quiet] = [now, Date.now()];
  }
}
