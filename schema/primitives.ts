import { z } from 'zod';
import { parseContext } from './context';
import { ICON_NAMES } from './icon-names';
import { IMAGE_IDS, IMAGES, type ImageId, isImageId } from './images';
import { describeValue, expecting } from './errors';
import { didYouMean } from './suggest';
import { decimalsOf, formatNumber } from './plain/numbers';
import { fillFromContext, lineSchema, placeholderCheck, placeholderInSetting, textSchema } from './text';

export { codeTextSchema, lineSchema, settingTextSchema, textSchema } from './text';

export interface ShownNumberBounds {
  min: number;
  max: number;
  /** The most decimals the number may have: 0 for a whole number. */
  decimals?: number;
  /** What the number is, for messages: "a percentage" ("expected a percentage from 0 to 100"). */
  what?: string;
}

/**
 * A number a page shows, bounded so that it shows as written ("5,234", "4.5"), never as "1e+21",
 * "0.30000000000000004" or a rounded "0": from `min` to `max`, with at most `decimals` decimals.
 */
/** A rating in stars, 0 to 5 in half steps, as the review cards and testimonial slides draw it. */
export const ratingSchema = z
  .number()
  .min(0, expecting('a rating from 0 to 5 in half steps'))
  .max(5, expecting('a rating from 0 to 5 in half steps'))
  .multipleOf(0.5, expecting('a rating from 0 to 5 in half steps'))
  .describe('Stars out of 5, in half steps; unset, no stars are shown.');

export function shownNumberSchema({ min, max, decimals = 0, what = 'a number' }: ShownNumberBounds) {
  const range = expecting(`${what} from ${formatNumber(min)} to ${formatNumber(max)}`);
  const schema = decimals === 0 ? z.number().int() : z.number();
  return schema
    .min(min, range)
    .max(max, range)
    .check(
      z.check<number>((payload) => {
        const found = decimalsOf(payload.value);
        if (decimals === 0 || found <= decimals) return;
        const rounded = formatNumber(Number(payload.value.toFixed(decimals))).replace(/,/g, '');
        payload.issues.push({
          code: 'custom',
          input: payload.value,
          message: `expected ${what} with at most ${decimals} decimal${decimals === 1 ? '' : 's'}, found ${payload.value} (${found} decimals): write it rounded, as ${rounded}`,
        });
      }),
    );
}

/** Bootstrap theme colours (those alerts and badges take). */
export const THEME_COLORS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const;
export const themeColorSchema = z.enum(THEME_COLORS).describe('A Bootstrap theme colour.');

/** Theme colours plus `error` (Material's name for danger) and `white` (the colours components offer). */
export const COLORS = [...THEME_COLORS, 'error', 'white'] as const;
export const colorSchema = z.enum(COLORS).describe('A theme colour; `error` is drawn as danger.');

export const sizeSchema = z.enum(['sm', 'md', 'lg']).describe('Size: small, medium (default) or large.');
/** Where a block lines up its heading and content: at the start, or centred like the section headings. */
export const alignSchema = z.enum(['start', 'center']);
export const buttonVariantSchema = z
  .enum(['contained', 'gradient', 'outline'])
  .describe('Filled, gradient-filled or outlined.');

const anchorPattern = /^[A-Za-z][\w-]*$/;
export const anchorIdSchema = z
  .string()
  .regex(anchorPattern, expecting('an id that starts with a letter and holds only letters, digits, "-" and "_"'))
  .transform((id) => {
    parseContext()?.anchors?.add(id);
    return id;
  })
  .describe('Element id, the target of `#id` links.');

