import {
  type Config,
  type Field,
  type Overrides,
  registerOverlayPortal,
  setDeep,
  type UiState,
  useGetPuck,
} from '@puckeditor/core';
import { customKind } from './field-kinds';
import { createContext, type ReactNode, use, useEffect, useRef, useSyncExternalStore } from 'react';

// Typing on the canvas: the texts a block shows as they are written (a title, a lead, a button's label,
// a paragraph) are made editable where they stand, in the block the site's own component drew. Each
// edit goes into the block's value as the side panel's field would put it, so it is checked, kept as a
// draft and saved the same way.

type Api = ReturnType<ReturnType<typeof useGetPuck>>;

/** A text a block shows: where it is in the block's props, and whether it may hold line breaks. */
export interface ShownText {
  /** Puck's path, as `setDeep` takes it and the fields panel names it: `title`, `items[0].label`. */
  path: string;
  value: string;
  multiline: boolean;
}

/** Item id → field name → its problems, in the words the fields panel shows them in. */
export const CanvasProblems = createContext<ReadonlyMap<string, ReadonlyMap<string, readonly { text: string }[]>>>(
  new Map(),
);

const MARK = 'data-editor-text';

/** The block whose text has the keyboard's focus on the canvas, if any, for the blocks to read. */
let typingId: string | null = null;
const typingListeners = new Set<() => void>();

function setTyping(id: string | null) {
  if (typingId === id) return;
  typingId = id;
  for (const listener of typingListeners) listener();
}

const subscribeTyping = (listener: () => void) => {
  typingListeners.add(listener);
  return () => typingListeners.delete(listener);
};

/** Whether the marketer is typing in a text of the block with this id on the canvas. */
export function useTypingIn(id: string): boolean {
  return useSyncExternalStore(subscribeTyping, () => id !== '' && typingId === id);
}
/** A text that fills in a site setting (`{company.name}`) shows something else than what is written. */
const PLACEHOLDER = /\{[a-zA-Z][\w.:-]*\}/;
/** Elements whose text is not the block's own to type in. */
const NOT_TEXT = 'input, textarea, select, option, script, style, svg, [data-unmanaged], [hidden]';

const fieldAt = (fields: Record<string, Field> | undefined, keys: readonly (string | number)[]): Field | undefined => {
  let field: Field | undefined;
  let within = fields;
  for (const key of keys) {
    if (typeof key === 'number') {
      // A list of texts (a section's paragraphs) has one field for each of its items.
      const list = field && customKind(field);
      if (list?.kind === 'list') {
        field = list.items?.[key] ?? list.item;
        within = field.type === 'object' ? field.objectFields : undefined;
      }
      continue;
    }
    field = within?.[key];
    if (!field) return undefined;
    within =
      field.type === 'object' ? field.objectFields : field.type === 'array' ? field.arrayFields : (undefined as never);
  }
  return field;
};

/** The value at a Puck path (`cards[2].title`) in a block's props. */
const valueAt = (props: Record<string, unknown>, path: string): unknown =>
  path
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reduce<unknown>((within, key) => (within as Record<string, unknown> | undefined)?.[key], props);

/** A union's field as it edits `value` (a paragraph that is plain text, of a rich text's kinds). */
const asText = (field: Field | undefined, value: unknown): Field | undefined => {
  const union = field && customKind(field);
  return union?.kind === 'union' ? union.variants[union.match(value)]?.field : field;
};

const nameOf = (keys: readonly (string | number)[]): string =>
  keys.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');

/**
 * The texts of a block's props that a visitor reads as written: strings in text and paragraph fields,
 * in the order the props list them (the order a block draws them in), without the blocks of its slots
 * (each is a block of its own on the canvas) and without any that fill in a site setting.
 */
