import { useEffect } from 'react';

/** The name the development server gives its page data problems in Vite's overlay (scripts/lib/dev-data.ts). */
const PAGE_DATA_PLUGIN = 'page data';

/**
 * Keeps Vite's error overlay off the editor for problems in the page data: the editor says those in its
 * own words (the open page's beside its fields, other files' in a calm notice, a save's before it is
 * written), and a file half written elsewhere, or another file's mistake, never covers the page being
 * edited or its Save button. Any other error (a component that fails to compile) still shows.
 */
export function useNoDataOverlay() {
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    let dataError = false;
    const heard = (payload: { err?: { plugin?: string } }) => {
      dataError = payload.err?.plugin === PAGE_DATA_PLUGIN;
    };
    // Vite adds its overlay right after telling its listeners: it is taken away before it is drawn.
    const observer = new MutationObserver((records) => {
      if (!dataError) return;
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.localName === 'vite-error-overlay') {
            node.remove();
            dataError = false;
          }
        }
      }
    });
    observer.observe(document.body, { childList: true });
    hot.on('vite:error', heard);
    return () => {
      observer.disconnect();
      hot.off('vite:error', heard);
    };
  }, []);
}
