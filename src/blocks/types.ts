import type { ComponentType, LazyExoticComponent } from 'react';
import type { BlockProps, BlockType } from '../../schema/blocks';

/**
 * Whether a block of type `T` needs the browser (`<block>.browser.ts`): React state, effects or event
 * handlers, or a library that starts in an effect. `true`, `false`, or a function of the block's data
 * (a header needs it only when it types words). A block that does not is plain HTML once prerendered;
 * one that does becomes an island, hydrated alone. A child block (a sample's preview, a header's
 * navbar) answers for itself; a part a block draws itself (the counters under logos) makes the block
 * need it.
 */
export type NeedsBrowser<T extends BlockType> = boolean | ((block: BlockProps<T>) => boolean);

/** Block type → its lazily loaded component. */
export type BlockComponents = { [T in BlockType]: LazyExoticComponent<ComponentType<BlockProps<T>>> };

/** Block type → a function loading its component's module. */
export type BlockModules = { [T in BlockType]: () => Promise<{ default: ComponentType<BlockProps<T>> }> };

/** Block type → whether it needs the browser. */
export type BrowserNeeds = { [T in BlockType]: NeedsBrowser<T> };
