import { z } from 'zod';
import type { Thing } from 'schema-dts';

/**
 * One JSON-LD item as the page's graph holds it. Each is made by `jsonLd<FAQPage>({…})`, which checks it
 * against its own schema.org type from schema-dts: checking every item against `Thing`, the union of all
 * schema.org types, took the typecheck from seconds to many minutes.
 */
export type StructuredItem = Readonly<Record<string, unknown>> & { readonly '@type': string };

/** A JSON-LD item of the schema.org type `T`, checked as that type: `jsonLd<Product>({ '@type': 'Product', … })`. */
export const jsonLd = <T extends Thing>(item: Exclude<T, string>): StructuredItem => item as unknown as StructuredItem;
import type { ImageData, RichText } from './primitives';

/** What a block's declaration may ask of the page it is on: its address, language and the site's nodes. */
export interface StructuredContext {
  /** The page's public address (absolute, from `siteUrl`). */
  pageUrl: string;
  /** The page's language, a BCP 47 tag (`inLanguage`). */
  language: string;
  /** An absolute URL for a link of the data (a site path such as `/pricing`, or a URL left as it is). */
  url: (href: string) => string;
  /** The absolute URL of a catalogue image as the build writes it (a JPEG or PNG the site serves). */
  imageUrl: (image: ImageData) => string;
  /** The absolute URL of the site's logo, a picture for an item that has none of its own. */
  logoUrl: string;
  /** The `@id`s of the nodes every page has, for a block's item to refer to or add to. */
  ids: { organization: string; website: string; webpage: string };
}

/**
 * Data that would leave an item its block says incomplete (an empty FAQ answer, a price with no
 * currency): where it is in the block, and what is missing with how to fix it.
 */
export interface StructuredGap {
  path: (string | number)[];
  message: string;
}

/**
 * Something a block says that search engines take from one page of the site only (an FAQ's question):
 * where it is in the block, the text that must not repeat, and how to say it on one page only.
 */
export interface StructuredOnce {
  path: (string | number)[];
  text: string;
  fix: string;
}

interface Says<B> {
  /** The JSON-LD items a block says, in the page's `@graph`; an item with an `@id` already there adds to it. */
  items: (block: B, context: StructuredContext) => StructuredItem[];
  /** What in the block would make its items incomplete, for `npm run validate`. */
  gaps?: (block: B) => StructuredGap[];
  /** What of its items must be said on one page of the site only, for `npm run validate`. */
  once?: (block: B) => StructuredOnce[];
}

/**
 * What each block says to machines, declared beside its schema (as `drawsHeadings` declares its
 * headings), so a new block joins the page's JSON-LD without a change to the renderer. Kept out of the
 * JSON Schema, which only carries the global registry.
 */
export const structuredRegistry = z.registry<Says<z.$output>>();

/** Declares the JSON-LD items blocks of `schema` say (and what would leave them incomplete); returns the schema. */
export function saysStructured<S extends z.ZodType>(schema: S, says: Says<z.output<S>>): S {
  structuredRegistry.add(schema, says);
  return schema;
}

/** The items a block of `schema` says (none when its schema declares none). */
export function structuredItemsOf(schema: z.ZodType, block: unknown, context: StructuredContext): StructuredItem[] {
  return structuredRegistry.get(schema)?.items(block, context) ?? [];
}

/** What in a block of `schema` would leave its items incomplete. */
export function structuredGapsOf(schema: z.ZodType, block: unknown): StructuredGap[] {
  return structuredRegistry.get(schema)?.gaps?.(block) ?? [];
}

/** What a block of `schema` says that must be said on one page of the site only. */
export function structuredOnceOf(schema: z.ZodType, block: unknown): StructuredOnce[] {
  return structuredRegistry.get(schema)?.once?.(block) ?? [];
}

type Piece = string | { bold: string } | { text: string; href?: string };

const pieceText = (piece: Piece): string =>
  typeof piece === 'string' ? piece : 'bold' in piece ? piece.bold : piece.text;
const paragraphText = (paragraph: string | readonly Piece[]): string =>
  typeof paragraph === 'string' ? paragraph : paragraph.map(pieceText).join('');

/**
 * Rich text as the plain text a reader sees: paragraphs on lines of their own, list items one a line.
 * A reveal button counts by its label (its message shows only on a click).
 */
export function plainText(rich: RichText): string {
  return rich
    .flatMap((part) =>
      typeof part === 'object' && 'list' in part
        ? part.list.map(paragraphText)
        : [paragraphText(part as string | Piece[])],
    )
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
