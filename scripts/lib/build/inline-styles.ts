import { INLINED_STYLES_ATTRIBUTE } from '../../../src/ui/stylesheet';

/** A stylesheet link in a prerendered page: React's hoisted ones carry their precedence. */
const STYLESHEET_LINK =
  /<link rel="stylesheet" href="((?:\/[\w-]+)*\/assets\/[^"]+\.css)"(?: data-precedence="([\w-]+)")?\/>/g;
/** The site's base stylesheet: every page has it, so it stays a link the browser caches. */
const SHARED_PRECEDENCE = 'base';

/**
 * Inlines a prerendered page's own stylesheets (its blocks' and its route's) into one `<style>` at the
 * first one's place, so that the page waits for a single stylesheet, the shared base one, before its
 * first paint. The style names the files it holds in `data-href`, where an island's `Stylesheet`
 * finds them (the blocks' files sorted by name, so two builds write the same page), and keeps their precedence, so that React places any stylesheet it adds later after it.
 */
export function inlinePageStyles(html: string, readCss: (href: string) => string): string {
  const blocks: string[] = [];
  const others: string[] = [];
  let at = -1;
  const without = html.replace(
    STYLESHEET_LINK,
    (link, href: string, precedence: string | undefined, offset: number) => {
      if (precedence === SHARED_PRECEDENCE) return link;
      if (at < 0) at = offset;
      (precedence ? blocks : others).push(href);
      return '';
    },
  );
  // Blocks' stylesheets come in the order their lazily loaded components happened to render, which
  // can change between two builds; by name they come the same every time (each styles its own block,
  // so their order does not matter to the page). The route's own stylesheets keep their place after them.
  const hrefs = [...blocks.sort(), ...others];
  if (hrefs.length === 0) return html;
  const css = hrefs
    .map((href) => {
      const text = readCss(href);
      if (/<\/style/i.test(text)) throw new Error(`${href} holds "</style", which would end an inline style.`);
      return text.trim();
    })
    .join('\n');
  const style = `<style ${INLINED_STYLES_ATTRIBUTE}="${hrefs.join(' ')}" data-precedence="blocks">${css}</style>`;
  // Links removed before `at` shorten nothing: `at` is the first removed link's offset.
  return without.slice(0, at) + style + without.slice(at);
}
