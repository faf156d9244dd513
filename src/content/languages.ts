// The site's languages: the default one at the root, each other one in the folder named by its code
// (pages-data/de/… publishes /de/…). A page's translations are the pages at the same place in the other
// languages' folders; links by name, the site-wide texts and the menus follow the page's language.
import type { Site } from '../../schema/site';
import { defaultPathOf, languageOfPath, pathIn } from '../ui/language-paths';
import type { PageLocale } from '../ui/locale';

export { defaultPathOf, languageOfPath, pathIn };

/** The languages written right to left, by their primary subtag (Arabic, Hebrew, Persian, Urdu…). */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** The writing direction of a language: `rtl` for Arabic, Hebrew, Persian, Urdu…, else `ltr`. */
export function directionOf(tag: string): 'ltr' | 'rtl' {
  const [primary = ''] = tag.toLowerCase().split('-');
  return RIGHT_TO_LEFT.has(primary) || /-(arab|hebr|thaa|syrc)\b/i.test(tag) ? 'rtl' : 'ltr';
}

export interface Language {
  /** BCP 47 tag: the `lang` of its pages. */
  code: string;
  /** Its name in itself, as the language switch shows it. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** Where its pages are published: '' for the default language, '/de' for German. */
  prefix: string;
  /**
   * Set for the test pages' languages (src/content/files.ts): their pages list the site's languages,
   * but no page of the site lists them, so the test pages never change the site's own pages.
   */
  unlisted?: true;
}

/** The languages a page in `current` lists (switch and alternates): the site's, and its own. */
export function shownLanguages(languages: readonly Language[], current: Language): Language[] {
  return languages.filter((language) => !language.unlisted || language === current);
}

/** What a page's blocks and links read of its language (`src/ui/locale.tsx`). */
export function pageLocaleOf(language: Language, languages: readonly Language[]): PageLocale {
  const shown = shownLanguages(languages, language);
  return {
    code: language.code,
    languages: shown.length < 2 ? [] : shown.map(({ code, prefix }) => ({ code, prefix })),
    ...(language.dir === 'rtl' ? { dir: 'rtl' as const } : {}),
  };
}

/** The default language's name in itself ("English" for "en"), when the settings give none. */
function ownName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

/** The site's languages, the default one first. */
export function siteLanguages(
  site: Pick<Site, 'language' | 'languageName'> & {
    languages: readonly { code: string; name: string; unlisted?: true }[];
  },
): Language[] {
  return [
    {
      code: site.language,
      name: site.languageName ?? ownName(site.language),
      dir: directionOf(site.language),
      prefix: '',
    },
    ...site.languages.map(({ code, name, unlisted }) => ({
      code,
      name,
      dir: directionOf(code),
      prefix: `/${code.toLowerCase()}`,
      ...(unlisted ? { unlisted } : {}),
    })),
  ];
}

/**
 * Route names as a page in `language` resolves them: each name leads to its page's translation when
 * there is one (`privacy` → `/de/privacy`), else to the default page.
 */
export function localRoutes(
  routes: ReadonlyMap<string, string>,
  language: Language,
  published: ReadonlySet<string>,
): Map<string, string> {
  if (!language.prefix) return new Map(routes);
  return new Map(
    [...routes].map(([name, path]) => {
      const translated = pathIn(path, language);
      return [name, published.has(translated) ? translated : path];
    }),
  );
}

/** A site path with its `#anchor` or `?query`, taken to its translation when there is one. */
export function localHref(href: string, language: Language, published: ReadonlySet<string>): string {
  if (!language.prefix || !href.startsWith('/') || href.startsWith('//')) return href;
  const at = href.search(/[?#]/);
  const [path, rest] = at < 0 ? [href, ''] : [href.slice(0, at), href.slice(at)];
  const translated = pathIn(path || '/', language);
  return published.has(translated) ? `${translated}${rest}` : href;
}

/**
 * `data` with every string that `texts` translates replaced by its translation, at any depth, and the
 * strings it holds that `texts` does not translate (a text made only of `{placeholders}`, a path, an
 * address or an id is not counted: it reads the same in every language).
 */
export function translateTexts(
  data: unknown,
  texts: Readonly<Record<string, string>>,
  isText: (value: string, key: string) => boolean,
): { data: unknown; missing: string[]; used: Set<string> } {
  const missing = new Set<string>();
  const used = new Set<string>();
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') {
      if (Object.hasOwn(texts, value)) {
        used.add(value);
        return texts[value];
      }
      if (isText(value, key)) missing.add(value);
      return value;
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    }
    return value;
  };
  return { data: walk(data, ''), missing: [...missing], used };
}

/**
 * The `hreflang` links of the page at `path`: the page in every language it is published in, itself
 * included, then `x-default` for the default language's version when there is one. None for a page in
 * one language. The page's head and the sitemap list the same.
 */
export function alternatesOf(
  path: string,
  languages: readonly Language[],
  published: (path: string) => boolean,
): { hreflang: string; path: string }[] {
  const own = languageOfPath(path, languages);
  const original = defaultPathOf(path, own);
  const versions = shownLanguages(languages, own)
    .map((language) => ({ hreflang: language.code, path: pathIn(original, language) }))
    .filter((version) => published(version.path));
  if (versions.length < 2) return [];
  const fallback = published(original) ? [{ hreflang: 'x-default', path: original }] : [];
  return [...versions, ...fallback];
}
