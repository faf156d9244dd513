// Where the loader takes the data files from: how a file is imported, and the changes a save would make.

/** Imports a TypeScript data file and returns its module namespace. */
export type ImportModule = (file: string) => Promise<unknown>;

/**
 * The site as a change would leave it, checked before the change is written: data in place of files'
 * own (by their name from the project, `pages-data/about.ts`), and page files that move.
 */
export interface ContentOverlay {
  data?: ReadonlyMap<string, unknown>;
  /** Old file → new file: the page keeps its data and takes the new file's address. */
  moves?: ReadonlyMap<string, string>;
  /** Applied to the data of every other file (links rewritten by a rename). */
  transform?: (data: unknown) => unknown;
  /** Group files the change adds (their data in `data`): the file and its folder's URL path. */
  groups?: readonly { file: string; path: string }[];
}
