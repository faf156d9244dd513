import { createContext, type ReactNode, use, useContext, useId } from 'react';
import { preload } from 'react-dom';
import type { Block } from '../../schema/blocks';
import { type SampleCode, useSampleCodes } from '../showcase/context';
import { type IconGlyph, useIcons } from '../ui/icon';
import { HeadingRepeat, HeadingScope } from '../ui/heading-id';
import { LeadBlock } from '../ui/image';
import { DEFAULT_LOCALE, type PageLocale, usePageLocale } from '../ui/locale';
import { type BlocksRenderer, InIsland, type IslandData, IslandTree } from './island-tree';
import { ISLAND_CLASS, PAGE_ICONS_ID } from './island-names';
import { useCatalogue } from '../ui/messages';
import { EN_MESSAGES, type Messages } from '../ui/messages-en';

// The prerender's half of an island: a block that needs the browser drawn as a React root of its own
// into the page's HTML, with the data the browser hydrates it from (island-tree.tsx, its other half).

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-island': {
        class: string;
        'data-island'?: string;
        dangerouslySetInnerHTML?: { __html: string };
      };
    }
  }
}

/**
 * True where the page does not carry its icons for its islands (`PageIcons`): under a `<Block>` drawn
 * from JSX, each island carries the glyphs of its block.
 */
export const IslandsCarryIcons = createContext(false);

/** The page's icons for its islands (production prerender only; the build drops it from a page with none). */
export function PageIcons({ icons }: { icons: Readonly<Record<string, IconGlyph>> }) {
  if (!(import.meta.env.SSR && import.meta.env.PROD)) return null;
  const json = JSON.stringify(icons).replace(/</g, '\\u003c');
  return <script type="application/json" id={PAGE_ICONS_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The prerendered HTML of an island, its data, and the resources React hoisted out of it. */
interface Prerendered {
  html: string;
  json: string;
  stylesheets: { href: string; precedence: string }[];
  preloads: { href: string; options: Record<string, string> }[];
}

const prerendered = new WeakMap<Block, Promise<Prerendered>>();

/** Records the keys read from `source`, so an island carries only the sample code it used. */
function recording<T>(source: Readonly<Record<string, T>>): { view: Record<string, T>; used: Record<string, T> } {
  const used: Record<string, T> = {};
  const view = new Proxy(source as Record<string, T>, {
    get(target, key) {
      const value = target[key as string];
      if (typeof key === 'string' && value !== undefined) used[key] = value;
      return value;
    },
  });
  return { view, used };
}

const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;
const RESOURCE = /^<link\b[^>]*\/>/;

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) {
    out[name!] = value!
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return out;
}

/**
 * Prerenders one island as a React root of its own (the way the browser will hydrate it), with an
 * `identifierPrefix` of its own. React puts the resources the island hoists (block stylesheets, the
 * lead picture's preload) first in the output; they are read back so the page hoists them into its head.
 */
async function prerenderIsland(
  block: Block,
  prefix: string,
  lead: boolean,
  icons: Readonly<Record<string, IconGlyph>>,
  samples: Readonly<Record<string, SampleCode>>,
  carryIcons: boolean,
  locale: PageLocale,
  messages: Partial<Messages>,
  heading: { scope: string | undefined; repeat: number },
  renderer: BlocksRenderer,
): Promise<Prerendered> {
  const { prerender } = await import('react-dom/static');
  const sampleUse = recording(samples);
  const messageUse = recording(messages);
  const carried = {
    ...(locale === DEFAULT_LOCALE ? {} : { locale }),
    ...(heading.scope === undefined ? {} : { scope: heading.scope }),
    ...(heading.repeat === 1 ? {} : { repeat: heading.repeat }),
    ...(messages === EN_MESSAGES ? {} : { messages: messageUse.view }),
  };
  const { prelude } = await prerender(
    <IslandTree data={{ block, lead, samples: sampleUse.view, ...carried }} icons={icons} renderer={renderer} />,
    {
      identifierPrefix: prefix,
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  let html = await new Response(prelude).text();
  const stylesheets: Prerendered['stylesheets'] = [];
  const preloads: Prerendered['preloads'] = [];
  for (let tag = RESOURCE.exec(html); tag; tag = RESOURCE.exec(html)) {
    const { rel, href, 'data-precedence': precedence, ...rest } = attributes(tag[0]);
    if (rel === 'stylesheet' && href && precedence) stylesheets.push({ href, precedence });
    // React writes an image preload with a srcset without its href; any of its files stands for it.
    else if (rel === 'preload' && (href ?? rest.imageSrcSet))
      preloads.push({ href: href ?? rest.imageSrcSet!.split(' ')[0]!, options: rest });
    else throw new Error(`An island hoisted a resource the page cannot place: ${tag[0]}`);
    html = html.slice(tag[0].length);
  }
  const data: IslandData = {
    block,
    lead,
    samples: sampleUse.used,
    prefix,
    ...(carryIcons ? { icons } : {}),
    ...carried,
    ...(carried.messages ? { messages: messageUse.used } : {}),
  };
  return { html, json: JSON.stringify(data), stylesheets, preloads };
}

const PRELOAD_OPTIONS: Record<string, string> = {
  as: 'as',
  fetchpriority: 'fetchPriority',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  type: 'type',
  crossorigin: 'crossOrigin',
};

/** The prerendered island in the page: its element, and its hoisted resources placed in the head. */
function PrerenderedIsland({ block, renderer }: { block: Block; renderer: BlocksRenderer }) {
  const lead = useContext(LeadBlock);
  const icons = useIcons();
  const samples = useSampleCodes();
  const carryIcons = useContext(IslandsCarryIcons);
  const locale = usePageLocale();
  const messages = useCatalogue();
  const heading = { scope: useContext(HeadingScope), repeat: useContext(HeadingRepeat) };
  // The island's place in the page names its ids, so a page comes out the same whatever else is built.
  const prefix = `i${useId().replace(/[^\w]|_/g, '')}-`;
  let pending = prerendered.get(block);
  if (!pending) {
    pending = prerenderIsland(block, prefix, lead, icons, samples, carryIcons, locale, messages, heading, renderer);
    prerendered.set(block, pending);
  }
  const island = use(pending);
  for (const { href, options } of island.preloads) {
    const named = Object.fromEntries(
      Object.entries(options).map(([k, v]) => [PRELOAD_OPTIONS[k.toLowerCase()] ?? k, v]),
    );
    preload(href, named as unknown as Parameters<typeof preload>[1]);
  }
  return (
    <>
      {island.stylesheets.map(({ href, precedence }) => (
        <link key={href} rel="stylesheet" href={href} precedence={precedence} />
      ))}
      <site-island class={ISLAND_CLASS} data-island={island.json} dangerouslySetInnerHTML={{ __html: island.html }} />
    </>
  );
}

/**
 * A block that needs the browser. In the production prerender it becomes an island: a React root of
 * its own, hydrated alone by `src/client/islands.tsx`, while the rest of the page stays plain HTML. In
 * development, in tests and inside another island it is drawn in place like any block. `renderer` draws
 * the blocks it holds (`Blocks`, which draws this).
 */
export function Island({ block, renderer, children }: { block: Block; renderer: BlocksRenderer; children: ReactNode }) {
  const inIsland = useContext(InIsland);
  if (import.meta.env.SSR && import.meta.env.PROD && !inIsland)
    return <PrerenderedIsland block={block} renderer={renderer} />;
  return children;
}
