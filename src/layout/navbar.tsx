import { useCallback, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { Layout } from '../../schema/page';
import type { Site } from '../../schema/site';
import { useDisclosure } from '../hooks/use-disclosure';
import { useMediaQuery } from '../hooks/use-media-query';
import { useOutsidePointer } from '../hooks/use-outside-pointer';
import { useScrolled } from '../hooks/use-scrolled';
import type { NavGroup } from '../content/navigation';
import { LinkButton } from '../ui/button';
import { Img } from '../ui/image';
import { NavbarCollapse, NavbarToggler } from '../ui/navbar-collapse';
import { SmartLink } from '../ui/smart-link';
import { NavMenus } from './nav-menus';
import { DESKTOP_MIN_WIDTH, logoHref, navbarClasses, routePath, visibleLinks } from './navbar-logic';

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
  const disclosure = useDisclosure();
  const nav = useRef<HTMLElement>(null);
  const { setOpen } = disclosure;
  // The open phone menu lies over the page: a press on the page closes it.
  useOutsidePointer(
    disclosure.open,
    nav,
    useCallback(() => setOpen(false), [setOpen]),
  );
  const links = visibleLinks(site.navbar.links, pathname);
  const { logo } = site.brand;

  return (
    <nav ref={nav} className={navbarClasses(options, { isMobile, scrolled })} aria-label="Main">
      <div className="container">
        <Link className="navbar-brand" to={logoHref(site.brand, isMobile)}>
          <Img className="navbar-logo" image={logo} loading="eager" />
          <span className="navbar-brand-text">
            <span className="navbar-brand-name">{site.company.name}</span>
            <span className="navbar-brand-reg">{site.navbar.registrationLine}</span>
          </span>
        </Link>
        <NavbarToggler disclosure={disclosure} />
        <NavbarCollapse disclosure={disclosure}>
          <ul className="navbar-nav ms-auto">
            {options.menus ? <NavMenus navigation={navigation} pathname={routePath(pathname)} /> : null}
            {links.map((link) => {
              const current = link.href === routePath(pathname) || link.href === routePath(pathname) + hash;
              return (
                <li className="nav-item" key={link.label}>
                  <SmartLink
                    className="nav-link"
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    onClick={() => disclosure.setOpen(false)}
                  >
                    {link.label}
                  </SmartLink>
                </li>
              );
            })}
            {options.action ? (
              <li className="nav-item navbar-action">
                <LinkButton {...options.action} />
              </li>
            ) : null}
          </ul>
        </NavbarCollapse>
      </div>
    </nav>
  );
}
