import { useEffect } from 'react';

/** The name the development server gives its page data problems in Vite's overlay (scripts/lib/dev/dev-data.ts). */
const PAGE_DATA_PLUGIN = '[plugin:page data]';

/** Vite's error overlay, when it shows a problem in the page data. */
function isDataOverlay(node: Node): node is Element {
  if (!(node instanceof Element) || node.localName !== 'vite-error-overlay') return false;
  return node.shadowRoot?.querySelector('.plugin')?.textContent?.includes(PAGE_DATA_PLUGIN) ?? false;
}

/**
 * Keeps Vite's error overlay off the editor for problems in the page data: the editor says those in its
 * own words (the open page's beside its fields, other files' in a calm notice, a save's before it is
 * written), and a file half written elsewhere, or another file's mistake, never covers the page being
 * edited or its Save button. Any other error (a component that fails to compile) still shows.
 */
export function useNoDataOverlay() {
  useEffect(() => {
    const removeFrom = (nodes: Iterable<Node>) => {
      for (const node of nodes) if (isDataOverlay(node)) node.remove();
    };
    // One shown before the editor started (the server tells a page that opens of a problem it has),
    // and each one Vite adds later, taken away before it is drawn.
    removeFrom(document.body.children);
    const observer = new MutationObserver((records) => {
      for (const record of records) removeFrom(record.addedNodes);
    });
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, []);
}
