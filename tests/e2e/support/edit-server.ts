import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { projectCopy, startDevServer } from './dev-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `npm run edit` server the editor files share, the project copy it runs in, and its log file. */
    editServer: { origin: string; dir: string; log: string };
  }
}

/** The shared editor server, as a test file sees it. */
export interface SharedEditServer {
  origin: string;
  /** Everything the server printed so far. */
  output(): string;
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
  const dir = await projectCopy();
  const server = await startDevServer('edit', (at) => `${at}/_edit/`, dir);
  appendFileSync(log, server.output());
  const write = (chunk: Buffer) => appendFileSync(log, chunk.toString());
  server.process.stdout!.on('data', write);
  server.process.stderr!.on('data', write);
  project.provide('editServer', { origin: server.origin, dir, log });
  return async () => {
    server.stop();
    await rm(dir, { recursive: true, force: true });
    await rm(log, { force: true });
  };
}

/** A path in the project copy the shared server runs in: `inEdited('pages-data', 'x.ts')`. */
export function inEdited(...parts: string[]): string {
  return path.join(inject('editServer').dir, ...parts);
}

/** The server the setup above started. */
export function sharedEditServer(): SharedEditServer {
  const { origin, log } = inject('editServer');
  return { origin, output: () => readFileSync(log, 'utf8') };
}

/** What React Router prints once it has read its routes again, after a page file was added or removed. */
const ROUTES_READ = '[react-router] Config changed.';

/**
 * Writes page files into the server's project (`write`) and waits until the running server has taken them in: it
 * has read its routes again and printed nothing more for a second. A page opened any sooner could be
 * reloaded under the test by the server catching up.
 */
export async function addPageFiles(server: SharedEditServer, write: () => Promise<void>): Promise<void> {
  const times = (text: string) => text.split(ROUTES_READ).length;
  const before = times(server.output());
  await write();
  let seen = server.output();
  let since = Date.now();
  for (const started = Date.now(); ;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = server.output();
    if (now !== seen) [seen, since] = [now, Date.now()];
    if (times(now) > before && Date.now() - since >= 1000) return;
    if (Date.now() - started > 90_000) {
      throw new Error(`The editor's server did not take in the new page files:\n${now.slice(-3000)}`);
    }
  }
}
