import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { BlockProps, BlockType } from '../schema/blocks';

type Registry = { [T in BlockType]: LazyExoticComponent<ComponentType<BlockProps<T>>> };

/**
 * Block type → component, one line per block. Components load lazily, so a page ships only the blocks
 * (and libraries) it uses. `satisfies` makes a schema without a component, or the reverse, a type error.
 */
export const registry = {
  article: lazy(() => import('./blocks/article/article')),
  badges: lazy(() => import('./blocks/badges/badges')),
  breadcrumbs: lazy(() => import('./blocks/breadcrumbs/breadcrumbs')),
  'button-group': lazy(() => import('./blocks/button-group/button-group')),
  buttons: lazy(() => import('./blocks/buttons/buttons')),
  'card-grid': lazy(() => import('./blocks/card-grid/card-grid')),
  contact: lazy(() => import('./blocks/contact/contact')),
  hero: lazy(() => import('./blocks/hero/hero')),
  sample: lazy(() => import('./blocks/sample/sample')),
  'social-buttons': lazy(() => import('./blocks/social-buttons/social-buttons')),
  table: lazy(() => import('./blocks/table/table')),
  typography: lazy(() => import('./blocks/typography/typography')),
} satisfies Registry;
