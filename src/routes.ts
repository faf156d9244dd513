import { index, type RouteConfig, route } from '@react-router/dev/routes';

// One route module draws every page: the loader finds the page by its path among the data files
// (react-router.config.ts prerenders each of them, and /404). The home page has the index route, as a
// splat route alone would not match "/". The route table stays the same size however many pages
// there are, so no page's work grows with their number.
// `npm run edit` adds the visual editor at /_edit/<page path>; it is never part of a build.
const editor = process.env.SITE_EDITOR === '1' ? [route('_edit/*', 'editor/route.tsx', { id: 'editor' })] : [];

export default [
  index('routes/page.tsx', { id: 'home' }),
  ...editor,
  route('*', 'routes/page.tsx', { id: 'page' }),
] satisfies RouteConfig;
