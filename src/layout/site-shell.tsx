import type { ReactNode } from 'react';
import type { Layout } from '../../schema/page';
import type { Site } from '../../schema/site';
import { IconProvider } from '../ui/icon';
import { useLocation } from 'react-router';
import type { LinkColumn, NavGroup } from '../content/navigation';
import { Footer } from './footer';
import { PageTitle } from './page-title';
import { Navbar } from './navbar';
import { routePath } from './navbar-logic';
import type { IconGlyph } from '../ui/icon';
import type { LanguageLink } from '../routes/page-data';

interface SiteShellProps {
  site: Site;
  layout: Layout;
  icons: Record<string, IconGlyph>;
  navigation: readonly NavGroup[];
  footerColumns: readonly LinkColumn[];
  /** The language switch: the page in each language (empty for a site in one language). */
  languages?: readonly LanguageLink[];
  children: ReactNode;
}

/** Navbar, the page's main content and the footer, as the page's layout asks. */
export function SiteShell({
  site,
  layout,
  icons,
  navigation,
  footerColumns,
  languages = [],
  children,
}: SiteShellProps) {
  const { pathname } = useLocation();
  return (
    <IconProvider value={icons}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar site={site} options={layout.navbar} navigation={navigation} languages={languages} />
      <main id="main" tabIndex={-1}>
        {layout.breadcrumb ? <PageTitle navigation={navigation} pathname={routePath(pathname)} /> : null}
        {children}
      </main>
      {layout.footer ? <Footer site={site} columns={footerColumns} /> : null}
    </IconProvider>
  );
}
