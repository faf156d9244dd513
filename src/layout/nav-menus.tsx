import { type FocusEvent, useEffect } from 'react';
import { Link } from 'react-router';
import type { NavGroup, NavItem } from '../content/navigation';
import { useDisclosure } from '../hooks/use-disclosure';

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

/** One top-level group as a disclosure menu: a button that shows its groups and pages. */
function NavMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
  const { open, setOpen, toggle, panelId, toggleRef: button } = useDisclosure();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!button.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, setOpen, button]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li className="nav-item nav-menu" onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="nav-link nav-menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
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

/** The menus that reach every page, one per top-level group, built from the route data. */
export function NavMenus({ navigation, pathname }: { navigation: readonly NavGroup[]; pathname: string }) {
  return navigation.map((group) => <NavMenu key={group.path} group={group} pathname={pathname} />);
}
