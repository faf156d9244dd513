import type { Config } from '@react-router/dev/config';
import { listRoutes } from './src/content/files';

/** Every page is prerendered; `/404` renders the not-found route for static hosts. */
export default {
  appDirectory: 'src',
  buildDirectory: '.build',
  ssr: false,
  async prerender() {
    const routes = await listRoutes();
    return [...routes.map((r) => r.path), '/404'];
  },
} satisfies Config;
