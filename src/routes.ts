import { type RouteConfig, route } from '@react-router/dev/routes';
import { listRoutes } from './content/files';

// The data files are the route table: one route per file, all drawn by one route module.
const pages = await listRoutes();

export default [
  ...pages.map((page) => route(page.path, 'routes/page.tsx', { id: `page:${page.path}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
