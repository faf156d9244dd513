import type { ReactNode } from 'react';
import type { Layout } from '../../schema/page';
import type { Site } from '../../schema/site';
import { IconProvider } from '../ui/icon';
import { Footer } from './footer';
import { Navbar } from './navbar';

interface SiteShellProps {
  site: Site;
  layout: Layout;
  icons: Record<string, string>;
  children: ReactNode;
}

/** Navbar, the page's main content and the footer, as the page's layout asks. */
export function SiteShell({ site, layout, icons, children }: SiteShellProps) {
  return (
    <IconProvider value={icons}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar site={site} options={layout.navbar} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {layout.footer ? <Footer site={site} /> : null}
    </IconProvider>
  );
}
