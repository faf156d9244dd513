import { createContext, useContext } from 'react';
import { headingIdOf } from '../../schema/plain/heading-id';

/** The anchor id of the sample a block is shown in: its headings' ids start with it, one sample's apart from another's. */
export const HeadingScope = createContext<string | undefined>(undefined);

/** Which block of its list's blocks of one heading text a block is (`headingRepeats`), set by the renderer. */
export const HeadingRepeat = createContext(1);

/** The id of a block's heading (`schema/plain/heading-id.ts`): from the block's `id`, else from `text`. */
export function useHeadingId(blockId: string | undefined, text: string | undefined): string {
  const scope = useContext(HeadingScope);
  const repeat = useContext(HeadingRepeat);
  return headingIdOf(blockId, text ?? '', scope, repeat);
}
