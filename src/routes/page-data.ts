import type { LinkColumn, NavGroup } from '../content/navigation';
import type { SampleCode } from '../showcase/context';
import type { Layout, Page } from '../../schema/page';
import type { Site } from '../../schema/site';
import type { IconGlyph } from '../ui/icon';
import type { PageLocale } from '../ui/locale';
import type { Messages } from '../ui/messages-en';

/** A language of the site as a page offers it: the page in that language, else that language's home. */
export interface LanguageLink {
  code: string;
  name: string;
  href: string;
  /** The page's own language. */
  current: boolean;
  /** Where `href` leads, in that language: "Diese Seite auf Deutsch", or "Startseite auf Deutsch". */
  title: string;
}

/** The page's language, and its versions in the others. */
export interface PageLanguage {
  code: string;
  dir: 'ltr' | 'rtl';
  /** Its `hreflang` links: every language it is published in, itself included, and `x-default`. */
  alternates: { hreflang: string; path: string }[];
  /** The language switch: empty for a site in one language. */
  links: LanguageLink[];
  /** What the blocks and links read of the language (`src/ui/locale.tsx`). */
  locale: PageLocale;
  /** The site's own texts in the language; none for the default language (src/ui/messages-en.ts). */
  messages?: Messages;
}

/** The picture a link to the page shows where it is shared: an absolute URL, its size and its alt text. */
export interface SharedImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What the page route's loader hands to the page: its data, the site settings, its icons. */
export interface PageData {
  path: string;
  /** The page's Open Graph picture: its own `meta.image`, else its social card. */
  sharedImage: SharedImage;
  language: PageLanguage;
  page: Page;
  site: Site;
  icons: Record<string, IconGlyph>;
  /** Generated code of the page's showcase samples, by sample id. */
  samples: Record<string, SampleCode>;
  /** The site's menus, for pages that show menus or a breadcrumb; empty otherwise. */
  navigation: NavGroup[];
  /** The footer's columns of links; empty when the page has no footer. */
  footerColumns: LinkColumn[];
  /** The page's JSON-LD (`@graph`), as JSON escaped for a `<script>` element. */
  structuredData?: string;
}

/** What the page route's loader hands over for a path with no page: the site, for its menus. */
export interface NotFoundData {
  notFound: true;
  language: PageLanguage;
  site: Site;
  icons: Record<string, IconGlyph>;
  layout: Layout;
  navigation: NavGroup[];
  footerColumns: LinkColumn[];
}

/** Development only: what the page route hands over when data problems keep the page from drawing. */
export interface DataProblemsData {
  dataProblems: true;
  /** The files the problems are in. */
  files: string[];
  /** True when the problems are in a file every page depends on (`_site.ts`, a shared `_` file). */
  everyPage: boolean;
  /** The problems as `npm run validate` prints them: file:line:column, where, what. */
  report: string;
}
