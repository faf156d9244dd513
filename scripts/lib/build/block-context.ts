// What `<Block>` needs beyond its own props, given to it by a module of the build rather than by a
// provider: the route names its links may use, and the glyphs of the icons it shows. So a block drawn
// from JSX in any route module renders, prerenders and hydrates as it does on a data page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { ROUTE_NAMES_SNAPSHOT } from '../../../src/content/snapshot';

export const BLOCK_CONTEXT_ID = 'virtual:block-context';
const RESOLVED = `\0${BLOCK_CONTEXT_ID}`;
/** The development server's answer to "the glyphs of these icons", for blocks drawn in the browser. */
export const DEV_ICONS_PATH = '/__block-icons';

const SERVER_ICONS = path.resolve('src/content/icons.ts');
const GET_CONTENT = path.resolve('src/content/get-content.ts');
const BROWSER_ICONS = path.resolve('src/render/dev-icons.ts');

/** The route table the build's validation wrote (`npm run build` validates before it bundles). */
function builtRouteNames(): string {
  if (!existsSync(ROUTE_NAMES_SNAPSHOT)) {
    throw new Error(`${ROUTE_NAMES_SNAPSHOT} is missing: build the site with \`npm run build\`, which writes it.`);
  }
  return readFileSync(ROUTE_NAMES_SNAPSHOT, 'utf8');
}

/**
 * `virtual:block-context`: `routeNames` (from the data: the build's validation writes the table, the
 * development server and the tests read the data files) and `iconGlyphs(names)`, which reads the icon
 * files where the page is rendered on the server (the prerender, the development server) and asks
 * the development server for them in the browser. A built page never draws `<Block>` in the browser:
 * its islands carry their parsed data and glyphs.
 */
export function blockContextPlugin(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'block-context',
    configureServer(dev) {
      server = dev;
      dev.middlewares.use(DEV_ICONS_PATH, (req, res) => {
        void import('../../../src/content/icons').then(({ iconPaths }) => {
          const names = new URL(req.url ?? '/', 'http://dev').searchParams.get('names')?.split(',') ?? [];
          try {
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify(iconPaths(names.filter(Boolean))));
          } catch (error) {
            res.statusCode = 404;
            res.end(JSON.stringify({ error: (error as Error).message }));
          }
        });
      });
    },
    resolveId: (id) => (id === BLOCK_CONTEXT_ID ? RESOLVED : undefined),
    async load(id, options) {
      if (id !== RESOLVED) return undefined;
      if (!server) {
        const icons = options?.ssr
          ? `export { iconPaths as iconGlyphs } from ${JSON.stringify(SERVER_ICONS)};`
          : `export function iconGlyphs() { throw new Error('A built page draws <Block> when it is built; in the browser only its islands hydrate.'); }`;
        return `export const routeNames = new Map(${builtRouteNames()});\n${icons}\n`;
      }
      // Developing (and testing): the server side reads the data files as the page route does, and
      // the browser gets the table the server side made.
      if (options?.ssr) {
        return [
          // Every page that names itself, its data valid or not: one broken page file breaks no other.
          `import { developmentRouteNames } from ${JSON.stringify(GET_CONTENT)};`,
          `export const routeNames = new Map(await developmentRouteNames());`,
          `export { iconPaths as iconGlyphs } from ${JSON.stringify(SERVER_ICONS)};`,
        ].join('\n');
      }
      const { routeNames } = (await server.ssrLoadModule(BLOCK_CONTEXT_ID)) as { routeNames: Map<string, string> };
      return [
        `export const routeNames = new Map(${JSON.stringify([...routeNames])});`,
        `export { iconGlyphs } from ${JSON.stringify(BROWSER_ICONS)};`,
      ].join('\n');
    },
  };
}

/** Has the next request read the route names afresh, after a data file changed. */
export function invalidateBlockContext(server: ViteDevServer): void {
  const seen = new Set<unknown>();
  for (const environment of Object.values(server.environments)) {
    const start = environment.moduleGraph.getModuleById(RESOLVED);
    const queue = start ? [start] : [];
    // Its importers hold what they imported, so they are read again too.
    for (let mod = queue.pop(); mod; mod = queue.pop()) {
      if (seen.has(mod)) continue;
      seen.add(mod);
      environment.moduleGraph.invalidateModule(mod);
      queue.push(...mod.importers);
    }
  }
}
