import { type ComponentType, createContext, Suspense } from 'react';
import type { Block } from '../../schema/blocks';
import { registry } from '../registry';
import { type SampleCode, SampleCodeProvider } from '../showcase/context';
import { BlockRenderer } from '../ui/child-blocks';
import { type IconGlyph, IconProvider } from '../ui/icon';
import { HeadingRepeat, HeadingScope } from '../ui/heading-id';
import { LeadBlock } from '../ui/image';
import { DEFAULT_LOCALE, LocaleProvider, type PageLocale } from '../ui/locale';
import { MessagesProvider } from '../ui/messages';
import { EN_MESSAGES, type Messages } from '../ui/messages-en';

// The browser's half of an island: the tree one island draws and the data it is hydrated from. The
// prerender's half (drawing the tree into the page's HTML) is island.tsx.

/** The renderer that draws a list of blocks (`Blocks`, src/render/blocks.tsx). */
export type BlocksRenderer = ComponentType<{ blocks: readonly Block[] }>;

/**
 * What the browser needs to hydrate one island: its block, and the page context it was drawn in (the
 * sample code it used). The prerendered page carries it as JSON on the island's element; the page's
 * icons, which a block may also show only later (a toast's, a player's Play), come once per page
 * (`PageIcons`).
 */
export interface IslandData {
  block: Block;
  lead: boolean;
  samples: Record<string, SampleCode>;
  /** React's `identifierPrefix` for the island's root, so its `useId` values match the prerender. */
  prefix: string;
  /** The island's own icons, on a page that carries none for its islands (a `<Block>` in a route module). */
  icons?: Record<string, IconGlyph>;
  /** The page's language, on a site in more than one (numbers are formatted for it). */
  locale?: PageLocale;
  /** The site's own texts the island read, on a page in a language other than English. */
  messages?: Partial<Messages>;
  /** The anchor id of the sample the island is shown in, which its headings' ids start with. */
  scope?: string;
  /** Which block of its list's blocks of one heading text the island's block is, past the first. */
  repeat?: number;
}

/** True inside an island: a block there that needs the browser is hydrated with its island. */
export const InIsland = createContext(false);

/**
 * One block as its own React tree: exactly what the prerender draws and the browser hydrates. `renderer`
 * is the page's renderer (`Blocks`), handed in so this module does not import it (it draws islands).
 */
export function IslandTree({
  data,
  icons,
  renderer,
}: {
  data: Omit<IslandData, 'prefix'>;
  icons: Readonly<Record<string, IconGlyph>>;
  renderer: BlocksRenderer;
}) {
  const Component = registry[data.block.type] as ComponentType<Block>;
  return (
    <LocaleProvider value={data.locale ?? DEFAULT_LOCALE}>
      <MessagesProvider value={data.messages ?? EN_MESSAGES}>
        <InIsland value>
          <IconProvider value={icons}>
            <SampleCodeProvider value={data.samples}>
              <LeadBlock value={data.lead}>
                <HeadingScope value={data.scope}>
                  <HeadingRepeat value={data.repeat ?? 1}>
                    <Suspense>
                      <BlockRenderer value={renderer}>
                        <Component {...data.block} />
                      </BlockRenderer>
                    </Suspense>
                  </HeadingRepeat>
                </HeadingScope>
              </LeadBlock>
            </SampleCodeProvider>
          </IconProvider>
        </InIsland>
      </MessagesProvider>
    </LocaleProvider>
  );
}
