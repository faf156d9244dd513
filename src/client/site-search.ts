import { closestTo, listen } from './dom';
import type { openSearchDialog } from './search-dialog';

/** Loads the search dialog's module: the built site names its own script, the dev server its source. */
export type LoadSearchDialog = () => Promise<{ openSearchDialog: typeof openSearchDialog }>;

/** Whether a key press goes to a field the visitor is typing in, where `/` is a character. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * What every page does for the site search, and no more: the navbar's search button, `/` and Ctrl+K
 * (Cmd+K) anywhere but in a field, a search form (`form[data-site-search]`, the help center's) and an
 * address with `?q=` open the search dialog, whose code (`search-dialog.ts`, then Pagefind's) loads
 * only then, by `load`. Returns a function that stops it.
 */
export function installSiteSearch(doc: Document, load: LoadSearchDialog): () => void {
  const open = (query: string, opener: Element | null) => {
    void load().then((dialog) => dialog.openSearchDialog(doc, { query, opener }));
  };
  const stop = listen(doc, {
    click(event) {
      const button = closestTo(event, '[data-search-open]');
      if (button) open('', button);
    },
    keydown(event) {
      if (event.defaultPrevented || event.isComposing || event.altKey || typing(event.target)) return;
      const command = event.ctrlKey || event.metaKey;
      if (!(event.key === '/' && !command) && !(event.key.toLowerCase() === 'k' && command)) return;
      if (doc.querySelector('dialog.site-search[open]')) return;
      event.preventDefault();
      open('', doc.activeElement);
    },
    submit(event) {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-site-search')) return;
      event.preventDefault();
      const field = form.querySelector<HTMLInputElement>('input[type="search"]');
      open(field?.value.trim() ?? '', field);
    },
  });
  const query = new URLSearchParams(doc.defaultView?.location.search).get('q')?.trim();
  if (query) open(query, null);
  return stop;
}
