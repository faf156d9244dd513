import { z } from 'zod';
import { describeValue, expecting } from './errors';
import {
  hrefSchema,
  imageSchema,
  isExternalHref,
  lineSchema,
  linkSchema,
  settingTextSchema,
  SOCIAL_NETWORKS,
  socialNetworkSchema,
  webAddressSchema,
} from './primitives';
import { themeSchema } from './theme';
import { placeholderInSetting } from './text';

/** The canonical form of a BCP 47 language tag (`EN-gb` → `en-GB`), or undefined when it is none. */
export function languageTag(tag: string): string | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical;
  } catch {
    return undefined;
  }
}

/** A BCP 47 language tag, written in its canonical form. */
const languageTagSchema = z
  .string()
  .check(
    z.check<string>((payload) => {
      if (!languageTag(payload.value))
        payload.issues.push({
          code: 'custom',
          input: payload.value,
          message: `expected a language tag (BCP 47) such as "en", "en-GB" or "pt-BR", found ${describeValue(payload.value)}`,
        });
    }),
  )
  .overwrite((tag) => languageTag(tag) ?? tag);

// A page the link is hidden on, compared with the address shown: a path of this site, or a page by its
// name, with no #anchor or ?query (which an address never matches). `#` stands for a page whose name
// cannot be known while another page file does not load.
const hideOnSchema = hrefSchema.refine(
  (href) => href === '#' || (href.startsWith('/') && !/[?#]/.test(href)),
  expecting('a page of this site, as a path like "/privacy" or { route: "…" }, with no #anchor or ?query'),
);

export const navLinkSchema = z.strictObject({
  label: lineSchema.min(1),
  href: hrefSchema,
  hideOn: z.array(hideOnSchema).default([]).describe('Pages on which this link is hidden.'),
});

// The logo is a plain link (its phone target is swapped in by a script), so it stays on the site:
// every link that leaves it is drawn by SmartLink, which opens it with rel="noopener noreferrer".
const logoHrefSchema = hrefSchema.refine(
  (href) => !isExternalHref(href),
  expecting('a page of this site (a path like "/" or { route: "…" }); the logo does not lead to other sites'),
);

/** An old address of the site: folders of lower-case letters, digits, `-` and `_`, as a page's path has. */
export const REDIRECT_FROM = /^(\/[a-z0-9][a-z0-9_-]*)+$/;

// `to` is any site link with a page behind it: a path ("/new/path", "/new/path#id") or a page by its
// name ({ route: "…", hash: "#id" }), resolved to its path like every data link. That it is a page,
// and not another redirect's old address, is checked with the whole site (src/content/redirects.ts).
const redirectToSchema = hrefSchema
  .refine(
    (href) => href.startsWith('/'),
    expecting('a page of this site (a path like "/new/path" or { route: "…" }); a redirect stays on the site'),
  )
  .describe(
    'The page the old address now leads to: a path ("/new/path") or a page by name ({ route: "…" }), optionally with an anchor.',
  );

export const redirectSchema = z
  .strictObject({
    from: z
      .string()
      .regex(
        REDIRECT_FROM,
        expecting(
          'a path like "/old/path": folders of lower-case letters, digits, "-" and "_", with no trailing "/", ?query or #anchor',
        ),
      )
      .describe('The old address, a path from the site\'s root such as "/pages/old-name", that no page has any more.'),
    to: redirectToSchema,
  })
  .describe('An old address that keeps working: visiting it leads to the page now at `to`.');

/**
 * The settings a text may name as placeholders (`{company.name}`, `{supportEmail}`, `{siteUrl}`): the
 * values of the site, not the texts of its navbar and footer, which may name them in turn.
 */
export const PLACEHOLDER_SETTINGS = ['company', 'supportEmail', 'siteUrl'] as const;

/** The address of a company's profile on each network, as the fix for a network's bare home page. */
const PROFILE_EXAMPLES: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'https://www.facebook.com/<name>',
  twitter: 'https://x.com/<name>',
  instagram: 'https://www.instagram.com/<name>/',
  github: 'https://github.com/<name>',
  pinterest: 'https://www.pinterest.com/<name>/',
  youtube: 'https://www.youtube.com/@<name>',
  vimeo: 'https://vimeo.com/<name>',
  slack: 'https://<workspace>.slack.com/',
  dribbble: 'https://dribbble.com/<name>',
  reddit: 'https://www.reddit.com/user/<name>/',
  tumblr: 'https://<name>.tumblr.com/',
  linkedin: 'https://www.linkedin.com/company/<name>',
  google: 'https://g.page/<name>',
};

/** The networks' own hosts besides `<network>.com`. */
const OTHER_HOSTS: Partial<Record<(typeof SOCIAL_NETWORKS)[number], string[]>> = { twitter: ['x.com'] };

/**
 * Whether `href` is a network's home page (`https://www.linkedin.com`, `https://github.com/`), which
 * names the network, not the company on it.
 */
function isHomePageOf(network: (typeof SOCIAL_NETWORKS)[number], href: string): boolean {
  if (!URL.canParse(href)) return false;
  const url = new URL(href);
  const host = url.hostname.replace(/^www\./, '');
  const hosts = [`${network}.com`, ...(OTHER_HOSTS[network] ?? [])];
  return hosts.includes(host) && url.pathname === '/' && url.search === '' && url.hash === '';
}

export const siteSchema = z
  .strictObject({
    $schema: z.string().optional().describe('JSON files only: path of the site JSON Schema, for editors.'),
    company: z.strictObject({
      name: settingTextSchema.min(1).describe('Company name shown in the navbar and footer.'),
      registrationNumber: settingTextSchema.min(1).describe('Company registration number.'),
      founded: z.number().int().min(1900).max(2100),
      providerUrl: webAddressSchema().describe("The provider's own website."),
    }),
    supportEmail: z
      .email({
        error: (issue) =>
          placeholderInSetting(String(issue.input)) ?? `expected an email address, found ${describeValue(issue.input)}`,
      })
      .describe('Where users write for support and account deletion.'),
    siteUrl: webAddressSchema()
      .refine(
        (url) => {
          const { pathname, search, hash } = new URL(url);
          return /^(\/[a-z0-9_-]+)*\/?$/.test(pathname) && search === '' && hash === '';
        },
        {
          message:
            'write the address the site is published at: an origin such as https://www.example.com, or one with a path of lower-case letters, digits, - and _ such as https://example.com/docs/ (no query, no #fragment)',
        },
      )
      .describe(
        'Public address of this site, for canonical links and the sitemap. With a path (https://example.com/docs/) the built site expects to be served under that path.',
      ),
    language: languageTagSchema
      .default('en')
      .describe(
        'The default language, as a BCP 47 tag such as "en" or "en-GB": the `lang` of the pages outside the folders of `languages`.',
      ),
    languageName: lineSchema
      .min(1)
      .optional()
      .describe(
        'The default language\'s name in itself, as the language switch shows it: "English" when left out for "en".',
      ),
    languages: z
      .array(
        z.strictObject({
          code: languageTagSchema.describe(
            'The language\'s BCP 47 tag, e.g. "de": its pages are the data files under pages-data/de/, published under /de/.',
          ),
          name: lineSchema
            .min(1)
            .describe('The language\'s name in itself, as the language switch shows it: "Deutsch".'),
        }),
      )
      .max(20)
      .default([])
      .describe(
        "The languages the site is translated into, besides `language`. Each one's pages mirror the default pages' files in the folder named by its code, and `pages-data/<code>/_site.ts` translates the site-wide texts.",
      ),
    brand: z.strictObject({
      logo: imageSchema,
      href: logoHrefSchema.describe('Where the logo leads on wide screens: a page of this site.'),
      mobileHref: logoHrefSchema.describe('Where the logo leads below 992 px: a page of this site.'),
    }),
    navbar: z.strictObject({
      registrationLine: lineSchema
        .min(1)
        .describe('Line under the company name, e.g. "Reg. No. {company.registrationNumber}".'),
      links: z.array(navLinkSchema),
    }),
    footer: z.strictObject({
      description: lineSchema
        .min(1)
        .max(160)
        .optional()
        .describe('One line under the logo and company name, e.g. "Software built, tested and run for your business."'),
      menus: z
        .array(
          z
            .string()
            .regex(/^\/[a-z0-9/-]*$/, expecting('a folder path like "/pages/company"'))
            .describe('URL path of a folder with a `_group.ts`, e.g. "/pages/company".'),
        )
        .max(5)
        .superRefine((menus, ctx) =>
          menus.forEach((menu, i) => {
            const first = menus.indexOf(menu);
            if (first < i)
              ctx.addIssue({
                code: 'custom',
                path: [i],
                input: menu,
                message: `the group "${menu}" is listed twice (first as menus[${first}]): list each group once`,
              });
          }),
        )
        .default([])
        .describe(
          'Navigation groups shown as columns of links, headed by the group name: a group lists its pages, then its sub-groups (each leading to its first page).',
        ),
      socials: z
        .array(
          z
            .strictObject({
              network: socialNetworkSchema,
              href: hrefSchema.describe(
                "The company's own profile on the network, e.g. `https://www.linkedin.com/company/<name>`: search engines are told it is the company (`sameAs`).",
              ),
            })
            .superRefine(({ network, href }, ctx) => {
              if (!isHomePageOf(network, href)) return;
              ctx.addIssue({
                code: 'custom',
                path: ['href'],
                input: href,
                message: `"${href}" is the home page of ${network}, not the company's profile there: give the profile's address, e.g. \`${PROFILE_EXAMPLES[network]}\``,
              });
            }),
        )
        .max(8)
        .default([])
        .describe('Links to the company on social networks, drawn as their brand icons under the description.'),
      rights: lineSchema.min(1).describe('e.g. "All rights reserved."'),
      copyright: lineSchema.min(1).describe('e.g. "© 2024 Brightline Software Ltd."'),
      links: z.array(linkSchema).default([]).describe('Links on the copyright line, e.g. the privacy policy.'),
    }),
    theme: themeSchema
      .prefault({})
      .describe(
        "The site's look: its eight colours (checked for contrast), its corners and its shadows. Left out, the Material look.",
      ),
    redirects: z
      .array(redirectSchema)
      .default([])
      .describe(
        'Old addresses of pages that moved, each leading straight to its page: the build writes a page at each old address that sends the visitor on, and a `_redirects` file for hosts that answer with a 301.',
      ),
  })
  .superRefine((site, ctx) => {
    // Each language once, and never the default one again: a folder per language.
    const seen = new Map<string, number>([[site.language.toLowerCase(), -1]]);
    site.languages.forEach(({ code }, i) => {
      const first = seen.get(code.toLowerCase());
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['languages', i, 'code'],
          input: code,
          message:
            first < 0
              ? `"${code}" is the default language (\`language\`): list only the other languages here`
              : `the language "${code}" is listed twice (first as languages[${first}]): list each language once`,
        });
      else seen.set(code.toLowerCase(), i);
    });
  });

