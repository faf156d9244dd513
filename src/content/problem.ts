// What a check reports about a data file: shared by every check, the reports and the editor.

/** Where a value sits inside a file's data: `['blocks', 2, 'cards', 1, 'icon']`. */
export type DataPath = (string | number)[];

/** One thing wrong in a data file, with where it is and what to do. */
export interface Problem {
  file: string;
  path: DataPath;
  /** The path for people: `blocks[2] (card-grid) › cards[1] › icon`. */
  where: string;
  message: string;
  line?: number;
  column?: number;
  /** For a problem in a shared data file: each page that uses the value, with where (`file (path)`). */
  usedBy?: string[];
  /**
   * Everything the message counts, in full, where the message names only the first few (the pages with
   * no translation): `--format=json` carries it, and `--verbose` lists it in text.
   */
  items?: string[];
  /**
   * A warning is valid data that reads badly or leads nowhere (content lint); a note is only for the
   * author's information (which pages have no translation), never an error; unset, an error.
   */
  severity?: 'error' | 'warning' | 'note';
  /**
   * `translation`: a warning that a language's site-wide texts lack a translation or hold one no text
   * reads. A strict build refuses it; an edit in the default language is not refused for it (the
   * translation follows).
   */
  topic?: 'translation';
}
