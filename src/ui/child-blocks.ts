import { type ComponentType, createContext, createElement, use } from 'react';
import type { Block } from '../../schema/blocks';

/**
 * The renderer that draws a list of blocks (`Blocks` in `src/render/blocks.tsx`), handed down by the
 * renderer itself, so a block holding other blocks never imports it (the registry would import itself).
 */
export const BlockRenderer = createContext<ComponentType<{ blocks: readonly Block[] }> | null>(null);

/** Blocks held by a block (a sample's preview, a header's navbar), drawn like any page's blocks. */
export function ChildBlocks({ blocks }: { blocks: readonly Block[] }) {
  const renderer = use(BlockRenderer);
  if (!renderer) throw new Error('<ChildBlocks> is drawn outside the block renderer, which hands it down.');
  // The renderer is one module-level component, the same on every render.
  return createElement(renderer, { blocks });
}