export type RedirectInput = z.input<typeof redirectSchema>;
export type Redirect = z.output<typeof redirectSchema>;

export type SiteInput = z.input<typeof siteSchema>;
export type Site = z.output<typeof siteSchema>;

/**
 * A language's site-wide texts (`pages-data/<code>/_site.ts`): each text of the site settings and of the
 * menu groups (`_group.ts`), as written in the default language, with its translation. A text left out
 * shows in the default language, and `npm run validate` says which.
 */
export const siteTranslationSchema = z.strictObject({
  $schema: z.string().optional().describe('JSON files only: path of a JSON Schema, for editors.'),
  texts: z
    .record(z.string().min(1), lineSchema.min(1))
    .describe('Each text as the default language writes it → its translation, e.g. "Our Service" → "Unser Service".'),
  messages: z
    .record(z.string().min(1), z.string().min(1))
    .default({})
    .describe(
      'The texts the site\'s own parts draw (the skip link, the 404 page, the blocks\' buttons), by their key in src/ui/messages-en.ts, as ICU messages: e.g. "block.close": "Schließen". Every key is required.',
    ),
});

export type SiteTranslationInput = z.input<typeof siteTranslationSchema>;
export type SiteTranslation = z.output<typeof siteTranslationSchema>;

/** Types a language's site-wide texts: `export default defineSiteTranslation({ texts: { … } })`. */
export function defineSiteTranslation(translation: SiteTranslationInput): SiteTranslationInput {
  return translation;
}

/** Types the site settings file: `export default defineSite({ … })`. */
export function defineSite(site: SiteInput): SiteInput {
  return site;
}
