/**
 * A block's own stylesheet. React hoists it into <head> (in the prerendered HTML too), after the
 * site's base styles, once per page however many blocks use it; a page without the block never
 * loads it. Import the file with `?url`: `import css from './hero.scss?url'`.
 *
 * The build inlines a page's block stylesheets into one `<style data-href="…">` (see docs/architecture.md, "How a
 * page runs in the browser"); an island hydrating on that page finds its stylesheet there and links
 * nothing. A block that appears later with a stylesheet the page does not hold links it as usual.
 */
export function Stylesheet({ href }: { href: string }) {
  // No address (a test's stand-in for the file) links nothing.
  if (!href || inlinedStylesheets().has(href)) return null;
  return <link rel="stylesheet" href={href} precedence="blocks" />;
}

/** The `data-href` list of an inline style that holds a page's own stylesheets. */
export const INLINED_STYLES_ATTRIBUTE = 'data-href';

let inlined: ReadonlySet<string> | undefined;
function inlinedStylesheets(): ReadonlySet<string> {
  if (typeof document === 'undefined') return new Set();
  inlined ??= new Set(
    [...document.querySelectorAll(`style[${INLINED_STYLES_ATTRIBUTE}]`)].flatMap(
      (style) => style.getAttribute(INLINED_STYLES_ATTRIBUTE)?.split(' ') ?? [],
    ),
  );
  return inlined;
}
