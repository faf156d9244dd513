import { useId } from 'react';
import type { NavGroup, NavItem } from '../content/navigation';
import { inLanguageOf, usePageLocale } from '../ui/locale';
import { sitePath } from '../ui/site-path';

function ItemLinks({ items, pathname }: { items: readonly NavItem[]; pathname: string }) {
  const locale = usePageLocale();
  return (
    <ul className="nav-menu-items">
      {items.map((item) => (
        <li key={item.path}>
          <a
            href={sitePath(item.path)}
            {...inLanguageOf(item.path, locale)}
            className="nav-menu-link"
            aria-current={item.path === pathname ? 'page' : undefined}
          >
            {item.title}
            {item.subtitle ? <span className="nav-menu-subtitle">{item.subtitle}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * One top-level group as a disclosure menu (`<details>`): a summary that shows its groups and pages.
 * A group with sub-groups drops down as a mega menu, one column per sub-group; one with pages only as
 * a list. The shared `name` keeps one menu open at a time, with no script.
 */
function NavMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
  const panelId = useId();
  const mega = group.groups.length > 0;
  return (
    <li className={mega ? 'nav-item nav-menu nav-menu-mega' : 'nav-item nav-menu'}>
      <details name="site-menu" data-menu="dropdown">
        <summary className="nav-link nav-menu-toggle">{group.heading}</summary>
        <div className="nav-menu-panel">
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
      </details>
    </li>
  );
}

/** The menus that reach every page, one per top-level group, built from the route data. */
export function NavMenus({ navigation, pathname }: { navigation: readonly NavGroup[]; pathname: string }) {
  return navigation.map((group) => <NavMenu key={group.path} group={group} pathname={pathname} />);
}
