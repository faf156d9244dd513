// DOM helpers for working the editor by keyboard: which elements Tab reaches, the blocks on the canvas
// and their names. The canvas is an iframe, so nothing here relies on `instanceof` (another realm).

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[tabindex]',
  '[contenteditable]:not([contenteditable="false"])',
].join(', ');

/** The canvas's blocks carry Puck's id here; the selected block's toolbar is drawn in an overlay. */
export const BLOCK = '[data-puck-component]';
export const OVERLAY = '[data-puck-overlay]';
export const SELECTED_OVERLAY = `${OVERLAY}[class*="DraggableComponent--isSelected"]`;

const isDisabled = (el: Element) => el.hasAttribute('disabled') || el.closest('fieldset[disabled]') !== null;

/** What Tab reaches inside `root`, in document order (no positive tabindex in this editor). */
export function tabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !isDisabled(el) && el.checkVisibility({ visibilityProperty: true }),
  );
}

/** The blocks drawn on the canvas, parents before their children (document order). */
export function canvasBlocks(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(BLOCK)].filter((el) => !el.closest(OVERLAY));
}

export const blockId = (el: Element | null | undefined): string | null =>
  el?.getAttribute('data-puck-component') ?? null;

export const blockElement = (doc: Document | null | undefined, id: string): HTMLElement | null =>
  doc?.querySelector<HTMLElement>(`${BLOCK}[data-puck-component="${CSS.escape(id)}"]`) ?? null;

/** The text a screen reader reads in `node`: what is hidden from it (a word being typed) left out. */
function readText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE || (node as Element).getAttribute('aria-hidden') === 'true') return '';
  return [...node.childNodes].map(readText).join('');
}

/** "Hero block: IT consulting and software development": the block's type and its first heading. */
export function blockName(el: Element, typeLabel: string): string {
  const heading = el.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
  const title = heading ? readText(heading).replace(/\s+/g, ' ').trim() : undefined;
  return title ? `${typeLabel} block: ${title}` : `${typeLabel} block`;
}

/**
 * The Tab order on the canvas: every block, and the selected block's toolbar right after it (Puck draws
 * the toolbar at the end of the document, far from its block).
 */
export function canvasTabOrder(doc: Document, selectedId: string | null): HTMLElement[] {
  const toolbar = selectedId ? tabbables(doc.querySelector(SELECTED_OVERLAY) ?? doc.createElement('div')) : [];
  return canvasBlocks(doc).flatMap((block) => (blockId(block) === selectedId ? [block, ...toolbar] : [block]));
}

/**
 * The site's own links and controls inside the canvas leave the Tab order, so Tab goes from block to
 * block; the blocks are reachable, named, and say which keys work on them.
 */
export function prepareCanvas(
  doc: Document,
  name: (id: string, el: HTMLElement) => string,
  selectedId: string | null,
  describedBy: string,
): void {
  for (const el of doc.body.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (el.hasAttribute('data-puck-component') || el.closest(OVERLAY)) continue;
    if (el.getAttribute('tabindex') !== '-1') el.setAttribute('tabindex', '-1');
  }
  for (const block of canvasBlocks(doc)) {
    const id = blockId(block)!;
    // A block holds the site's links and buttons, so it is a group, not the button the drag library
    // makes of it (whose contents a screen reader would not read), with no pressed or disabled state:
    // those were the drag's, and on a group they would be read as its contents'.
    const attributes: Record<string, string> = {
      role: 'group',
      tabindex: '0',
      'aria-label': name(id, block),
      'aria-describedby': describedBy,
      'aria-keyshortcuts': 'Enter Space Delete Alt+ArrowUp Alt+ArrowDown',
    };
    for (const [key, value] of Object.entries(attributes)) {
      if (block.getAttribute(key) !== value) block.setAttribute(key, value);
    }
    for (const dragState of ['aria-pressed', 'aria-disabled']) {
      if (block.hasAttribute(dragState)) block.removeAttribute(dragState);
    }
    if (id === selectedId) block.setAttribute('aria-current', 'true');
    else block.removeAttribute('aria-current');
  }
}

/** Calls `find` on each animation frame until it gives an element (for up to a second), then focuses it. */
export function focusWhenReady(find: () => HTMLElement | null | undefined, onFocus?: (el: HTMLElement) => void) {
  let frames = 0;
  const attempt = () => {
    const el = find();
    if (el?.isConnected) {
      el.focus();
      onFocus?.(el);
      return;
    }
    if (frames++ < 60) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/** Focus the next (or previous) thing Tab reaches in the editor page after the canvas's iframe. */
export function leaveFrame(doc: Document, backwards: boolean): void {
  const frame = doc.defaultView?.frameElement;
  if (!frame) return;
  const order = tabbables(frame.ownerDocument);
  const index = order.findIndex((el) => el === frame);
  order[index + (backwards ? -1 : 1)]?.focus();
}
