// Names the prerendered islands and the islands script agree on, apart from React so that the
// islands script can find islands before it loads React.

/**
 * An island's element: a custom element, which may stand wherever its block may (inside a paragraph
 * too, where a `<div>` would end the paragraph), with `display: contents`, so it takes no part in layout.
 */
export const ISLAND_TAG = 'site-island';
export const ISLAND_CLASS = 'island';

/** The id of the page's icons, as JSON, on a page with islands. */
export const PAGE_ICONS_ID = 'page-icons';
