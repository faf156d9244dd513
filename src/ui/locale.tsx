import { createContext, useContext } from 'react';
import { languageOfPath } from './language-paths';

/**
 * The page's language, and where each of the site's languages publishes its pages: blocks format
 * numbers for the page's language, and links mark the language of a page in another one. An island
 * carries it in its data, so the browser draws the same as the prerender.
 */
export interface PageLocale {
  /** BCP 47 tag of the page's language. */
  code: string;
  /** The site's languages with their path prefixes ('' for the default one, '/de' for German); none for a site in one language. */
  languages: readonly { code: string; prefix: string }[];
  /** Set for a language written right to left: arrows and keys that mean "back" and "on" turn round. */
  dir?: 'rtl';
}

export const DEFAULT_LOCALE: PageLocale = { code: 'en', languages: [] };

const LocaleContext = createContext<PageLocale>(DEFAULT_LOCALE);

export const LocaleProvider = LocaleContext.Provider;

export function usePageLocale(): PageLocale {
  return useContext(LocaleContext);
}

/**
 * The language of the page a site path leads to, when it is not the page's own: a German page's link to
 * a page that has no German version leads to the English one (`hreflang="en"`). Undefined otherwise.
 */
export function otherLanguageOf(href: string, locale: PageLocale): string | undefined {
  if (locale.languages.length < 2 || !href.startsWith('/') || href.startsWith('//')) return undefined;
  const target = languageOfPath(href.split(/[?#]/)[0] || '/', locale.languages);
  return target.code === locale.code ? undefined : target.code;
}

/**
 * A menu entry's language attributes: an entry leading to a page in another language is named by that
 * page's own title, in that language (`lang`), and leads to a page in it (`hreflang`).
 */
export function inLanguageOf(path: string, locale: PageLocale): { lang?: string; hrefLang?: string } {
  const other = otherLanguageOf(path, locale);
  return other ? { lang: other, hrefLang: other } : {};
}
