// What the development server (scripts/lib/dev-data.ts, `npm run edit`) and the pages it serves agree on.

/** Sent to the browser when the page data changed and is valid: the site's pages reload. */
export const PAGE_DATA_EVENT = 'site:page-data';

/** The visual editor's address of a page: `/_edit/` for the home page, `/_edit/privacy` for `/privacy`. */
export const editorPath = (pagePath: string) => `/_edit${pagePath}`;

/** Whether an address is the visual editor's. */
export const isEditorPath = (pathname: string) => /^\/_edit(\/|$)/.test(pathname);
