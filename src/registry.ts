import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Block, BlockProps, BlockType } from '../schema/blocks';

type Registry = { [T in BlockType]: LazyExoticComponent<ComponentType<BlockProps<T>>> };

/**
 * Block type → component, one line per block. Components load lazily, so a page ships only the blocks
 * (and libraries) it uses. `satisfies` makes a schema without a component, or the reverse, a type error.
 */
export const registry = {
  accordion: lazy(() => import('./blocks/accordion/accordion')),
  alert: lazy(() => import('./blocks/alert/alert')),
  'app-promo': lazy(() => import('./blocks/app-promo/app-promo')),
  article: lazy(() => import('./blocks/article/article')),
  auth: lazy(() => import('./blocks/auth/auth')),
  avatars: lazy(() => import('./blocks/avatars/avatars')),
  badges: lazy(() => import('./blocks/badges/badges')),
  'blog-cards': lazy(() => import('./blocks/blog-cards/blog-cards')),
  breadcrumbs: lazy(() => import('./blocks/breadcrumbs/breadcrumbs')),
  'button-group': lazy(() => import('./blocks/button-group/button-group')),
  buttons: lazy(() => import('./blocks/buttons/buttons')),
  card: lazy(() => import('./blocks/card/card')),
  'card-grid': lazy(() => import('./blocks/card-grid/card-grid')),
  carousel: lazy(() => import('./blocks/carousel/carousel')),
  code: lazy(() => import('./blocks/code/code')),
  contact: lazy(() => import('./blocks/contact/contact')),
  content: lazy(() => import('./blocks/content/content')),
  counters: lazy(() => import('./blocks/counters/counters')),
  cta: lazy(() => import('./blocks/cta/cta')),
  'demo-navbar': lazy(() => import('./blocks/demo-navbar/demo-navbar')),
  dropdown: lazy(() => import('./blocks/dropdown/dropdown')),
  form: lazy(() => import('./blocks/form/form')),
  'footer-section': lazy(() => import('./blocks/footer-section/footer-section')),
  hero: lazy(() => import('./blocks/hero/hero')),
  input: lazy(() => import('./blocks/input/input')),
  logos: lazy(() => import('./blocks/logos/logos')),
  modal: lazy(() => import('./blocks/modal/modal')),
  newsletter: lazy(() => import('./blocks/newsletter/newsletter')),
  pagination: lazy(() => import('./blocks/pagination/pagination')),
  'place-cards': lazy(() => import('./blocks/place-cards/place-cards')),
  pricing: lazy(() => import('./blocks/pricing/pricing')),
  profile: lazy(() => import('./blocks/profile/profile')),
  progress: lazy(() => import('./blocks/progress/progress')),
  reviews: lazy(() => import('./blocks/reviews/reviews')),
  'rotating-card': lazy(() => import('./blocks/rotating-card/rotating-card')),
  sample: lazy(() => import('./blocks/sample/sample')),
  search: lazy(() => import('./blocks/search/search')),
  select: lazy(() => import('./blocks/select/select')),
  slider: lazy(() => import('./blocks/slider/slider')),
  'typed-text': lazy(() => import('./blocks/typed-text/typed-text')),
  'social-buttons': lazy(() => import('./blocks/social-buttons/social-buttons')),
  table: lazy(() => import('./blocks/table/table')),
  tabs: lazy(() => import('./blocks/tabs/tabs')),
  team: lazy(() => import('./blocks/team/team')),
  toast: lazy(() => import('./blocks/toast/toast')),
  toggle: lazy(() => import('./blocks/toggle/toggle')),
  tooltips: lazy(() => import('./blocks/tooltips/tooltips')),
  typography: lazy(() => import('./blocks/typography/typography')),
  widgets: lazy(() => import('./blocks/widgets/widgets')),
} satisfies Registry;

type BrowserNeeds = { [T in BlockType]: boolean | ((block: BlockProps<T>) => boolean) };

/**
 * Whether each block type needs the browser: React state, effects or event handlers (or a library
 * that starts in an effect). A block that does not is pure HTML once prerendered. A block drawn inside
 * another through `<Blocks>` (a sample's preview, a header's navbar) answers for itself; a part a block
 * draws itself (a header's typed words, the counters under logos) makes the block need the browser. `satisfies` makes a new block
 * type without an answer a type error; `tests/unit/block-handlers.test.tsx` checks that a block
 * declared static sets no event handler and runs no effect.
 */
export const needsBrowser = {
  accordion: true,
  alert: (block) => block.dismissible,
  'app-promo': false,
  article: false,
  auth: false,
  avatars: true,
  badges: false,
  'blog-cards': false,
  breadcrumbs: false,
  'button-group': false,
  buttons: false,
  card: false,
  'card-grid': false,
  carousel: true,
  code: false,
  contact: false,
  content: false,
  counters: true,
  cta: true,
  'demo-navbar': true,
  dropdown: true,
  form: false,
  'footer-section': false,
  hero: (block) => block.typed !== undefined,
  input: false,
  logos: (block) => block.counters.length > 0,
  modal: true,
  newsletter: false,
  pagination: true,
  'place-cards': false,
  pricing: true,
  profile: true,
  progress: false,
  reviews: false,
  'rotating-card': false,
  sample: false,
  search: false,
  select: false,
  slider: true,
  'typed-text': true,
  'social-buttons': false,
  table: false,
  tabs: true,
  team: false,
  toast: true,
  toggle: false,
  tooltips: true,
  typography: false,
  widgets: true,
} satisfies BrowserNeeds;

/** Whether `block` itself needs the browser (blocks nested in it answer for themselves). */
export function blockNeedsBrowser(block: Block): boolean {
  const need = needsBrowser[block.type] as boolean | ((block: Block) => boolean);
  return typeof need === 'function' ? need(block) : need;
}
