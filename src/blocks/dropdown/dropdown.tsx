import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { buttonClasses } from '../../ui/button';
import { SmartLink } from '../../ui/smart-link';
import { Stylesheet } from '../../ui/stylesheet';
import css from './dropdown.scss?url';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

function menuItems(root: HTMLElement | null): HTMLElement[] {
  return [...(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/**
 * The WAI-ARIA menu button pattern, with links as the menu items. Click, Enter, Space or Down open the
 * menu on its first item, Up on its last; arrows, Home and End move; Escape closes and returns to the
 * button; Tab, a click outside or focus moving elsewhere closes it.
 */
export default function Dropdown({ id, label, items, direction, ...style }: BlockProps<'dropdown'>) {
  const [open, setOpen] = useState(false);
  // The item to focus once the opened menu is shown.
  const [start, setStart] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const baseId = useId();

  useEffect(() => {
    if (open) menuItems(root.current)[start]?.focus();
  }, [open, start]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openAt(index: number) {
    setStart(index);
    setOpen(true);
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
  }

  function closeToButton() {
    setOpen(false);
    button.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    // Tab leaves the component and the focusout closes the menu; Shift+Tab would land on the button.
    if (event.key === 'Tab' && event.shiftKey) {
      event.preventDefault();
      closeToButton();
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const list = menuItems(root.current);
    list[move(list.indexOf(event.target as HTMLElement), list.length)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    closeToButton();
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <div id={id} className="dropdown-block container">
      <Stylesheet href={css} />
      <div ref={root} className={`menu-button menu-${direction}`} onKeyDown={onKeyDown} onBlur={onBlur}>
        <button
          ref={button}
          type="button"
          id={`${baseId}-button`}
          className={`${buttonClasses(style)} menu-toggle`}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={`${baseId}-menu`}
          onClick={() => (open ? setOpen(false) : openAt(0))}
          onKeyDown={onButtonKeyDown}
        >
          {label}
        </button>
        <ul
          id={`${baseId}-menu`}
          role="menu"
          aria-labelledby={`${baseId}-button`}
          className="menu-list"
          hidden={!open}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              <SmartLink
                href={item.href}
                role="menuitem"
                tabIndex={-1}
                className="menu-item"
                onClick={() => setOpen(false)}
              >
                {item.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