// A pattern rather than code, so the JSON Schema (and so an editor) enforces it too. No part of a link
// may hold a backslash or a control character: browsers read `/\evil.example` and `/<tab>/evil.example`
// as `//evil.example`, another site. Placeholders (`mailto:{supportEmail}`) are filled in before the
// link is checked; in JSON files a link may start with a URL setting, so that editors accept
// `"{company.providerUrl}"`.
/** Site settings that hold a URL and so may start a link, as `{company.providerUrl}/path`. */
export const URL_SETTING_TOKENS = ['company.providerUrl', 'siteUrl'] as const;
const CLEAN = String.raw`[^\u0000-\u001f\u007f\\]`;
/** What a `tel:` link may hold after its scheme: a phone number. */
const PHONE = String.raw`[0-9 +().-]*[0-9][0-9 +().-]*`;
const SAFE_HREF = new RegExp(
  '^(?:' +
    [
      String.raw`\/(?![\/\\])${CLEAN}*`,
      String.raw`#[A-Za-z][\w-]*`,
      String.raw`https?:\/\/[^\s/?#\\]+${CLEAN}*`,
      String.raw`mailto:[^\s\\]${CLEAN}*`,
      String.raw`tel:${PHONE}`,
      String.raw`\{(?:${URL_SETTING_TOKENS.map((t) => t.replace('.', '\\.')).join('|')})\}${CLEAN}*`,
    ].join('|') +
    ')$',
);
const SITE_ORIGIN = 'https://site.invalid';

function hrefShapeError(issue: { input?: unknown }): string {
  if (typeof issue.input === 'string' && /^tel:/i.test(issue.input))
    return expecting(
      'a phone number after "tel:" (digits, spaces, "+", "-", "(", ")" and "."), e.g. "tel:+44 20 7946 0000"',
    ).error(issue);
  return expecting(
    'a path starting with "/", an anchor "#id", a route { route: "…" } or an http(s)://, mailto: or tel: URL, with no backslash or control character',
  ).error(issue);
}

/**
 * What is wrong with the percent-escapes of a link, if anything: a `%` not followed by two hex
 * digits, or escapes that spell no text (UTF-8). A browser would refuse to read such a link.
 */
export function percentEscapeProblem(href: string): string | undefined {
  const loose = /%(?![0-9A-Fa-f]{2})/.exec(href);
  if (loose) {
    const found = href.slice(loose.index, loose.index + 3);
    return `"${found}" at character ${loose.index + 1} of the link is no percent-escape: "%" starts one with two hex digits (%20 is a space); write a "%" itself as %25`;
  }
  for (const run of href.matchAll(/(?:%[0-9A-Fa-f]{2})+/g)) {
    try {
      decodeURIComponent(run[0]);
    } catch {
      return `the percent-escapes "${run[0]}" at character ${run.index + 1} of the link spell no text: a character is written as its UTF-8 bytes, é as %C3%A9`;
    }
  }
  return undefined;
}

/** The link without its user name and password, if it has either: `https://user:secret@x/` → `https://x/`. */
export function withoutCredentials(href: string): string | undefined {
  if (!/^https?:/i.test(href) || !URL.canParse(href)) return undefined;
  const url = new URL(href);
  if (!url.username && !url.password) return undefined;
  url.username = '';
  url.password = '';
  return url.href;
}

const credentialsMessage = (bare: string, what = 'a link') =>
  `${what} may not hold a user name or password: every visitor (and search engine) can read it. Remove it, as in "${bare}"`;

const hrefStringSchema = z
  .string()
  .check(placeholderCheck)
  .overwrite(fillFromContext)
  .regex(SAFE_HREF, { error: hrefShapeError, abort: true })
  .refine((href) => !/^https?:/.test(href) || URL.canParse(href), expecting('a valid URL'))
  // A site path must stay on the site's own origin, whatever a browser makes of it.
  .refine(
    (href) => !href.startsWith('/') || new URL(href, SITE_ORIGIN).origin === SITE_ORIGIN,
    expecting('a path on this site'),
  )
  .check(
    z.check<string>((payload) => {
      const escapes = percentEscapeProblem(payload.value);
      if (escapes) payload.issues.push({ code: 'custom', input: payload.value, message: escapes });
      const bare = withoutCredentials(payload.value);
      if (bare) payload.issues.push({ code: 'custom', input: payload.value, message: credentialsMessage(bare) });
    }),
  )
  .describe('A path, an anchor, or an http(s)/mailto/tel URL.');

