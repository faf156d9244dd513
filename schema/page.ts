import { z } from 'zod';
import { blockUnionSchema } from './blocks';
import { buttonSchema, imageSchema, lineSchema, textSchema } from './primitives';
import { expecting } from './errors';
import { derivedHeadingId } from './plain/heading-id';

/** The size a shared picture is published at: social sites' large card, 1.91:1 (src/content/social-card.ts). */
const SHARED_WIDTH = 1200;
const SHARED_HEIGHT = 630;

/**
 * A picture shown where a link to the page is shared: a photo of the catalogue. Social sites show no
 * SVG, so a drawing (a logo, an illustration) is refused.
 */
const shareImageSchema = imageSchema
  .refine((image) => image.format !== 'svg', {
    error: (issue) =>
      `"${(issue.input as { src: string }).src}" is a drawing (SVG), which social sites do not show; choose a photo, or leave \`image\` out for the page's own card`,
  })
  .refine((image) => image.format === 'svg' || (image.width >= SHARED_WIDTH && image.height >= SHARED_HEIGHT), {
    error: (issue) => {
      const { src, width, height } = issue.input as { src: string; width: number; height: number };
      return `"${src}" is ${width}×${height}; a shared picture is cut to ${SHARED_WIDTH}×${SHARED_HEIGHT}, so choose a photo at least that large, or leave \`image\` out for the page's own card`;
    },
  });

export const pageNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, expecting('a kebab-case name like "signup-cover"'))
  .describe('Name other pages use to link here: `{ route: "<name>" }`.');

export const navEntrySchema = z
  .strictObject({
    title: lineSchema.min(1).max(40).describe('Name of the page in menus and its breadcrumb, e.g. "Buttons".'),
    subtitle: lineSchema.max(80).optional().describe('Short line under the name in menus, e.g. "5 examples".'),
    image: imageSchema.optional().describe('Thumbnail for menus and overview cards.'),
    order: z.number().int().optional().describe('Place in its group; lower comes first, then by file name.'),
  })
  .describe("The page's entry in the navigation. Its folder needs a `_group.ts` naming the group.");

export const layoutSchema = z
  .strictObject({
    navbar: z
      .strictObject({
        variant: z
          .enum(['transparent', 'light', 'dark'])
          .default('light')
          .describe('`transparent` lets the header show through.'),
        sticky: z.boolean().default(false).describe('Keep the bar at the top while scrolling.'),
        darkText: z.boolean().default(false).describe('Dark text on a transparent bar (always on below 992 px).'),
        menus: z
          .boolean()
          .default(false)
          .describe('Show the menus that reach every page of the site (built from the groups and `nav` entries).'),
        action: buttonSchema
          .optional()
          .describe('A button at the end of the bar, e.g. "Buy Now" leading to the pricing page.'),
      })
      .prefault({})
      .describe('Top navigation bar.'),
    footer: z.boolean().default(true).describe('Show the site footer.'),
    breadcrumb: z
      .boolean()
      .default(false)
      .describe("Open the page with its title and a breadcrumb (its group, then the page's `nav.title`)."),
    bodyClass: z
      .array(z.string().regex(/^[a-z][\w-]*$/, expecting('a CSS class name')))
      .default([])
      .meta({ title: 'Page classes', advanced: true })
      .describe('Classes put on <body> while the page is shown.'),
  })
  .prefault({});

export const pageSchema = z
  .strictObject({
    $schema: z.string().optional().describe('JSON files only: path of the page JSON Schema, for editors.'),
    name: pageNameSchema.optional().meta({ title: 'Page name (for links)' }),
    meta: z
      .strictObject({
        title: lineSchema.min(1).max(70).describe('Browser tab and search result title.'),
        description: textSchema.min(1).max(170).describe('Search result summary.'),
        image: shareImageSchema
          .optional()
          .meta({ title: 'Picture when shared' })
          .describe(
            'A photo of the catalogue shown where a link to the page is shared (LinkedIn, Slack…), with its alt text. Left out, the page gets a card drawn from its title.',
          ),
        shareAs: z
          .enum(['website', 'article'])
          .default('website')
          .meta({ title: 'Shared as', advanced: true })
          .describe(
            '`article` for a piece of writing such as a blog post, `website` for any other page: what social sites are told the page is (Open Graph `og:type`).',
          ),
      })
      .meta({ title: 'Search listing and browser tab' }),
    nav: navEntrySchema.optional().meta({ title: 'Menu entry' }),
    layout: layoutSchema,
    index: z
      .boolean()
      .default(true)
      .meta({ title: 'Listed in search engines', advanced: true })
      .describe('`false` keeps the page out of the sitemap and search engines (test fixtures, drafts).'),
    blocks: z.array(blockUnionSchema).describe('The sections of the page, top to bottom.'),
    lint: z
      .strictObject({
        headings: z
          .boolean()
          .default(true)
          .describe(
            'Warn about a second h1 and skipped heading levels. Off only on a page that is not read as one document, such as the test page showing every block.',
          ),
      })
      .prefault({})
      .meta({ title: 'Content checks', advanced: true })
      .describe('Content checks of `npm run validate` to leave out on this page.'),
  })
  .superRefine((page, ctx) => {
    // Anchor ids must be unique on a page, or `#id` links land on the wrong block; the layout's own ids
    // are taken, and so is the id each block's heading gets from the block's (`secSolution-title`).
    const seen = new Map<string, string>(Object.entries(LAYOUT_IDS));
    const ids: { id: string; at: (string | number)[] }[] = [];
    const where = (at: readonly (string | number)[]) =>
      at
        .map((p) => (typeof p === 'number' ? `[${p}]` : ` › ${p}`))
        .join('')
        .slice(3);
    const visit = (blocks: readonly { id?: string; blocks?: unknown }[], path: (string | number)[]) =>
      blocks.forEach((block, index) => {
        const at = [...path, index];
        if (block.id !== undefined) {
          const first = seen.get(block.id);
          if (first) {
            ctx.addIssue({
              code: 'custom',
              path: [...at, 'id'],
              input: block.id,
              message: `the id "${block.id}" is already used by ${first}; ids must be unique on a page`,
            });
          } else {
            seen.set(block.id, where(at));
            ids.push({ id: block.id, at });
          }
        }
        if (Array.isArray(block.blocks)) visit(block.blocks as { id?: string }[], [...at, 'blocks']);
      });
    visit(page.blocks, ['blocks']);
    const headings = new Map(ids.map(({ id, at }) => [derivedHeadingId(id), { id, at }]));
    for (const { id, at } of ids) {
      const owner = headings.get(id);
      if (!owner) continue;
      ctx.addIssue({
        code: 'custom',
        path: [...at, 'id'],
        input: id,
        message: `the id "${id}" is the one the heading of ${where(owner.at)} gets from that block's id "${owner.id}"; ids must be unique on a page: choose another, e.g. "${owner.id}-section"`,
      });
    }
  });

/**
 * The ids a page has whatever its blocks, with what they are: the layout's (src/layout/site-shell.tsx)
 * and the islands' (`PAGE_ICONS_ID`, src/render/island-names.ts; a unit test holds the two the same).
 */
export const LAYOUT_IDS: Record<string, string> = {
  main: "the page's main content (where the skip link leads)",
  'page-icons': "the icons of the page's interactive parts",
};

export type PageInput = z.input<typeof pageSchema>;
export type Page = z.output<typeof pageSchema>;
export type Layout = Page['layout'];

/** Types a page data file in the editor: `export default definePage({ … })`. */
export function definePage(page: PageInput): PageInput {
  return page;
}