export function shownTexts(props: Record<string, unknown>, fields: Record<string, Field> | undefined): ShownText[] {
  const found: ShownText[] = [];
  const walk = (value: unknown, keys: (string | number)[]) => {
    if (typeof value === 'string') {
      const field = asText(fieldAt(fields, keys), value);
      if (field && field.type !== 'text' && field.type !== 'textarea') return;
      if (value.trim() === '' || PLACEHOLDER.test(value)) return;
      found.push({ path: nameOf(keys), value, multiline: field?.type === 'textarea' });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...keys, i]));
      return;
    }
    if (value && typeof value === 'object') {
      // A block inside a slot is drawn, and typed in, as a block of its own.
      if ('type' in value && 'props' in value) return;
      for (const [key, inner] of Object.entries(value)) {
        if (keys.length === 0 && key === 'id') continue;
        walk(inner, [...keys, key]);
      }
    }
  };
  walk(props, []);
  return found;
}

/** The elements of a block on the canvas that show exactly one text, in document order. */
function textElements(block: HTMLElement): HTMLElement[] {
  const view = block.ownerDocument.defaultView!;
  const found: HTMLElement[] = [];
  for (const el of block.querySelectorAll<HTMLElement>('*')) {
    if (!(el instanceof view.HTMLElement) || el.closest(NOT_TEXT)) continue;
    // Another block inside this one (a slot's) is matched with its own texts.
    if (el.closest('[data-puck-component]') !== block) continue;
    const [only, ...rest] = el.childNodes;
    if (only?.nodeType === view.Node.TEXT_NODE && rest.length === 0) found.push(el);
  }
  return found;
}

/**
 * Pairs each shown text with the first element not paired yet that shows exactly that text (two cards'
 * "Learn more" go to the first and the second): `[element, text]` for each text found on the canvas.
 */
export function pairTexts(elements: readonly HTMLElement[], texts: readonly ShownText[]): [HTMLElement, ShownText][] {
  const used = new Set<HTMLElement>();
  const pairs: [HTMLElement, ShownText][] = [];
  for (const text of texts) {
    const el = elements.find((candidate) => !used.has(candidate) && shows(candidate, text.value));
    if (!el) continue;
    used.add(el);
    pairs.push([el, text]);
  }
  return pairs;
}

/** What was last typed in an element, and where the caret was: React may draw an older value over it. */
interface Typed {
  text: string;
  caret: number;
}

function caretIn(el: HTMLElement): number {
  const selection = el.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0) return el.textContent?.length ?? 0;
  const range = selection.getRangeAt(0).cloneRange();
  range.selectNodeContents(el);
  range.setEnd(selection.getRangeAt(0).endContainer, selection.getRangeAt(0).endOffset);
  return range.toString().length;
}

