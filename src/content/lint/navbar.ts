import type { Site } from '../../../schema/site';
import type { Finding } from './walk';

/**
 * What the navbar's parts take at 1280 px, estimated from their text: 16 px Roboto averages about
 * 7.5 px a character, a link has 14 px of padding on each side, the brand's name is larger. The
 * container holds 1116 px; the menus and the action button of a page take about 320 px more.
 */
const CHAR = 7.5;
const LINK_PADDING = 28;
const CONTAINER = 1116;
const MENUS_AND_ACTION = 320;

const brandWidth = (site: Site) =>
  48 + Math.max(site.company.name.length * 9, site.navbar.registrationLine.length * 6.5);

/** The navbar's links that would not fit on its one row at 1280 px, and show under "More". */
export function navbarFindings(site: Site): Finding[] {
  const room = CONTAINER - brandWidth(site) - MENUS_AND_ACTION;
  const widths = site.navbar.links.map((link) => link.label.length * CHAR + LINK_PADDING);
  let used = 0;
  const fit = widths.findIndex((width) => (used += width) > room);
  if (fit < 0) return [];
  const over = widths.length - fit;
  return [
    {
      path: ['navbar', 'links', fit],
      message:
        `the navbar has room for about ${fit} of its ${widths.length} links at 1280 px: from here on, ` +
        `${over === 1 ? 'this link shows' : `these ${over} links show`} under "More" instead of on the bar. ` +
        'Shorten the labels, or move some links into the footer.',
    },
  ];
}
