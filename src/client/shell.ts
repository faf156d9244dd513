import { installCopyButtons } from './copy';
import { installDemoForms } from './demo-forms';
import { installPageLinks } from './page-links';
import { installReveals } from './reveals';
import { installRipple } from './ripple';
import { installSiteMenus } from './site-menus';
import { installSiteNavbar } from './site-navbar';
import { installSourceSwitches } from './source-switch';
import { installTabs } from './tabs';

/**
 * Everything the site shell does in the browser, with no framework: the navbar's menus and looks, the
 * button ripple, prefetching the pages links lead to, focus for links within a page, the showcase
 * samples' Preview/Code tabs, JSX/Page data switch and Copy buttons, demo forms and reveal buttons.
 * Every page runs it; the page's HTML works without it. Returns a function that stops it all.
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
    installDemoForms(doc),
    installReveals(doc),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
