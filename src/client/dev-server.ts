// What the development server (scripts/lib/dev/dev-data.ts, `npm run edit`) and the pages it serves agree on.

/**
 * Sent to the browser when the page data changed and is valid, with how long ago the change was made
 * (in ms; for a new theme, since its stylesheets were written): a site page that began loading before
 * then reloads, one that began after it shows the change already. Sent to one page in answer to its
 * PAGE_AGE_EVENT too: a page connects only after its scripts ran, and may have missed the broadcast.
 * A page so never keeps the data or stylesheets it loaded as they were, and reloads once a save.
 */
export const PAGE_DATA_EVENT = 'site:page-data';
export interface PageDataEvent {
  changedAgo?: number;
}

/** Sent by a page once it is connected, to learn whether the data changed while it was loading. */
export const PAGE_AGE_EVENT = 'site:page-age';

/**
 * Sent to the browser as soon as a page data file changes, is added or removed on disk, valid or not:
 * the visual editor of that file says so. `version` is the content's hash (none once removed).
 */
export const PAGE_FILE_EVENT = 'site:page-file';
export interface PageFileEvent {
  /** As the editor names it: `pages-data/pages/company/about-us.ts`. */
  file: string;
  version?: string;
}

/** The visual editor's address of a page: `/_edit/` for the home page, `/_edit/privacy` for `/privacy`. */
export const editorPath = (pagePath: string) => `/_edit${pagePath}`;

/** Whether an address is the visual editor's. */
export const isEditorPath = (pathname: string) => /^\/_edit(\/|$)/.test(pathname);