/**
 * An address on the web (a setting such as the provider's site): http(s), with no user name or
 * password, and no placeholder (it is itself one).
 */
export function webAddressSchema() {
  return z
    .url({
      protocol: /^https?$/,
      error: (issue) => {
        const input = typeof issue.input === 'string' ? issue.input : '';
        return (
          placeholderInSetting(input) ??
          `expected a URL starting with http:// or https://, found ${describeValue(issue.input)}`
        );
      },
    })
    .refine((url) => !withoutCredentials(url), {
      error: (issue) => credentialsMessage(withoutCredentials(issue.input as string) ?? '', 'an address'),
    });
}

function knownNames(names: readonly string[]): string {
  if (names.length === 0) return ' No page has a `name` yet.';
  const shown = names.slice(0, 12).join(', ');
  return ` Route names: ${shown}${names.length > 12 ? ', …' : ''}.`;
}

/**
 * Where a link goes: a site path (`/privacy`), an anchor (`#secContactUs`), a named route
 * (`{ route: "presentation", hash: "#secOurService" }`) or an external http(s)/mailto/tel URL.
 * Named routes resolve to paths at build; an unknown name is an error.
 */
export const hrefSchema = z
  .union([
    hrefStringSchema,
    z
      .strictObject({
        route: z.string().meta({ title: 'Page' }).describe('The `name` of a page.'),
        hash: z
          .string()
          .regex(/^#[A-Za-z][\w-]*$/, expecting('an anchor like "#secContactUs"'))
          .optional()
          .meta({ title: 'Section on that page', description: 'An id on that page to land on, e.g. "#secContactUs".' }),
      })
      .describe('A page by its name, optionally with an anchor.'),
  ])
  .transform((value, ctx) => {
    if (typeof value === 'string') return value;
    const context = parseContext();
    const routes = context?.routes;
    const target = routes?.get(value.route);
    if (target === undefined && context?.routesIncomplete) return '#';
    if (target === undefined) {
      const names = routes ? [...routes.keys()].sort() : [];
      const hint = didYouMean(value.route, names) || knownNames(names);
      ctx.addIssue({
        code: 'custom',
        path: ['route'],
        input: value.route,
        message: `unknown route name "${value.route}".${hint}`,
      });
      return '#';
    }
    return target + (value.hash ?? '');
  })
  .meta({ title: 'Link' })
  .describe('Link target');

export type HrefInput = z.input<typeof hrefSchema>;

export { isExternalHref } from './plain/links';

export const linkSchema = z.strictObject({
  label: lineSchema.min(1).describe('Visible link text.'),
  href: hrefSchema,
});

/** A Material Symbols name (`support_agent`); only the icons pages use are shipped. */
export const iconSchema = z
  .enum(ICON_NAMES, {
    error: (issue) => {
      if (issue.code !== 'invalid_value') return undefined;
      if (typeof issue.input !== 'string') return expecting('an icon name (a string)').error(issue);
      return `unknown icon "${issue.input}".${didYouMean(issue.input, ICON_NAMES)} Icons are Material Symbols names (fonts.google.com/icons).`;
    },
  })
  .transform((name) => {
    parseContext()?.icons.add(name);
    return name;
  })
  // An id puts the long list of names once under `$defs` in the JSON Schema, not at every use.
  .meta({ id: 'icon', examples: ['support_agent', 'cloud', 'security'] })
  .describe('A Material Symbols icon name, e.g. `support_agent`.');

export type IconName = (typeof ICON_NAMES)[number];

/** Why `input` is not an image id, with the nearest ids of the catalogue. */
function unknownImage(input: string): string {
  const why = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(input)
    ? ' Images are never loaded from other sites.'
    : input.includes('.')
      ? ' Name an image by its id, not by a file path.'
      : '';
  const hint = didYouMean(input, IMAGE_IDS);
  return `unknown image "${input}".${hint}${why} Images are the ids listed in schema/images.ts; add a file there to use it.`;
}

/** The name of the image id's definition in the JSON Schemas (`$defs/imageId`). */
export const IMAGE_ID_DEF = 'imageId';

/**
 * An image of the catalogue (`schema/images.ts`) by its id, e.g. `people/woman-auburn`. The catalogue
 * is looked up when data is checked, not when this module loads: the editor adds the pictures
 * uploaded while it is open (`addCatalogueImages`).
 */
export const imageIdSchema = z
  .custom<ImageId>((id) => typeof id === 'string' && isImageId(id), {
    error: (issue) =>
      typeof issue.input === 'string' ? unknownImage(issue.input) : expecting('an image id (a string)').error(issue),
  })
  // One `meta`, so that the editor finds the id where it finds the description.
  .meta({
    id: IMAGE_ID_DEF,
    title: 'Image',
    description: 'An image id from the catalogue in `schema/images.ts`, e.g. `photos/office-dark`.',
    examples: ['people/woman-auburn', 'photos/office-dark'],
  });

/** What a component gets for an image: its id, alt text, intrinsic size and file format. */
export interface ImageData {
  src: ImageId;
  alt: string;
  width: number;
  height: number;
  format: 'jpg' | 'png' | 'svg';
}

function fromCatalogue<T extends { src: ImageId }>(value: T): T & Omit<ImageData, 'alt'> {
  const { file, width, height } = IMAGES[value.src];
  const ext = file.slice(file.lastIndexOf('.') + 1);
  return { ...value, width, height, format: ext === 'jpeg' ? 'jpg' : (ext as ImageData['format']) };
}

/** An image of the catalogue with its alt text; its intrinsic size comes from the catalogue. */
export const imageSchema = z
  .strictObject({
    src: imageIdSchema,
    alt: lineSchema.meta({ title: 'Alt text' }).describe('Text alternative; "" only for a purely decorative image.'),
  })
  .transform(fromCatalogue);

/** A logo: an image of the catalogue whose text alternative is the name beside it. */
export const logoImageSchema = z.strictObject({ src: imageIdSchema }).transform(fromCatalogue);

/** Inline text: plain, bold, or a link. */
export const inlineSchema = z.union([
  textSchema,
  z.strictObject({ bold: lineSchema.min(1) }).describe('Bold text.'),
  z.strictObject({ text: lineSchema.min(1), href: hrefSchema }).describe('A link.'),
]);

/** A paragraph: a plain string, or a list of inline pieces. */
export const paragraphSchema = z.union([textSchema, z.array(inlineSchema)]);

/** Inline text that opens a message on click (e.g. how to delete an account). */
export const revealSchema = z
  .strictObject({ text: lineSchema.min(1), alert: paragraphSchema.describe('The message shown on click.') })
  .describe('A link-styled button that shows an alert with `alert` as its message.');

/** A rich paragraph may also hold `reveal` pieces. */
export const richParagraphSchema = z.union([textSchema, z.array(z.union([inlineSchema, revealSchema]))]);

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
  label: lineSchema.min(1),
  about: lineSchema
    .min(1)
    .optional()
    .meta({ title: 'About (for screen readers)' })
    .describe(
      'What a label such as "Read more" is about, for screen readers, which list links by their text alone: "Read more" about "the workspaces" reads "Read more about the workspaces".',
    ),
  href: hrefSchema,
  color: colorSchema.default('primary'),
  variant: buttonVariantSchema.default('gradient'),
  size: sizeSchema.default('md'),
  icon: iconSchema.optional(),
});

/** Social networks with a brand icon (Font Awesome Free brands, CC BY 4.0). */
export const SOCIAL_NETWORKS = [
  'facebook',
  'twitter',
  'instagram',
  'github',
  'pinterest',
  'youtube',
  'vimeo',
  'slack',
  'dribbble',
  'reddit',
  'tumblr',
  'linkedin',
  'google',
] as const;

import { brandIcon } from './plain/brand';

export const socialNetworkSchema = z
  .enum(SOCIAL_NETWORKS)
  .transform((network) => {
    parseContext()?.icons.add(brandIcon(network));
    return network;
  })
  .describe('A social network; its brand icon and colour come with it.');
