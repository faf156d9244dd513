import type { Plugin, ViteDevServer } from 'vite';
import { DATA_MODULE, type DataModule, dataModuleSource } from '../../../src/content/data-module';
import type { LoadError } from '../../../src/content/load-error';
import { createSandbox, type Sandbox } from './loader';

const sandboxes = new WeakMap<ViteDevServer, Sandbox>();

/** How long one data file may take to load in a development server, in milliseconds. */
export const SERVER_TIMEOUT_MS = 5_000;

/**
 * The sandbox of a development server (`npm run dev`, `npm run edit`): the site's pages and the editor
 * take every data file's value from it, so no data file runs in the server's process. A file that
 * changes is evaluated again on its next import; the route table is the server's current copy.
 */
export function serverSandbox(server: ViteDevServer): Sandbox {
  let sandbox = sandboxes.get(server);
  if (!sandbox) {
    const created = createSandbox({
      watch: true,
      // The server answers no page while a file runs: one that never ends is reported sooner than by a build.
      timeoutMs: SERVER_TIMEOUT_MS,
      routeTable: (file) => server.ssrLoadModule(file),
    });
    server.httpServer?.once('close', () => created.close());
    sandboxes.set(server, created);
    sandbox = created;
  }
  return sandbox;
}

/**
 * Has the server's pages take afresh the value of each of `files` and of every data file that imports
 * one. The sandbox itself sees which files changed; this drops the server's modules of their values.
 */
export function forgetData(server: ViteDevServer, files: readonly string[]): void {
  const ids = new Set(
    serverSandbox(server)
      .dependents(files)
      .map((name) => `\0${DATA_MODULE}${name}`),
  );
  for (const environment of Object.values(server.environments)) {
    for (const [id, mod] of environment.moduleGraph.idToModuleMap) {
      if (ids.has(id)) environment.moduleGraph.invalidateModule(mod);
    }
  }
}

/**
 * Each data file's value as a module of the development server (and of the tests' Vite), evaluated in
 * the server's sandbox: the pages' loaders import it (src/content/get-content.ts) and never the file.
 */
export function dataModulesPlugin(): Plugin {
  let devServer: ViteDevServer | undefined;
  return {
    name: 'site-data-modules',
    apply: 'serve',
    configureServer(server) {
      devServer = server;
    },
    resolveId: (id) => (id.startsWith(DATA_MODULE) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${DATA_MODULE}`) || !devServer) return undefined;
      const file = id.slice(DATA_MODULE.length + 1);
      let result: DataModule;
      try {
        result = { namespace: (await serverSandbox(devServer).importModule(file)) as DataModule['namespace'] };
      } catch (error) {
        result = { failed: { message: (error as Error).message, at: (error as Partial<LoadError>).at ?? {} } };
      }
      return dataModuleSource(result);
    },
  };
}
