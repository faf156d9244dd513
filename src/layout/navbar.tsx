import { useLocation } from 'react-router';
import type { Layout } from '../../schema/page';
import type { Site } from '../../schema/site';
import type { NavGroup } from '../content/navigation';
import { LinkButton } from '../ui/button';
import { Img } from '../ui/image';
import { SmartLink } from '../ui/smart-link';
import { NavMenus } from './nav-menus';
import { navbarClasses, routePath, visibleLinks } from './navbar-logic';
import { sitePath } from '../ui/site-path';
import type { LanguageLink } from '../routes/page-data';
import { useCatalogue, useMessages } from '../ui/messages';
import { Icon, IconProvider, useIcons } from '../ui/icon';
import searchSvg from '@material-symbols/svg-400/outlined/search.svg?raw';
import { SEARCH_TEXT_KEYS, type SearchTexts } from '../ui/search-texts';
import { EN_MESSAGES } from '../ui/messages-en';

interface NavbarProps {
  site: Site;
  options: Layout['navbar'];
  /** Menus reaching every page, shown when `options.menus` is on. */
  navigation: readonly NavGroup[];
  /** The page's path, when it is not the address shown (the editor's canvas). */
  pathname?: string;
  /** The language switch: the page in each language (empty for a site in one language). */
  languages?: readonly LanguageLink[];
}

/**
 * The site's navbar, drawn as plain HTML that works with no script: below 992 px the "Menu" toggle
 * is the summary of a `<details>` holding the links, which from 992 px show in the bar (CSS); each
 * menu is a `<details>` of its own. `src/client/` adds closing on an outside press, Escape and
 * focus leaving, opening on hover, the frosted-glass look on scroll and the phone logo link.
 */
export function Navbar({ site, options, navigation, pathname: at, languages = [] }: NavbarProps) {
  const location = useLocation();
  const pathname = at ?? location.pathname;
  const here = routePath(pathname);
  const links = visibleLinks(site.navbar.links, pathname);
  const { logo } = site.brand;
  const glass = options.variant === 'transparent' && options.sticky;
  const t = useMessages();

  return (
    <nav className={navbarClasses(options)} aria-label={t('layout.mainNavigation')} data-glass={glass ? '' : undefined}>
      <div className="container">
        <a
          className="navbar-brand"
          href={sitePath(site.brand.href)}
          data-phone-href={site.brand.mobileHref !== site.brand.href ? sitePath(site.brand.mobileHref) : undefined}
        >
          <Img className="navbar-logo" image={logo} loading="eager" />
          <span className="navbar-brand-text">
            <span className="navbar-brand-name">{site.company.name}</span>
            <span className="navbar-brand-reg">{site.navbar.registrationLine}</span>
          </span>
        </a>
        <SearchButton />
        <details className="navbar-menu" data-menu="phone">
          <summary className="navbar-toggler" aria-label={t('layout.menu')}>
            <span className="navbar-toggler-icon" />
          </summary>
          <div className="navbar-collapse">
            <ul className="navbar-nav ms-auto">
              {options.menus ? <NavMenus navigation={navigation} pathname={here} /> : null}
              {links.map((link) => (
                <li className="nav-item" key={link.label}>
                  <SmartLink
                    className="nav-link"
                    href={link.href}
                    aria-current={link.href === here ? 'page' : undefined}
                  >
                    {link.label}
                  </SmartLink>
                </li>
              ))}
              {links.length > 0 ? (
                // The links that do not fit in the bar move in here (src/client/site-navbar.ts); with no
                // script the bar wraps onto a second row instead, and never runs off the screen.
                <li className="nav-item nav-menu nav-more" hidden>
                  <details name="site-menu" data-menu="dropdown">
                    <summary className="nav-link nav-menu-toggle">{t('layout.more')}</summary>
                    <div className="nav-menu-panel">
                      <ul className="nav-menu-items" />
                    </div>
                  </details>
                </li>
              ) : null}
              {languages.length > 1 ? <LanguageSwitch languages={languages} /> : null}
              {options.action ? (
                <li className="nav-item navbar-action">
                  <LinkButton {...options.action} />
                </li>
              ) : null}
            </ul>
          </div>
        </details>
      </div>
    </nav>
  );
}

// The button's own glyph, whatever icons the page's data uses (the visual editor's canvas included).
const SEARCH_GLYPH = /\sd="([^"]+)"/.exec(searchSvg)![1]!;

/**
 * Opens the site search (src/client/site-search.ts); so do `/` and Ctrl+K anywhere. On a page in
 * another language than English it carries the search's texts that differ, as written (ICU), for the
 * dialog, which loads on first use and reads English for the rest. With no script it hides: the search
 * runs in the browser.
 */
function SearchButton() {
  const t = useMessages();
  const icons = useIcons();
  const catalogue = useCatalogue();
  const texts: Partial<SearchTexts> = {};
  for (const key of SEARCH_TEXT_KEYS) {
    const text = catalogue[key];
    if (text !== undefined && text !== EN_MESSAGES[key]) texts[key] = text;
  }
  return (
    <button
      type="button"
      className="navbar-search"
      aria-label={t('search.open')}
      aria-keyshortcuts="/ Control+K Meta+K"
      aria-haspopup="dialog"
      data-search-open=""
      data-search-texts={Object.keys(texts).length > 0 ? JSON.stringify(texts) : undefined}
    >
      <IconProvider value={{ ...icons, search: SEARCH_GLYPH }}>
        <Icon name="search" />
      </IconProvider>
    </button>
  );
}

/**
 * The other languages, each a plain link to this page in it (or to its home page when the page has no
 * translation), named in that language: beside the links for one other language, in a menu of their
 * own (its toggle naming the page's language) for two or more, so the bar keeps its width.
 */
function LanguageSwitch({ languages }: { languages: readonly LanguageLink[] }) {
  const t = useMessages();
  const others = languages.filter((language) => !language.current);
  const current = languages.find((language) => language.current);
  const link = (language: LanguageLink, className: string) => (
    <a
      key={language.code}
      className={className}
      href={sitePath(language.href)}
      lang={language.code}
      hrefLang={language.code}
      aria-label={`${language.name}: ${language.title}`}
    >
      {language.name}
    </a>
  );
  if (others.length < 2)
    return <li className="nav-item nav-languages">{others.map((l) => link(l, 'nav-link nav-language'))}</li>;
  return (
    <li className="nav-item nav-menu nav-languages">
      <details name="site-menu" data-menu="dropdown">
        <summary className="nav-link nav-menu-toggle" aria-label={`${t('language.menu')}: ${current?.name ?? ''}`}>
          {current?.name}
        </summary>
        <div className="nav-menu-panel">
          <ul className="nav-menu-items">
            {others.map((language) => (
              <li key={language.code}>{link(language, 'nav-menu-link nav-language')}</li>
            ))}
          </ul>
        </div>
      </details>
    </li>
  );
}
