/** Small DOM helpers the shell's framework-free scripts share. */

type Events = DocumentEventMap & WindowEventMap;
type Handlers = { [K in keyof Events]?: (event: Events[K]) => void };

/**
 * Adds each of `handlers` as a listener on `target` (delegated from the document or the window) and
 * returns a function that removes them all.
 */
export function listen(target: Document | Window, handlers: Handlers, options?: AddEventListenerOptions): () => void {
  const entries = Object.entries(handlers) as [string, EventListener][];
  for (const [type, handler] of entries) target.addEventListener(type, handler, options);
  return () => {
    for (const [type, handler] of entries) target.removeEventListener(type, handler, options);
  };
}

/** The element matching `selector` at or around the event's target, if any. */
export function closestTo<E extends Element = HTMLElement>(event: Event, selector: string): E | null {
  const target = event.target;
  return target instanceof Element ? target.closest<E>(selector) : null;
}

/**
 * Marks a control on or off in its ARIA state (`aria-selected`, `aria-pressed`, `aria-expanded`) and
 * shows or hides the element it controls (`aria-controls`).
 */
export function setControl(control: Element, state: string, on: boolean): void {
  control.setAttribute(state, String(on));
  const controlled = control.ownerDocument.getElementById(control.getAttribute('aria-controls') ?? '');
  if (controlled instanceof HTMLElement) controlled.hidden = !on;
}
