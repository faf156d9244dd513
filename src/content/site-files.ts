// The site settings file's names, apart from the loader (which runs in Node only), so that the editor's
// words and the build find the same file.

/** The site settings file's names, in the order they are looked for in `pages-data/`. */
export const SITE_FILES: readonly string[] = ['_site.ts', '_site.json'];

/** Whether a data file (a path or a bare name) is the site settings file. */
export const isSiteFile = (file: string): boolean => SITE_FILES.includes(file.split('/').at(-1) ?? file);
