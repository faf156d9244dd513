import { createHash } from 'node:crypto';
import postcss from 'postcss';
import { PurgeCSS } from 'purgecss';

/** The site's base stylesheet as the prerendered pages link it. */
const BASE_LINK =
  /<link rel="stylesheet" href="((?:\/[\w-]+)*\/assets\/([\w-]+?)-[\w-]+\.css)" data-precedence="base"\/>/;

const NESTED_LIST = /:(?:is|where|has)\(/;
const IGNORE = 'purgecss ignore current';

/** PurgeCSS's own default extractor: the words a selector is matched against. */
const WORD = /[A-Za-z0-9_-]+/g;

/**
 * What the purge needs of the built pages, gathered one page at a time: the base stylesheet's link
 * and every word the pages hold (the build keeps this, not the pages, while it finishes thousands).
 */
export class PurgeContent {
  base: RegExpExecArray | undefined;
  readonly words = new Set<string>();

  add(html: string): void {
    this.base ??= BASE_LINK.exec(html) ?? undefined;
    for (const [word] of html.matchAll(WORD)) this.words.add(word);
  }
}

export interface PurgedBase {
  /** The base stylesheet's URL before and after. */
  from: string;
  to: string;
  css: string;
}

/**
 * Drops the rules of the site's base stylesheet (Bootstrap's modules and the theme) that no built page
 * or browser script can use: a selector stays when every class, id, tag and attribute it names occurs
 * in a page's HTML or in the text of a script, which covers the classes scripts set at run time (`show`,
 * `collapsing`, `is-invalid`). The result gets a name of its own, so caches never mix the two.
 */
export async function purgeBaseStylesheet(
  pages: PurgeContent,
  scripts: readonly string[],
  readCss: (href: string) => string,
): Promise<PurgedBase | undefined> {
  const match = pages.base;
  if (!match) return undefined;
  const [, from, name] = match;
  // PurgeCSS rewrites the selector lists inside `:is()`, `:where()` and `:has()` and gets them wrong
  // (`:where(:not(.island))` vanishes); rules that use them are kept whole.
  const marked = postcss.parse(readCss(from!));
  marked.walkRules(NESTED_LIST, (rule) => {
    rule.prepend(postcss.comment({ text: IGNORE }));
  });
  const [result] = await new PurgeCSS().purge({
    css: [{ raw: marked.toString() }],
    content: [
      { raw: [...pages.words].join(' '), extension: 'html' },
      ...scripts.map((raw) => ({ raw, extension: 'js' })),
    ],
    // Keyframes the kept rules name stay; variables are Bootstrap's API and stay. Every font face stays:
    // the faces are the site's (src/styles/main.scss), and a family only a page's own block styles
    // name (Roboto Mono, in the showcase's code) is not named here.
    keyframes: true,
  });
  const css = result!.css.replaceAll(`/*${IGNORE}*/`, '');
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  return { from: from!, to: from!.replace(/[^/]+$/, `${name}-${hash}.css`), css };
}
