import './keyboard.css';
import { ActionBar, type Config, createUsePuck, type Data, type Overrides, useGetPuck } from '@puckeditor/core';
import { type MouseEvent, type ReactNode, useCallback, useEffect, useRef } from 'react';
import {
  blockElement,
  blockId,
  blockName,
  canvasBlocks,
  canvasTabOrder,
  focusWhenReady,
  leaveFrame,
  OVERLAY,
  prepareCanvas,
  tabbables,
} from './keyboard-focus';

// The editor by keyboard alone: skip links, blocks on the canvas reached by Tab and selected by Enter,
// their toolbar right after them, focus kept on a block after it is moved, copied or deleted, the
// Blocks/Outline switch and the outline reachable, and Ctrl+S (⌘S) to save.

const usePuck = createUsePuck();
type Api = ReturnType<ReturnType<typeof useGetPuck>>;

const ROOT_ZONE = 'root:default-zone';
const KEYS_ID = 'editor-block-keys';
const FIELDS_MARK = 'data-editor-fields-start';
const KEYS_TEXT =
  'Enter or Space selects the block; Tab then reaches its toolbar. Alt+Up and Alt+Down move it; Delete removes it.';

const canvasDocument = (): Document | null =>
  document.querySelector<HTMLIFrameElement>('iframe#preview-frame')?.contentDocument ?? null;

const selectedIdOf = (api: Api): string | null => (api.selectedItem ? String(api.selectedItem.props.id) : null);

// Puck's getItemById throws for an id it no longer has; the canvas may still show it for a moment.
const itemOf = (api: Api, id: string) => {
  const selector = api.getSelectorForId(id);
  return selector ? api.getItemBySelector(selector) : undefined;
};

function typeLabel(api: Api, id: string): string {
  const type = itemOf(api, id)?.type;
  return (type && api.config.components[type]?.label) || type || 'Block';
}

const emptyCanvas = (doc: Document | null): HTMLElement | null =>
  doc?.querySelector<HTMLElement>(`[data-puck-dropzone="${ROOT_ZONE}"]`) ?? null;

/** The selected block, else the first one, else the empty canvas. */
function focusCanvas(api: Api) {
  focusWhenReady(() => {
    const doc = canvasDocument();
    const id = selectedIdOf(api) ?? blockId(doc ? canvasBlocks(doc)[0] : null);
    return id ? blockElement(doc, id) : emptyCanvas(doc);
  });
}

/**
 * The first field of the fields panel: the selected block's, or the page's when none is. Puck draws the
 * panel twice (the narrow-screen copy is hidden), so the visible one.
 */
function firstField(): HTMLElement | null {
  for (const mark of document.querySelectorAll(`[${FIELDS_MARK}]`)) {
    const form = mark.closest('form');
    const all = form ? tabbables(form).filter((el) => !el.classList.contains('editor-skip-link')) : [];
    const first = all.find((el) => ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) ?? all[0];
    if (first) return first;
  }
  return null;
}

function focusFields(api: Api) {
  if (!firstField() && !api.appState.ui.rightSideBarVisible) {
    api.dispatch({ type: 'setUi', ui: { rightSideBarVisible: true } });
  }
  focusWhenReady(firstField);
}

const outlineButton = (id: string | null): HTMLElement | null =>
  document.querySelector<HTMLElement>(
    id
      ? `[data-puck-layer-tree-id="${CSS.escape(id)}"] button[class*="Layer-clickable"]`
      : '[data-puck-layer-tree-id] button[class*="Layer-clickable"]',
  );

function focusOutline(api: Api) {
  api.dispatch({ type: 'setUi', ui: { plugin: { current: 'outline' }, leftSideBarVisible: true } });
  focusWhenReady(() => outlineButton(selectedIdOf(api)) ?? outlineButton(null));
}

/** Save with the keyboard: the header's Save button, when it may be pressed. */
function onSaveKey(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return false;
  event.preventDefault();
  const save = document.querySelector<HTMLButtonElement>('button.editor-save');
  if (save && !save.disabled) save.click();
  return true;
}

/** Puck's Blocks / Outline switch is drawn as plain boxes: make them buttons Tab and Enter reach. */
function prepareNav() {
  for (const link of document.querySelectorAll<HTMLElement>('[class*="NavItem-link_"]')) {
    const active = link.parentElement?.className.includes('NavItem--active') ? 'true' : 'false';
    if (link.getAttribute('role') !== 'button') link.setAttribute('role', 'button');
    if (link.getAttribute('tabindex') !== '0') link.setAttribute('tabindex', '0');
    if (link.getAttribute('aria-pressed') !== active) link.setAttribute('aria-pressed', active);
  }
}

