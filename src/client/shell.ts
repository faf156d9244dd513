import { installCopyButtons } from './copy';
import { installPageLinks } from './page-links';
import { installRipple } from './ripple';
import { installSiteMenus } from './site-menus';
import { installSiteNavbar } from './site-navbar';
import { installSourceSwitches } from './source-switch';
import { installTabs } from './tabs';

/**
 * Everything the site shell does in the browser, with no framework: the navbar's menus and looks, the
 * button ripple, prefetching the pages links lead to, focus for links within a page, and the showcase
 * samples' Preview/Code tabs, JSX/Page data switch and Copy buttons. Every page runs it; the page's HTML works without it. Returns a function that
 * stops it all.
 */
export function installShell(doc: Document): () => void {
  const stops = [
    installRipple(doc),
    installSiteMenus(doc),
    installSiteNavbar(doc),
    installPageLinks(doc),
    installTabs(doc),
    installSourceSwitches(doc),
    installCopyButtons(doc),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
