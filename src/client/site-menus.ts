import { closestTo, listen } from './dom';

/**
 * What the navbar's menus do beyond what `<details>` gives with no script at all (open and close on
 * click, Enter and Space, one menu open at a time through `name`): close when the visitor presses
 * outside them, presses Escape or tabs out of them; open while a mouse rests on them on wide screens;
 * close the phone menu when one of its links is followed within the page. Everything is delegated
 * from the document, so it also serves navbars drawn after it starts. Returns a function that stops it.
 */

/** The site navbar's phone menu and its drop-down menus. */
const MENU = 'details[data-menu]';
/** Hover opens menus only where they drop down and only for a mouse-like pointer. */
export const HOVER_QUERY = '(min-width: 992px) and (hover: hover) and (pointer: fine)';
const CLOSE_DELAY_MS = 200;

function openMenus(doc: Document): HTMLDetailsElement[] {
  return [...doc.querySelectorAll<HTMLDetailsElement>(`${MENU}[open]`)];
}

function summaryOf(menu: HTMLDetailsElement): HTMLElement | null {
  return menu.querySelector<HTMLElement>(':scope > summary');
}

export function installSiteMenus(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  /** Menus that a resting mouse opened, and the timers that close them once it leaves. */
  const byHover = new Set<HTMLDetailsElement>();
  const timers = new Map<HTMLDetailsElement, ReturnType<typeof setTimeout>>();
  const cancel = (menu: HTMLDetailsElement) => {
    clearTimeout(timers.get(menu));
    timers.delete(menu);
  };
  const close = (menu: HTMLDetailsElement) => {
    cancel(menu);
    byHover.delete(menu);
    menu.open = false;
  };

  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node | null;
    for (const menu of openMenus(doc)) if (!target || !menu.contains(target)) close(menu);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const open = openMenus(doc);
    if (open.length === 0) return;
    // The innermost open menu closes, and focus goes back to its toggle if it was inside.
    const innermost = open[open.length - 1]!;
    const hadFocus = innermost.contains(doc.activeElement);
    close(innermost);
    if (hadFocus) summaryOf(innermost)?.focus();
  };

  const onFocusOut = (event: FocusEvent) => {
    const menu = closestTo<HTMLDetailsElement>(event, MENU);
    const next = event.relatedTarget as Node | null;
    // Only a drop-down closes when focus leaves it; the phone menu stays until it is dismissed.
    if (menu?.open && next && !menu.contains(next) && menu.dataset.menu === 'dropdown') close(menu);
  };

  const hoverable = (event: PointerEvent) => event.pointerType === 'mouse' && view.matchMedia(HOVER_QUERY).matches;
  const dropdownAt = (event: Event) => closestTo<HTMLDetailsElement>(event, `${MENU}[data-menu="dropdown"]`);

  const onPointerOver = (event: PointerEvent) => {
    const menu = dropdownAt(event);
    if (!menu || !hoverable(event)) return;
    cancel(menu);
    if (menu.open) return;
    byHover.add(menu);
    menu.open = true;
  };

  const onPointerOut = (event: PointerEvent) => {
    const menu = dropdownAt(event);
    if (!menu || !hoverable(event) || !byHover.has(menu)) return;
    if (event.relatedTarget instanceof Node && menu.contains(event.relatedTarget)) return;
    cancel(menu);
    timers.set(
      menu,
      setTimeout(() => close(menu), CLOSE_DELAY_MS),
    );
  };

  const onClick = (event: MouseEvent) => {
    const menu = closestTo(event, 'summary')?.parentElement;
    // A pointer's click on a menu that hovering opened keeps it open ("pin") rather than closing it;
    // a click made with Enter or Space (`detail` 0) toggles as always.
    if (menu instanceof HTMLDetailsElement && byHover.has(menu) && event.detail > 0) {
      event.preventDefault();
      cancel(menu);
      byHover.delete(menu);
      return;
    }
    // Following a link inside an open menu (to a part of this page, say) closes the menus around it.
    const link = closestTo(event, 'a[href]');
    if (!link) return;
    for (const open of openMenus(doc)) if (open.contains(link)) close(open);
  };

  const stop = listen(doc, {
    pointerdown: onPointerDown,
    keydown: onKeyDown,
    focusout: onFocusOut,
    pointerover: onPointerOver,
    pointerout: onPointerOut,
    click: onClick,
  });
  return () => {
    stop();
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
