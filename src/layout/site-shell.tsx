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
import type { PageLanguage } from '../routes/page-data';
import { DEFAULT_LOCALE, LocaleProvider } from '../ui/locale';
import { useMessages } from '../ui/messages';
import { EN_MESSAGES } from '../ui/messages-en';
import { MessagesProvider } from '../ui/messages';

interface SiteShellProps {
  site: Site;
  layout: Layout;
  icons: Record<string, IconGlyph>;
  navigation: readonly NavGroup[];
  footerColumns: readonly LinkColumn[];
  /** The page's language: its switch, its locale for numbers and links, the site's texts in it. */
  language?: Pick<PageLanguage, 'links' | 'locale' | 'messages'>;
  children: ReactNode;
}

/** The first thing Tab reaches: a link past the navbar to the page's content, in the page's language. */
function SkipLink() {
  const t = useMessages();
  return (
    <a className="skip-link" href="#main">
      {t('layout.skipToContent')}
    </a>
  );
}

/** Navbar, the page's main content and the footer, as the page's layout asks. */
export function SiteShell({ site, layout, icons, navigation, footerColumns, language, children }: SiteShellProps) {
  const { links: languages = [], locale = DEFAULT_LOCALE, messages = EN_MESSAGES } = language ?? {};
  const { pathname } = useLocation();
  return (
    <LocaleProvider value={locale}>
      <MessagesProvider value={messages}>
        <IconProvider value={icons}>
          {/* The first paint waits for the navbar to be read whole (React puts this in the head): on a
              slow line the browser would otherwise paint a bar with only its first links, then move
              them along as the rest arrive. */}
          <link rel="expect" href="#main" blocking="render" />
          <SkipLink />
          <Navbar site={site} options={layout.navbar} navigation={navigation} languages={languages} />
          {/* The site search indexes the main content only (scripts/lib/build/search-index.ts). */}
          <main id="main" tabIndex={-1} data-pagefind-body="">
            {layout.breadcrumb ? <PageTitle navigation={navigation} pathname={routePath(pathname)} /> : null}
            {children}
          </main>
          {layout.footer ? <Footer site={site} columns={footerColumns} /> : null}
        </IconProvider>
      </MessagesProvider>
    </LocaleProvider>
  );
}