function placeCaret(el: HTMLElement, offset: number) {
  const text = el.firstChild;
  const selection = el.ownerDocument.getSelection();
  if (!selection) return;
  const range = el.ownerDocument.createRange();
  if (text) range.setStart(text, Math.min(offset, text.textContent?.length ?? 0));
  else range.setStart(el, 0);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * The characters an element holds, as typed: its text nodes, a line break for each `<br>` and between
 * lines the browser wrapped in `<div>`s. Never `innerText`, which gives the text as the block's CSS
 * shows it (a button's `text-transform: uppercase` would save "TA" for "Ta").
 */
function typedText(el: Node): string {
  let text = '';
  for (const node of el.childNodes) {
    if (node.nodeType === node.TEXT_NODE) text += (node as Text).data;
    else if (node.nodeName === 'BR') text += '\n';
    else if (node.nodeType === node.ELEMENT_NODE) {
      const line = node.nodeName === 'DIV' || node.nodeName === 'P';
      if (line && text !== '' && !text.endsWith('\n')) text += '\n';
      text += typedText(node);
    }
  }
  return text;
}

/**
 * The value typed in an element: a one-line text loses any line break a paste brought. The soft
 * hyphens and the no-break space the site adds when it draws a text (so that a word is not left alone
 * on its last line) are the drawing's, not the text's, unless the text itself holds them.
 */
export const typedValue = (el: HTMLElement, multiline: boolean, before = ''): string => {
  // An emptied text ends with the line break the browser puts there to keep its line open.
  const open = el.lastChild?.nodeName === 'BR';
  let text = typedText(el)
    .replace(/\r\n?/g, '\n')
    .replace(open ? /\n$/ : /$^/, '');
  if (!before.includes('\u00ad')) text = text.replaceAll('\u00ad', '');
  if (!before.includes('\u00a0')) text = text.replaceAll('\u00a0', ' ');
  return multiline ? text : text.replace(/\n+/g, ' ');
};

/** A text as drawn, without the soft hyphens and no-break spaces the site adds when it draws one. */
const undrawn = (text: string): string => text.replaceAll('\u00ad', '').replaceAll('\u00a0', ' ');

/** Whether an element shows a text: as written, or as the site draws it (soft hyphens, no-break spaces). */
const shows = (el: HTMLElement, value: string): boolean =>
  el.textContent === value || undrawn(el.textContent ?? '') === value;

function itemOf(api: Api, id: string) {
  const selector = api.getSelectorForId(id);
  return selector ? { selector, item: api.getItemBySelector(selector) } : undefined;
}

/**
 * Puck's state of the fields panel with the list item a text belongs to open (`cards[2].title` opens
 * the third card), or undefined when the text is not in a list's item. Puck names a block's list field
 * `<block id>_array_<prop>` and its items `<that>-<index>` until they are moved.
 */
function openItem(api: Api, id: string, item: { type: string; props: Record<string, unknown> }, path: string) {
  const match = /^([A-Za-z_$][\w$]*)\[(\d+)\]/.exec(path);
  if (!match) return undefined;
  const [, prop, at] = match as unknown as [string, string, string];
  const field = (api.config as Config).components[item.type]?.fields?.[prop];
  const value = item.props[prop];
  if (field?.type !== 'array' || !Array.isArray(value)) return undefined;
  const key = `${id}_array_${prop}`;
  const known = api.appState.ui.arrayState[key];
  const items = known?.items.length
    ? known.items
    : value.map((_, i) => ({ _originalIndex: i, _currentIndex: i, _arrayId: `${key}-${i}` }));
  const index = Number(at);
  const openId = items[index]?._arrayId ?? `${key}-${index}`;
  if (known?.openId === openId) return undefined;
  return { ...api.appState.ui.arrayState, [key]: { ...known, items, openId } };
}

/**
 * Makes the texts of every block on the canvas editable in place and keeps them so while React draws
 * them again: each input updates the block's prop (as its field would), and the caret stays where the
 * marketer left it.
 */
function CanvasText({ doc }: { doc: Document }) {
  const getPuck = useGetPuck();
  const problems = use(CanvasProblems);
  const problemsRef = useRef(problems);
  useEffect(() => {
    problemsRef.current = problems;
  }, [problems]);
  const typed = useRef(new WeakMap<HTMLElement, Typed>());

  useEffect(() => {
    const view = doc.defaultView;
    if (!view) return;
    const portals = new Map<HTMLElement, () => void>();

    /** Marks the texts of each block; removes the mark from elements that no longer show their text. */
    const mark = () => {
      const api = getPuck();
      const config = api.config as Config;
      const marked = new Set<HTMLElement>();
      for (const block of doc.querySelectorAll<HTMLElement>('[data-puck-component]')) {
        const id = block.getAttribute('data-puck-component')!;
        const found = itemOf(api, id);
        if (!found?.item) continue;
        const fields = config.components[found.item.type]?.fields as Record<string, Field> | undefined;
        const texts = shownTexts(found.item.props as Record<string, unknown>, fields);
        const focused = doc.activeElement instanceof view.HTMLElement ? doc.activeElement : null;
        // The element being typed in keeps its place even while its text is not the prop's yet.
        const keep = focused?.hasAttribute(MARK) && block.contains(focused) ? focused : null;
        const keptPath = keep?.getAttribute(MARK);
        const rest = texts.filter((text) => text.path !== keptPath);
        const pairs = pairTexts(
          textElements(block).filter((el) => el !== keep),
          rest,
        );
        if (keep && keptPath) {
          const multiline = !keep.hasAttribute('data-editor-one-line');
          pairs.push([keep, { path: keptPath, value: keep.textContent ?? '', multiline }]);
        }
        const itemProblems = problemsRef.current.get(id);
        for (const [el, text] of pairs) {
          marked.add(el);
          const attributes: Record<string, string> = {
            [MARK]: text.path,
            'data-editor-block': id,
            contenteditable: 'plaintext-only',
            spellcheck: 'true',
            tabindex: '-1',
          };
          for (const [key, value] of Object.entries(attributes)) {
            if (el.getAttribute(key) !== value) el.setAttribute(key, value);
          }
          if (text.multiline) el.removeAttribute('data-editor-one-line');
          else el.setAttribute('data-editor-one-line', '');
          if (itemProblems?.has(text.path)) el.setAttribute('data-editor-invalid', '');
          else el.removeAttribute('data-editor-invalid');
          if (!portals.has(el)) portals.set(el, registerOverlayPortal(el) ?? (() => undefined));
        }
      }
      for (const el of doc.querySelectorAll<HTMLElement>(`[${MARK}]`)) {
        if (marked.has(el)) continue;
        for (const key of [MARK, 'data-editor-block', 'contenteditable', 'spellcheck', 'data-editor-one-line']) {
          el.removeAttribute(key);
        }
        el.removeAttribute('data-editor-invalid');
        portals.get(el)?.();
        portals.delete(el);
      }
      for (const [el, cleanup] of portals) {
        if (!el.isConnected) {
          cleanup();
          portals.delete(el);
        }
      }
    };

    /**
     * React drew the typed text again, which puts the caret back at its start: it goes where the
     * marketer left it. A text React changed (an undo) is left as React drew it.
     */
    const keepCaret = () => {
      const el = doc.activeElement;
      if (!(el instanceof view.HTMLElement) || !el.hasAttribute(MARK)) return;
      const last = typed.current.get(el);
      if (!last) return;
      if (el.textContent !== last.text) typed.current.delete(el);
      else if (caretIn(el) !== last.caret) placeCaret(el, last.caret);
    };

    /** The element typed in last, while it has the focus. */
    let typingIn: HTMLElement | null = null;

    /** Focus goes on to the element now showing the text typed in, the caret where it was. */
    const refocus = (gone: HTMLElement): boolean => {
      const last = typed.current.get(gone);
      const id = gone.getAttribute('data-editor-block');
      const path = gone.getAttribute(MARK);
      if (!last || !id || !path) return false;
      mark();
      const next = [...doc.querySelectorAll<HTMLElement>(`[${MARK}]`)].find(
        (el) => el.getAttribute('data-editor-block') === id && el.getAttribute(MARK) === path,
      );
      if (!next) return false;
      typed.current.delete(gone);
      typed.current.set(next, last);
      typingIn = next;
      next.focus();
      placeCaret(next, last.caret);
      return true;
    };

    let frame = 0;
    const observer = new MutationObserver(() => {
      keepCaret();
      frame ||= view.requestAnimationFrame(() => {
        frame = 0;
        mark();
      });
    });
    observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
    mark();

    const target = (event: Event): HTMLElement | null => {
      const el = event.target;
      return el instanceof view.HTMLElement && el.hasAttribute(MARK) ? el : null;
    };

    const onInput = (event: Event) => {
      const el = target(event);
      if (!el) return;
      const api = getPuck();
      const id = el.getAttribute('data-editor-block')!;
      const path = el.getAttribute(MARK)!;
      const found = itemOf(api, id);
      if (!found?.item) return;
      const before = String(valueAt(found.item.props as Record<string, unknown>, path) ?? '');
      const value = typedValue(el, !el.hasAttribute('data-editor-one-line'), before);
      typed.current.set(el, { text: value, caret: Math.min(caretIn(el), value.length) });
      typingIn = el;
      const props = setDeep(found.item.props, path, value);
      api.dispatch({
        type: 'replace',
        destinationIndex: found.selector.index,
        destinationZone: found.selector.zone!,
        data: { ...found.item, props },
      });
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const el = target(event);
      if (!el) return;
      // Ctrl+S and the other shortcuts still reach the editor; the keys that type stay in the text.
      if (event.ctrlKey || event.metaKey) return;
      event.stopPropagation();
      // Escape leaves the text for its block, where Delete and Alt+arrows act on the block.
      if (event.key === 'Escape') {
        const block = el.closest<HTMLElement>('[data-puck-component]');
        if (block?.tabIndex === 0) block.focus();
        else el.blur();
      }
      if (event.key === 'Enter' && el.hasAttribute('data-editor-one-line')) event.preventDefault();
    };

    const onFocus = (event: FocusEvent) => {
      const el = target(event);
      if (!el) return;
      typed.current.delete(el);
      setTyping(el.getAttribute('data-editor-block'));
      select(el);
    };

    /**
     * The block of a text being typed in is the selected one, its fields beside the canvas; a text of
     * a list's item (a card of a grid) opens that item in the list's field.
     */
    const select = (el: HTMLElement) => {
      const api = getPuck();
      const id = el.getAttribute('data-editor-block')!;
      const selector = api.getSelectorForId(id);
      if (!selector) return;
      const current = api.appState.ui.itemSelector;
      const ui: Partial<UiState> = {};
      if (current?.index !== selector.index || current?.zone !== selector.zone) ui.itemSelector = selector;
      const item = api.getItemBySelector(selector);
      const open = item ? openItem(api, id, item, el.getAttribute(MARK) ?? '') : undefined;
      if (open) ui.arrayState = open;
      if (Object.keys(ui).length > 0) api.dispatch({ type: 'setUi', ui });
    };

    const onBlur = (event: FocusEvent) => {
      const el = target(event);
      if (!el) return;
      // Once React is done drawing: an element it removed while it had the focus (a block that keys
      // its parts by their text draws them anew) hands the focus on to the one that replaced it.
      queueMicrotask(() => {
        if (!el.isConnected && typingIn === el && refocus(el)) return;
        typed.current.delete(el);
        if (typingIn === el) typingIn = null;
        if (!doc.activeElement?.hasAttribute(MARK)) setTyping(null);
      });
    };

    // A text inside a link or a button is typed in, never followed or pressed; the click selects its
    // block and goes no further (the canvas would take a click that reaches it as one beside the blocks).
    const onClick = (event: MouseEvent) => {
      const el = event.target instanceof view.Element ? event.target.closest<HTMLElement>(`[${MARK}]`) : null;
      if (!el) return;
      event.preventDefault();
      event.stopPropagation();
      select(el);
    };

    doc.addEventListener('input', onInput, true);
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('focusin', onFocus, true);
    doc.addEventListener('focusout', onBlur, true);
    doc.addEventListener('click', onClick, true);
    return () => {
      observer.disconnect();
      if (frame) view.cancelAnimationFrame(frame);
      for (const cleanup of portals.values()) cleanup();
      doc.removeEventListener('input', onInput, true);
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('focusin', onFocus, true);
      doc.removeEventListener('focusout', onBlur, true);
      doc.removeEventListener('click', onClick, true);
      setTyping(null);
    };
  }, [doc, getPuck]);

  return null;
}

const Pass = ({ children }: { children: ReactNode }) => <>{children}</>;

/** The editor's overrides with typing on the canvas added to any `iframe` override already given. */
export function withCanvasText(overrides: Partial<Overrides<Config>>): Partial<Overrides<Config>> {
  const Frame = overrides.iframe ?? Pass;
  return {
    ...overrides,
    iframe: ({ children, document: doc }) => (
      <Frame document={doc}>
        {children}
        {doc ? <CanvasText doc={doc} /> : null}
      </Frame>
    ),
  };
}