/** A list item's name in its collapsed row (a card of a grid, a link of a menu): it opens and closes the item. */
const LIST_ITEM_TOGGLE = '[class*="ArrayFieldItem-summary"] .editor-item-toggle';

/** Each list item's button says whether its item is open, as a disclosure button does. */
function prepareListItems() {
  for (const toggle of document.querySelectorAll<HTMLElement>(LIST_ITEM_TOGGLE)) {
    const item = toggle.closest('[class*="ArrayFieldItem-summary"]')?.parentElement;
    const open = item?.className.includes('ArrayFieldItem--isExpanded') ? 'true' : 'false';
    if (toggle.getAttribute('aria-expanded') !== open) toggle.setAttribute('aria-expanded', open);
  }
}

/** The outline names each block as the canvas does ("Hero block: …"), not by its type alone. */
function prepareOutline() {
  const doc = canvasDocument();
  for (const row of document.querySelectorAll<HTMLElement>('[data-puck-layer-tree-id]')) {
    // The row is also a drag handle Tab would stop at, with nothing to do there by keyboard.
    const handle = row.querySelector<HTMLElement>('[class*="Layer-inner"]');
    if (handle && handle.getAttribute('tabindex') !== '-1') handle.setAttribute('tabindex', '-1');
    const button = row.querySelector<HTMLElement>('button[class*="Layer-clickable"]');
    const name = blockElement(doc, row.getAttribute('data-puck-layer-tree-id') ?? '')?.getAttribute('aria-label');
    if (button && name && button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
  }
}

function SkipLink({ children, onActivate }: { children: ReactNode; onActivate: () => void }) {
  const activate = (event: MouseEvent) => {
    event.preventDefault();
    onActivate();
  };
  return (
    <a className="editor-skip-link" href="#" onClick={activate}>
      {children}
    </a>
  );
}

/** First in the page's Tab order: straight to the canvas, the outline or the fields. */
function SkipLinks() {
  const getPuck = useGetPuck();
  const appState = usePuck((s) => s.appState);
  useEffect(() => {
    let frame = 0;
    const refresh = () => {
      frame = 0;
      prepareNav();
      prepareOutline();
      prepareListItems();
    };
    const observer = new MutationObserver(() => (frame ||= requestAnimationFrame(refresh)));
    observer.observe(document.body, { childList: true, subtree: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (onSaveKey(event)) return;
      const target = event.target;
      if ((event.key === 'Enter' || event.key === ' ') && target instanceof HTMLElement) {
        if (target.matches('[class*="NavItem-link_"]')) {
          event.preventDefault();
          target.click();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    refresh();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, []);
  // The switch's pressed state and the outline's names follow the editor's state.
  useEffect(() => {
    prepareNav();
    prepareOutline();
  }, [appState]);
  return (
    <nav className="editor-skip-links" aria-label="Skip links">
      <SkipLink onActivate={() => focusCanvas(getPuck())}>Skip to canvas</SkipLink>
      <SkipLink onActivate={() => focusOutline(getPuck())}>Skip to outline</SkipLink>
      <SkipLink onActivate={() => focusFields(getPuck())}>Skip to fields</SkipLink>
    </nav>
  );
}

/** In the selected block's toolbar, first: from the block to its fields. */
function SkipToFields() {
  const getPuck = useGetPuck();
  return <SkipLink onActivate={() => focusFields(getPuck())}>Skip to fields</SkipLink>;
}

/** At the top of the fields panel: back to the block they belong to. */
function BackToBlock() {
  const getPuck = useGetPuck();
  const selected = usePuck((s) => (s.selectedItem ? String(s.selectedItem.props.id) : null));
  return (
    <>
      <span hidden {...{ [FIELDS_MARK]: '' }} />
      {selected ? (
        <SkipLink
          onActivate={() => focusWhenReady(() => blockElement(canvasDocument(), selectedIdOf(getPuck()) ?? ''))}
        >
          Back to the block
        </SkipLink>
      ) : null}
    </>
  );
}

/** What was selected and where, before a change that should leave focus on a block. */
interface Expected {
  data: Data;
  selected: string | null;
  id: string | null;
  zone: string;
  index: number;
  at: number;
}

/** The block to focus after the change: the same (or its copy, now selected), else the next at its place. */
function focusTarget(api: Api, expected: Expected): string | null {
  if (expected.id && itemOf(api, expected.id)) return selectedIdOf(api) ?? expected.id;
  const { zone, index } = expected;
  const there =
    api.getItemBySelector({ zone, index }) ??
    (index > 0 ? api.getItemBySelector({ zone, index: index - 1 }) : undefined);
  if (there) return String(there.props.id);
  return zone === ROOT_ZONE ? null : (zone.split(':')[0] ?? null);
}

/** Inside the canvas's document: names, Tab order and keys of the blocks, and where focus goes after a change. */
function CanvasKeys({ doc }: { doc: Document }) {
  const getPuck = useGetPuck();
  const data = usePuck((s) => s.appState.data);
  const selectedId = usePuck((s) => (s.selectedItem ? String(s.selectedItem.props.id) : null));
  const expected = useRef<Expected | null>(null);

  const refresh = useCallback(() => {
    const api = getPuck();
    prepareCanvas(doc, (id, el) => blockName(el, typeLabel(api, id)), selectedIdOf(api), KEYS_ID);
    const root = emptyCanvas(doc);
    if (root && root.getAttribute('tabindex') !== '-1') {
      root.setAttribute('tabindex', '-1');
      root.setAttribute('role', 'region');
      root.setAttribute('aria-label', 'Canvas');
    }
    if (!doc.getElementById(KEYS_ID)) {
      const keys = doc.createElement('div');
      keys.id = KEYS_ID;
      keys.hidden = true;
      keys.textContent = KEYS_TEXT;
      doc.body.append(keys);
    }
  }, [doc, getPuck]);

  useEffect(() => {
    const view = doc.defaultView;
    if (!view) return;
    let frame = 0;
    const observer = new MutationObserver(() => (frame ||= view.requestAnimationFrame(() => ((frame = 0), refresh()))));
    observer.observe(doc.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-puck-component', 'href', 'tabindex', 'role', 'aria-pressed', 'aria-disabled'],
    });

    const expect = (id: string | null, selector: { zone?: string; index: number } | null | undefined) => {
      const api = getPuck();
      expected.current = {
        data: api.appState.data,
        selected: selectedIdOf(api),
        id,
        zone: selector?.zone ?? ROOT_ZONE,
        index: selector?.index ?? 0,
        at: Date.now(),
      };
    };
    const expectSelected = () => {
      const api = getPuck();
      expect(selectedIdOf(api), api.appState.ui.itemSelector);
    };

    const onBlockKey = (event: KeyboardEvent, id: string): boolean => {
      const api = getPuck();
      const selector = api.getSelectorForId(id);
      if (!selector || event.ctrlKey || event.metaKey) return false;
      const { key, altKey } = event;
      if ((key === 'Enter' || key === ' ') && !altKey) {
        api.dispatch({ type: 'setUi', ui: { itemSelector: selector } });
        return true;
      }
      if ((key === 'Delete' || key === 'Backspace') && !altKey) {
        // Keep the selection on the block it was on (Puck keeps its index, which may now be another's).
        const selected = selectedIdOf(api);
        const at = selected && selected !== id ? api.getSelectorForId(selected) : undefined;
        const inside = selected && blockElement(doc, id)?.contains(blockElement(doc, selected) ?? null);
        expect(id, selector);
        api.dispatch({ type: 'remove', index: selector.index, zone: selector.zone });
        if (inside) api.dispatch({ type: 'setUi', ui: { itemSelector: null } });
        else if (at && at.zone === selector.zone && at.index > selector.index) {
          api.dispatch({ type: 'setUi', ui: { itemSelector: { zone: at.zone, index: at.index - 1 } } });
        }
        return true;
      }
      if (altKey && (key === 'ArrowUp' || key === 'ArrowDown')) {
        const to = selector.index + (key === 'ArrowUp' ? -1 : 1);
        if (to < 0 || !api.getItemBySelector({ zone: selector.zone, index: to })) return true;
        expect(id, selector);
        const zone = selector.zone;
        api.dispatch({ type: 'reorder', sourceIndex: selector.index, destinationIndex: to, destinationZone: zone });
        api.dispatch({ type: 'setUi', ui: { itemSelector: { index: to, zone } } });
        return true;
      }
      return false;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (onSaveKey(event)) return;
      const target = event.target;
      if (!(target instanceof view.HTMLElement)) return;
      const id = target.getAttribute('data-puck-component');
      if (id && onBlockKey(event, id)) {
        // Before Puck's own keys (its Delete removes the selected block, not the focused one).
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      // The canvas does not turn Enter on a link of the toolbar into a click by itself.
      if (event.key === 'Enter' && target.matches('a.editor-skip-link')) {
        event.preventDefault();
        target.click();
        return;
      }
      if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
        const order = canvasTabOrder(doc, selectedIdOf(getPuck()));
        const at = order.indexOf(target);
        if (at < 0) return;
        event.preventDefault();
        const next = order[at + (event.shiftKey ? -1 : 1)];
        if (next) next.focus();
        else leaveFrame(doc, event.shiftKey);
        return;
      }
      if ((event.key === 'Delete' || event.key === 'Backspace') && target.closest(OVERLAY)) expectSelected();
    };
    // A toolbar button pressed by keyboard (a click with no pointer): focus follows the block.
    const onClick = (event: globalThis.MouseEvent) => {
      const target = event.target;
      if (event.detail === 0 && target instanceof view.Element && target.closest(`${OVERLAY} button`)) expectSelected();
    };
    // The focus ring is an element of its own above everything: a block's own layers (a hero's
    // background, positioned children) would hide an outline drawn on the block itself.
    const ring = doc.createElement('div');
    ring.className = 'editor-focus-ring';
    ring.hidden = true;
    doc.body.append(ring);
    const place = () => {
      const el = doc.activeElement;
      const show =
        el instanceof view.HTMLElement && el.hasAttribute('data-puck-component') && el.matches(':focus-visible');
      ring.hidden = !show;
      if (!show) return;
      const box = el.getBoundingClientRect();
      Object.assign(ring.style, {
        top: `${box.top + view.scrollY}px`,
        left: `${box.left + view.scrollX}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
      });
    };
    const placeSoon = () => view.requestAnimationFrame(place);
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('click', onClick, true);
    doc.addEventListener('focusin', placeSoon);
    doc.addEventListener('focusout', placeSoon);
    view.addEventListener('resize', placeSoon);
    const observer2 = new MutationObserver(placeSoon);
    observer2.observe(doc.body, { childList: true, subtree: true });
    refresh();
    return () => {
      observer.disconnect();
      observer2.disconnect();
      ring.remove();
      view.cancelAnimationFrame(frame);
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('focusin', placeSoon);
      doc.removeEventListener('focusout', placeSoon);
      view.removeEventListener('resize', placeSoon);
    };
  }, [doc, getPuck, refresh]);

  useEffect(() => {
    refresh();
    const wanted = expected.current;
    if (!wanted) return;
    const api = getPuck();
    if (Date.now() - wanted.at > 2000) expected.current = null;
    if (api.appState.data === wanted.data && selectedIdOf(api) === wanted.selected) return;
    expected.current = null;
    const target = focusTarget(api, wanted);
    focusWhenReady(() => (target ? blockElement(doc, target) : emptyCanvas(doc)));
  }, [data, selectedId, doc, getPuck, refresh]);

  return null;
}

const Pass = ({ children }: { children: ReactNode; document?: Document }) => <>{children}</>;

function DefaultBar({
  label,
  children,
  parentAction,
}: {
  label?: string;
  children: ReactNode;
  parentAction: ReactNode;
}) {
  return (
    <ActionBar>
      <ActionBar.Group>
        {parentAction}
        {label ? <ActionBar.Label label={label} /> : null}
      </ActionBar.Group>
      <ActionBar.Group>{children}</ActionBar.Group>
    </ActionBar>
  );
}

/**
 * The editor's overrides with keyboard use added: skip links before Puck's interface, the canvas's
 * keys, "Skip to fields" first in the selected block's toolbar and "Back to the block" first in its
 * fields. Wraps any `puck`, `iframe`, `actionBar` or `fields` override already given.
 */
export function withKeyboard(overrides: Partial<Overrides<Config>>): Partial<Overrides<Config>> {
  const Outer = overrides.puck ?? Pass;
  const Frame = overrides.iframe ?? Pass;
  const Bar = overrides.actionBar ?? DefaultBar;
  const Fields = overrides.fields ?? Pass;
  return {
    ...overrides,
    puck: ({ children }) => (
      <>
        <SkipLinks />
        <Outer>{children}</Outer>
      </>
    ),
    iframe: ({ children, document: doc }) => (
      <Frame document={doc}>
        {children}
        {doc ? <CanvasKeys doc={doc} /> : null}
      </Frame>
    ),
    actionBar: ({ label, children, parentAction }) => (
      <Bar
        label={label}
        parentAction={
          <>
            <SkipToFields />
            {parentAction}
          </>
        }
      >
        {children}
      </Bar>
    ),
    fields: ({ children, isLoading, itemSelector }) => (
      <>
        <BackToBlock />
        <Fields isLoading={isLoading} itemSelector={itemSelector}>
          {children}
        </Fields>
      </>
    ),
  };
}
