// What a page's social card says and where it is published: shared by the page route's loader (which
// writes the Open Graph meta), the build's card step and the editor's preview, so the three agree.
import type { Content } from './load';
import { findGroup, type NavGroup } from './navigation';
import { groupOf } from '../layout/page-title';
import type { Site } from '../../schema/site';
import { gradientOf } from '../../schema/theme';
import { rasterUrl } from '../ui/image-url';

/** The size every social site crops to without loss: 1.91:1, the Open Graph and Twitter large card. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * A page's own shared picture (`meta.image`): the photo cut to the card's size around its subject
 * (sharp's attention crop, scripts/lib/build/images.ts), PNG kept as PNG and anything else as JPEG.
 */
export function sharedPictureUrl(id: string, format: string): string {
  return rasterUrl(id, CARD_WIDTH, format === 'png' ? 'png' : 'jpg', CARD_HEIGHT);
}

/** Where the build writes the cards, under the site's own root. */
export const CARD_DIR = '/social/';

/** A page's card as the site serves it: `/` → `/social/index.png`, `/de/privacy` → `/social/de/privacy.png`. */
export function cardPath(route: string): string {
  return `${CARD_DIR}${route === '/' ? 'index' : route.slice(1)}.png`;
}

/** The words a card shows. */
export interface CardText {
  title: string;
  /** The part of the site the page is in ("Company", "Sections"); none for a page at the top. */
  section?: string;
  brand: string;
  /** The site's address without its scheme: `www.brightline-software.example`. */
  host: string;
  /** The page's language, a BCP 47 tag: part of what a card shows, so part of its cache key. */
  language: string;
}

/** How a card looks: the theme's primary gradient and fonts, and the logo as a data URL. */
export interface CardLook {
  gradient: [string, string];
  font: string;
  headingFont: string;
  logo: string;
}

const parentPath = (at: string) => at.slice(0, at.lastIndexOf('/')) || '/';

/**
 * The section a card names: the group that lists the page (its breadcrumb's parent), else the nearest
 * group of the folders above it, so a page with no menu entry still says which part of the site it is
 * in. A page at the top of the site (the home page, the privacy policy) has none.
 */
export function sectionOf(navigation: readonly NavGroup[], route: string): string | undefined {
  const listed = groupOf(navigation, route);
  if (listed) return listed.heading;
  for (let at = parentPath(route); at !== '/'; at = parentPath(at)) {
    const group = findGroup(navigation, at);
    if (group) return group.heading;
  }
  return undefined;
}

// The fonts the cards are drawn in hold Latin letters (basic and extended), punctuation and currency
// signs. satori neither shapes nor orders right-to-left scripts (Arabic, Hebrew) and has no glyphs for
// others (Greek, Cyrillic, CJK), so such text is left off the card rather than drawn as empty boxes.
const DRAWABLE = /^[\u0020-\u024f\u1e00-\u1eff\u2000-\u206f\u20a0-\u20cf\u2100-\u214f]*$/;

/** Whether the cards' fonts draw every character of `text`. */
export function drawable(text: string): boolean {
  return DRAWABLE.test(text);
}

/**
 * A page's card text. A title the fonts cannot draw gives way to the brand's name (the card is then
 * the site's own); a section they cannot draw is left out.
 */
export function cardTextOf(options: {
  title: string;
  section: string | undefined;
  site: Pick<Site, 'siteUrl' | 'company'>;
  language: string;
}): CardText {
  const { title, section, site, language } = options;
  const brand = site.company.name;
  const host = new URL(site.siteUrl).host;
  // "Pricing | Brightline Software", "Brightline Software: IT consulting": the card shows the brand
  // already, so its title leaves the brand's part off.
  const parts = title.split(' | ');
  const ending = parts.length > 1 && parts.at(-1)!.includes(brand) ? parts.slice(0, -1).join(' | ') : title;
  const leading = new RegExp(`^${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[:|–—·-]\\s+`);
  const shown = ending.replace(leading, '') || title;
  return {
    title: drawable(shown) ? shown : brand,
    ...(section && drawable(section) ? { section } : {}),
    brand: drawable(brand) ? brand : host,
    host,
    language,
  };
}

/** The card's alt text: what it shows, in words. */
export function cardAlt(text: CardText): string {
  return `${text.brand}${text.section ? ` · ${text.section}` : ''}: ${text.title}`;
}

/** The card's look from the site's theme; `logo` is the brand's logo file as a data URL. */
export function cardLookOf(theme: Site['theme'], logo: string): CardLook {
  return { gradient: gradientOf('primary', theme.colors), font: theme.font, headingFont: theme.headingFont, logo };
}

/** A page's card text, as its language draws the site (the German pages name their German sections). */
export function pageCardText(
  content: Pick<Content, 'site' | 'navigation' | 'translated'>,
  page: { path: string; title: string; language?: string | undefined },
): CardText {
  const shell = (page.language ? content.translated[page.language] : undefined) ?? content;
  return cardTextOf({
    title: page.title,
    section: sectionOf(shell.navigation, page.path),
    site: shell.site,
    language: page.language ?? content.site.language,
  });
}

/** A page's card to draw: its route and what the card shows. */
export interface CardJob {
  route: string;
  text: CardText;
}

/** The cards of the pages that name no picture of their own (`meta.image`). */
export function cardJobsOf(content: Pick<Content, 'site' | 'navigation' | 'translated' | 'pages'>): CardJob[] {
  return content.pages
    .filter((entry) => !entry.page.meta.image)
    .map((entry) => ({ route: entry.path, text: pageCardText(content, { ...entry, title: entry.page.meta.title }) }));
}
