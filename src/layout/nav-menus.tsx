import { type FocusEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { NavGroup, NavItem } from '../content/navigation';
import { useOutsidePointer } from '../hooks/use-outside-pointer';
import { useHoverOpen } from './use-hover-open';

function ItemLinks({ items, pathname }: { items: readonly NavItem[]; pathname: string }) {
  return (
    <ul className="nav-menu-items">
      {items.map((item) => (
        <li key={item.path}>
          <Link to={item.path} className="nav-menu-link" aria-current={item.path === pathname ? 'page' : undefined}>
            {item.title}
            {item.subtitle ? <span className="nav-menu-subtitle">{item.subtitle}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

interface NavMenuProps {
  group: NavGroup;
  pathname: string;
  open: boolean;
  onOpenChange: (path: string, open: boolean) => void;
}

/**
 * One top-level group as a disclosure menu: a button that shows its groups and pages. A group with
 * sub-groups drops down as a mega menu, one column per sub-group; one with pages only as a list.
 */
function NavMenu({ group, pathname, open, onOpenChange }: NavMenuProps) {
  const setOpen = useCallback((value: boolean) => onOpenChange(group.path, value), [onOpenChange, group.path]);
  const panelId = useId();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const hover = useHoverOpen(open, setOpen);
  useOutsidePointer(open, item, close);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const mega = group.groups.length > 0;

  return (
    <li
      ref={item}
      className={mega ? 'nav-item nav-menu nav-menu-mega' : 'nav-item nav-menu'}
      onBlur={onBlur}
      onPointerEnter={hover.onPointerEnter}
      onPointerLeave={hover.onPointerLeave}
    >
      <button
        ref={button}
        type="button"
        className="nav-link nav-menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => hover.onToggle(event, () => setOpen(!open))}
      >
        {group.heading}
      </button>
      <div id={panelId} className="nav-menu-panel" hidden={!open}>
        {group.items.length > 0 ? <ItemLinks items={group.items} pathname={pathname} /> : null}
        {group.groups.map((inner, index) => (
          <div key={inner.path} className="nav-menu-group" role="group" aria-labelledby={`${panelId}-${index}`}>
            <p className="nav-menu-heading" id={`${panelId}-${index}`}>
              {inner.heading}
            </p>
            <ItemLinks items={inner.items} pathname={pathname} />
          </div>
        ))}
      </div>
    </li>
  );
}

/** The menus that reach every page, one per top-level group, built from the route data; one open at a time. */
export function NavMenus({ navigation, pathname }: { navigation: readonly NavGroup[]; pathname: string }) {
  const [openPath, setOpenPath] = useState<string | null>(null);
  const onOpenChange = useCallback(
    (path: string, open: boolean) => setOpenPath((current) => (open ? path : current === path ? null : current)),
    [],
  );
  return navigation.map((group) => (
    <NavMenu
      key={group.path}
      group={group}
      pathname={pathname}
      open={openPath === group.path}
      onOpenChange={onOpenChange}
    />
  ));
}
