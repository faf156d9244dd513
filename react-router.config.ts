import type { Config } from '@react-router/dev/config';
import { listRoutes } from './src/content/files';
import { readFile } from 'node:fs/promises';
import { CONTENT_SNAPSHOT } from './src/content/snapshot';

/** The 404 page of each language but the default one (`/de/404`), from the content the build validated first. */
async function languageNotFoundPaths(): Promise<string[]> {
  const content = await readFile(CONTENT_SNAPSHOT, 'utf8')
    .then((text) => JSON.parse(text) as { languages?: { prefix: string }[] })
    .catch(() => ({ languages: [] }));
  return (content.languages ?? []).filter((language) => language.prefix).map((language) => `${language.prefix}/404`);
}

/**
 * Every page is prerendered, and every path of a route module of its own (`src/routes.ts`); `/404`
 * renders the not-found route for static hosts, and `/de/404` the German one.
 */
export default {
  appDirectory: 'src',
  buildDirectory: '.build',
  ssr: false,
  async prerender({ getStaticPaths }) {
    const routes = await listRoutes();
    const notFound = ['/404', ...(await languageNotFoundPaths())];
    return [...new Set([...routes.map((r) => r.path), ...getStaticPaths(), ...notFound])];
  },
} satisfies Config;
