import closeSvg from '@material-symbols/svg-400/outlined/close.svg?raw';
import pageSvg from '@material-symbols/svg-400/outlined/description.svg?raw';
import searchSvg from '@material-symbols/svg-400/outlined/search.svg?raw';
import { EN_MESSAGES } from '../ui/messages-en';
import { formatSearchText, SEARCH_TEXT_KEYS, type SearchTexts } from '../ui/search-texts';
import { SITE_BASE } from '../ui/site-path';
import css from './search-dialog.scss?inline';

// What this dialog uses of Pagefind's browser API (`/pagefind/pagefind.js`, written by the build).
interface PagefindLocations {
  url: string;
  title: string;
  excerpt: string;
  locations: number[];
}
interface PagefindData extends PagefindLocations {
  meta: { title?: string; group?: string };
  sub_results: PagefindLocations[];
}
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  debouncedSearch(
    term: string,
    options?: object,
    ms?: number,
  ): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
}

/** What the search says on the development server (for developers: in English only). */
const DEV_NOTE = 'Search works on the built site only: run `npm start` (it builds dist/ and serves it) to try it.';

/** How many results show: the rest are worth a more precise search. */
const SHOWN = 8;
const ID = 'site-search';

interface Opening {
  /** What to search for at once (the help center's box, `?q=`). */
  query: string;
  /** What gets focus back when the dialog closes. */
  opener: Element | null;
}

let pagefind: Promise<Pagefind> | undefined;
/** Pagefind's script, loaded once, from the site's own `/pagefind/` under its base path. */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ `${SITE_BASE}pagefind/pagefind.js`).then(async (module: Pagefind) => {
    // The index holds each page's address with the base path already in front.
    await module.options({ excerptLength: 24 });
    return module;
  });
  // A failed load (offline for a moment) is tried again the next time.
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** An icon from the site's set, decorative. */
function icon(doc: Document, svg: string): HTMLElement {
  const wrap = element(doc, 'span', { class: 'site-search-icon', 'aria-hidden': 'true' });
  wrap.innerHTML = svg;
  return wrap;
}

/**
 * Pagefind's excerpt (escaped text with `<mark>` around the matches) as DOM: text and marks only, so
 * nothing of a page's markup can come through.
 */
function excerptNodes(doc: Document, excerpt: string): Node[] {
  const template = doc.createElement('template');
  template.innerHTML = excerpt;
  return [...template.content.childNodes].map((node) =>
    node.nodeName === 'MARK'
      ? element(doc, 'mark', {}, node.textContent ?? '')
      : doc.createTextNode(node.textContent ?? ''),
  );
}

/** The part of a page that matched best: the section with the most matches, or the page as a whole. */
function bestPart(data: PagefindData): PagefindLocations {
  let best: PagefindLocations = data;
  for (const part of data.sub_results) {
    if (best === data || part.locations.length > best.locations.length) best = part;
  }
  return best;
}

function readTexts(doc: Document): SearchTexts {
  const fallback = Object.fromEntries(SEARCH_TEXT_KEYS.map((key) => [key, EN_MESSAGES[key]])) as SearchTexts;
  const carried = doc.querySelector<HTMLElement>('[data-search-texts]')?.dataset.searchTexts;
  try {
    return { ...fallback, ...(carried ? (JSON.parse(carried) as Partial<SearchTexts>) : {}) };
  } catch {
    return fallback;
  }
}

