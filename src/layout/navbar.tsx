import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Layout } from '../../schema/page';
import type { Site } from '../../schema/site';
import { useMediaQuery } from '../hooks/use-media-query';
import { useScrolled } from '../hooks/use-scrolled';
import type { NavGroup } from '../content/navigation';
import { SmartLink } from '../ui/smart-link';
import { NavMenus } from './nav-menus';
import { DESKTOP_MIN_WIDTH, logoHref, navbarClasses, visibleLinks } from './navbar-logic';

interface NavbarProps {
  site: Site;
  options: Layout['navbar'];
  /** Menus reaching every page, shown when `options.menus` is on. */
  navigation: readonly NavGroup[];
}

export function Navbar({ site, options, navigation }: NavbarProps) {
  const { pathname, hash } = useLocation();
  const isMobile = useMediaQuery(`(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`);
  const scrolled = useScrolled();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const links = visibleLinks(site.navbar.links, pathname);
  const { logo } = site.brand;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <nav className={navbarClasses(options, { isMobile, scrolled })} aria-label="Main">
      <div className="container">
        <Link className="navbar-brand" to={logoHref(site.brand, isMobile)}>
          <img className="navbar-logo" src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
          <span className="navbar-brand-text">
            <span className="navbar-brand-name">{site.company.name}</span>
            <span className="navbar-brand-reg">{site.navbar.registrationLine}</span>
          </span>
        </Link>
        <button
          ref={toggle}
          className="navbar-toggler"
          type="button"
          aria-controls={menuId}
          aria-expanded={open}
          aria-label="Menu"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id={menuId} className={open ? 'collapse navbar-collapse show' : 'collapse navbar-collapse'}>
          <ul className="navbar-nav ms-auto">
            {options.menus ? <NavMenus navigation={navigation} pathname={pathname} /> : null}
            {links.map((link) => {
              const current = link.href === pathname || link.href === pathname + hash;
              return (
                <li className="nav-item" key={link.label}>
                  <SmartLink
                    className="nav-link"
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {link.label}
                  </SmartLink>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </nav>
  );
}
