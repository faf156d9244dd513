import { z } from 'zod';
import { parseContext } from './context';
import { ICON_NAMES } from './icon-names';
import { didYouMean } from './suggest';

/** Bootstrap theme colours (spec §9: alert and badge colours). */
export const THEME_COLORS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const;
export const themeColorSchema = z.enum(THEME_COLORS).describe('A Bootstrap theme colour.');

/** Theme colours plus `error` (Material's name for danger) and `white` (spec §3 component options). */
export const COLORS = [...THEME_COLORS, 'error', 'white'] as const;
export const colorSchema = z.enum(COLORS).describe('A theme colour; `error` is drawn as danger.');

export const sizeSchema = z.enum(['sm', 'md', 'lg']).describe('Size: small, medium (default) or large.');
export const buttonVariantSchema = z
  .enum(['contained', 'gradient', 'outline'])
  .describe('Filled, gradient-filled or outlined.');

const anchorPattern = /^[A-Za-z][\w-]*$/;
export const anchorIdSchema = z
  .string()
  .regex(anchorPattern, 'an id starts with a letter and holds only letters, digits, "-" and "_"')
  .describe('Element id, the target of `#id` links.');

const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

function hrefProblem(href: string): string | undefined {
  if (href.startsWith('/') && !href.startsWith('//')) return undefined;
  if (href.startsWith('#')) return anchorPattern.test(href.slice(1)) ? undefined : 'an anchor like "#secContactUs"';
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(href)?.[1]?.toLowerCase();
  if (scheme && SAFE_SCHEMES.includes(scheme)) {
    if ((scheme === 'http:' || scheme === 'https:') && !URL.canParse(href)) return 'a valid URL';
    return undefined;
  }
  return 'a path starting with "/", an anchor "#id", a route name { route: "…" } or an http(s), mailto or tel URL';
}

/**
 * Where a link goes: a site path (`/privacy`), an anchor (`#secContactUs`), a named route
 * (`{ route: "presentation", hash: "#secOurService" }`) or an external http(s)/mailto/tel URL.
 * Named routes resolve to paths at build; an unknown name is an error.
 */
export const hrefSchema = z
  .union([
    z.string().describe('A path, an anchor, or an http(s)/mailto/tel URL.'),
    z
      .strictObject({
        route: z.string().describe('The `name` of a page.'),
        hash: z
          .string()
          .regex(/^#[A-Za-z][\w-]*$/, 'an anchor like "#secContactUs"')
          .optional(),
      })
      .describe('A page by its name, optionally with an anchor.'),
  ])
  .transform((value, ctx) => {
    if (typeof value === 'string') {
      const problem = hrefProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `expected ${problem}, found "${value}"`, input: value });
      return value;
    }
    const routes = parseContext()?.routes;
    const target = routes?.get(value.route);
    if (target === undefined) {
      const names = routes ? [...routes.keys()] : [];
      ctx.addIssue({
        code: 'custom',
        path: ['route'],
        input: value.route,
        message: `unknown route name "${value.route}".${didYouMean(value.route, names)}`,
      });
      return '#';
    }
    return target + (value.hash ?? '');
  })
  .describe('Link target');

export type HrefInput = z.input<typeof hrefSchema>;

/** True when the link leaves the site (http, https, mailto, tel). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}

export const linkSchema = z.strictObject({
  label: z.string().min(1).describe('Visible link text.'),
  href: hrefSchema,
});

const iconNames: ReadonlySet<string> = new Set(ICON_NAMES);

/** A Material Symbols name (`support_agent`); only the icons pages use are shipped. */
export const iconSchema = z
  .string()
  .refine((name) => iconNames.has(name), {
    error: (issue) => {
      const found = String(issue.input);
      return `unknown icon "${found}".${didYouMean(found, ICON_NAMES)} Icons are Material Symbols names (fonts.google.com/icons).`;
    },
  })
  .transform((name) => {
    parseContext()?.icons.add(name);
    return name as IconName;
  })
  .meta({ examples: ['support_agent', 'cloud', 'security'] })
  .describe('A Material Symbols icon name, e.g. `support_agent`.');

export type IconName = (typeof ICON_NAMES)[number];

/** A local image with its intrinsic size, so the layout never shifts. */
export const imageSchema = z.strictObject({
  src: z
    .string()
    .regex(
      /^\/[^/]/,
      'a local file path starting with "/" (files in public/); images are never loaded from other sites',
    )
    .refine((src) => parseContext()?.assetExists?.(src) ?? true, {
      error: (issue) => `no file public${String(issue.input)}: add the file or fix the path`,
    })
    .describe('Path of a file in `public/`, e.g. `/images/hero.webp`.'),
  alt: z.string().describe('Text alternative; "" only for a purely decorative image.'),
  width: z.number().int().positive().describe('Intrinsic width in pixels.'),
  height: z.number().int().positive().describe('Intrinsic height in pixels.'),
});

/** Inline text: plain, bold, or a link. */
export const inlineSchema = z.union([
  z.string(),
  z.strictObject({ bold: z.string().min(1) }).describe('Bold text.'),
  z.strictObject({ text: z.string().min(1), href: hrefSchema }).describe('A link.'),
]);

/** A paragraph: a plain string, or a list of inline pieces. */
export const paragraphSchema = z.union([z.string(), z.array(inlineSchema)]);

/** Inline text that opens a message on click (e.g. how to delete an account). */
export const revealSchema = z
  .strictObject({ text: z.string().min(1), alert: paragraphSchema.describe('The message shown on click.') })
  .describe('A link-styled button that shows an alert with `alert` as its message.');

/** A rich paragraph may also hold `reveal` pieces. */
export const richParagraphSchema = z.union([z.string(), z.array(z.union([inlineSchema, revealSchema]))]);

/** Structured rich text: paragraphs and lists. Never raw HTML. */
export const richTextSchema = z
  .array(
    z.union([
      richParagraphSchema,
      z.strictObject({
        list: z.array(paragraphSchema).min(1),
        ordered: z.boolean().default(false),
      }),
    ]),
  )
  .describe('Paragraphs (strings or inline pieces) and lists `{ list: [...] }`.');

export type RichText = z.output<typeof richTextSchema>;
export type Paragraph = z.output<typeof paragraphSchema>;
export type RichParagraph = z.output<typeof richParagraphSchema>;
export type Inline = z.output<typeof inlineSchema> | z.output<typeof revealSchema>;

/** A call-to-action button. */
export const buttonSchema = z.strictObject({
  label: z.string().min(1),
  href: hrefSchema,
  color: colorSchema.default('primary'),
  variant: buttonVariantSchema.default('gradient'),
  size: sizeSchema.default('md'),
  icon: iconSchema.optional(),
});