/** The dialog, made once per page on first use. */
function createDialog(doc: Document): HTMLDialogElement {
  const texts = readTexts(doc);
  const language = doc.documentElement.lang || 'en';
  const say = (key: keyof SearchTexts, values?: { count?: number; query?: string }) =>
    formatSearchText(texts[key], language, values);

  // Through the CSS object model, which the site's Content-Security-Policy leaves alone: it refuses an
  // inline <style> the page does not list.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  const dialog = element(doc, 'dialog', { class: 'site-search', 'aria-labelledby': `${ID}-label` });
  const card = element(doc, 'div', { class: 'site-search-card' });
  const bar = element(doc, 'div', { class: 'site-search-bar' });
  const label = element(
    doc,
    'label',
    { id: `${ID}-label`, for: `${ID}-input`, class: 'site-search-label' },
    say('search.open'),
  );
  const input = element(doc, 'input', {
    id: `${ID}-input`,
    type: 'search',
    role: 'combobox',
    'aria-expanded': 'false',
    'aria-controls': `${ID}-results`,
    'aria-autocomplete': 'list',
    autocomplete: 'off',
    spellcheck: 'false',
    enterkeyhint: 'go',
    placeholder: say('search.placeholder'),
  });
  const close = element(doc, 'button', {
    type: 'button',
    class: 'site-search-close',
    'aria-label': say('block.close'),
  });
  close.append(icon(doc, closeSvg));
  bar.append(icon(doc, searchSvg), label, input, close);
  const status = element(doc, 'p', { class: 'site-search-status', role: 'status' });
  const list = element(doc, 'div', {
    id: `${ID}-results`,
    class: 'site-search-results',
    role: 'listbox',
    'aria-label': say('search.results'),
  });
  const keys = element(doc, 'p', { class: 'site-search-keys', 'aria-hidden': 'true' }, say('search.keys'));
  card.append(bar, status, list, keys);
  dialog.append(card);

  let options: HTMLAnchorElement[] = [];
  let active = -1;
  const activate = (index: number) => {
    options[active]?.setAttribute('aria-selected', 'false');
    active = index;
    const option = options[active];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const show = (found: HTMLAnchorElement[], message: string) => {
    options = found;
    active = -1;
    input.removeAttribute('aria-activedescendant');
    list.replaceChildren(...found);
    input.setAttribute('aria-expanded', String(found.length > 0));
    status.textContent = message;
  };

  let asked = 0;
  const search = async () => {
    const query = input.value.trim();
    const ticket = ++asked;
    // The index is made by the build, so the development server has none to search: it says so at once.
    if (import.meta.env.DEV) return show([], DEV_NOTE);
    if (!query) return show([], '');
    status.textContent = say('search.searching');
    try {
      const found = await (await loadPagefind()).debouncedSearch(query, {}, 150);
      // null: a newer query took this one's place.
      if (!found || ticket !== asked) return;
      const data = await Promise.all(found.results.slice(0, SHOWN).map((result) => result.data()));
      if (ticket !== asked) return;
      const options = data.map((page, index) => resultOption(doc, page, index));
      show(
        options,
        options.length ? say('search.found', { count: found.results.length }) : say('search.none', { query }),
      );
    } catch {
      if (ticket === asked) show([], say('search.failed'));
    }
  };

  input.addEventListener('input', () => void search());
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      activate(active === -1 && step < 0 ? options.length - 1 : (active + step + options.length) % options.length);
    } else if (event.key === 'Escape') {
      // A search field would only empty itself on the first Escape: Escape closes the search at once.
      event.preventDefault();
      dialog.close();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // With none chosen, Enter opens the first result: what typing a word and pressing Enter means.
      (options[active] ?? options[0])?.click();
    }
  });
  list.addEventListener('mousemove', (event) => {
    const option = (event.target as Element).closest<HTMLAnchorElement>('[role="option"]');
    if (option && options.indexOf(option) !== active) activate(options.indexOf(option));
  });
  // A result on this same page only scrolls to its section: the search closes to show it.
  list.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[role="option"]')) dialog.close();
  });
  close.addEventListener('click', () => dialog.close());
  // A press on the backdrop (the dialog itself, around its card) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    doc.documentElement.classList.remove('site-search-open');
    const opener = openers.get(dialog);
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  });
  doc.body.append(dialog);
  return dialog;
}

/** One result: a link to the page (or the section that matched), its title, section and passage. */
function resultOption(doc: Document, page: PagefindData, index: number): HTMLAnchorElement {
  const part = bestPart(page);
  const title = page.meta.title ?? page.title;
  const option = element(doc, 'a', {
    id: `${ID}-option-${index}`,
    class: 'site-search-result',
    role: 'option',
    'aria-selected': 'false',
    href: part.url,
    tabindex: '-1',
  });
  const head = element(doc, 'span', { class: 'site-search-result-title' });
  head.append(icon(doc, pageSvg), element(doc, 'span', {}, title));
  const section = [page.meta.group, part !== page && part.title !== title ? part.title : undefined].filter(Boolean);
  const where = element(doc, 'span', { class: 'site-search-result-section' }, section.join(' › '));
  const excerpt = element(doc, 'span', { class: 'site-search-result-excerpt' });
  excerpt.append(...excerptNodes(doc, part.excerpt));
  option.append(head, ...(section.length ? [where] : []), excerpt);
  return option;
}

const openers = new WeakMap<HTMLDialogElement, Element | null>();

/** Opens the site search (making it on first use), searching for `query` when it is given. */
export function openSearchDialog(doc: Document, { query, opener }: Opening): void {
  const dialog = doc.querySelector<HTMLDialogElement>(`dialog.site-search`) ?? createDialog(doc);
  if (dialog.open) return;
  openers.set(dialog, opener);
  const input = dialog.querySelector('input')!;
  if (query) input.value = query;
  doc.documentElement.classList.add('site-search-open');
  dialog.showModal();
  input.focus();
  input.select();
  if (input.value.trim() || import.meta.env.DEV) input.dispatchEvent(new Event('input'));
}
