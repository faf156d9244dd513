import { installCopyButtons } from './copy';
import { installDemoForms } from './demo-forms';
import { installPageLinks } from './page-links';
import { installReveals } from './reveals';
import { installRipple } from './ripple';
import { installSiteMenus } from './site-menus';
import { installSiteNavbar } from './site-navbar';
import { installSiteSearch, type LoadSearchDialog } from './site-search';
import { installSourceSwitches } from './source-switch';
import { installTabs } from './tabs';

/**
 * Everything the site shell does in the browser, with no framework: the navbar's menus and looks, the
 * button ripple, prefetching the pages links lead to, focus for links within a page, the showcase
 * samples' Preview/Code tabs, JSX/Page data switch and Copy buttons, demo forms, reveal buttons and
 * opening the site search.
 * Every page runs it; the page's HTML works without it. `loadSearchDialog` loads the search dialog's
 * code when the search first opens (without it, the search does not open). Returns a function that
 * stops it all.
 */
export function installShell(doc: Document, loadSearchDialog?: LoadSearchDialog): () => void {
  const stops = [
    installRipple(doc),
    installSiteMenus(doc),
    installSiteNavbar(doc),
    installPageLinks(doc),
    installTabs(doc),
    installSourceSwitches(doc),
    installCopyButtons(doc),
    installDemoForms(doc),
    installReveals(doc),
    loadSearchDialog ? installSiteSearch(doc, loadSearchDialog) : () => {},
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
