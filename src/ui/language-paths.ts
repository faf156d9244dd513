// Where each language of the site publishes its pages, as paths: the default one at the root, each other
// one under its folder (`/de/…`). Plain functions, for the build's content and the browser's links alike.

/** Where a language publishes its pages: '' for the default one, '/de' for German. */
type Placed = { prefix: string };

const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The language a page at `path` is in: the one whose folder holds it, else the default one (the first). */
export function languageOfPath<L extends Placed>(path: string, languages: readonly L[]): L {
  return languages.find((language) => language.prefix && within(path, language.prefix)) ?? languages[0]!;
}

/** Where the page at `path` (in `from`) stands in the default language: `/de/x` → `/x`, `/de` → `/`. */
export function defaultPathOf(path: string, from: Placed): string {
  if (!from.prefix) return path;
  return path.slice(from.prefix.length) || '/';
}

/** Where the default page at `path` stands in `language`: `/x` → `/de/x`, `/` → `/de`. */
export function pathIn(path: string, language: Placed): string {
  if (!language.prefix) return path;
  return path === '/' ? language.prefix : `${language.prefix}${path}`;
}
