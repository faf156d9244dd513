import type { Config } from '@react-router/dev/config';
import { listRoutes } from './src/content/files';

/**
 * Every page is prerendered, and every path of a route module of its own (`src/routes.ts`); `/404`
 * renders the not-found route for static hosts.
 */
export default {
  appDirectory: 'src',
  buildDirectory: '.build',
  ssr: false,
  async prerender({ getStaticPaths }) {
    const routes = await listRoutes();
    return [...new Set([...routes.map((r) => r.path), ...getStaticPaths(), '/404'])];
  },
} satisfies Config;
