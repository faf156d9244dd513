import { createHash } from 'node:crypto';
import rtlcss from 'rtlcss';

/** A prerendered page in a language written right to left (`<html … dir="rtl">`). */
const RIGHT_TO_LEFT_PAGE = /^<!DOCTYPE html><html\b[^>]*\bdir="rtl"/i;

export function isRightToLeft(html: string): boolean {
  return RIGHT_TO_LEFT_PAGE.test(html);
}

/**
 * A stylesheet mirrored for pages written right to left, as Bootstrap's own RTL build makes it: `left`
 * and `right` swap in properties, values, shorthands and transforms. The built (minified) stylesheets
 * carry no comments, so no `/*rtl:…*\/` directive applies: what CSS cannot mirror (the carousel's arrows,
 * the tips' sides) follows the page's direction in its markup and scripts instead.
 */
export function mirrored(css: string): string {
  return rtlcss.process(css);
}

/** Reads stylesheets mirrored, each once. */
export function mirroredReader(read: (href: string) => string): (href: string) => string {
  const done = new Map<string, string>();
  return (href) => {
    let css = done.get(href);
    if (css === undefined) {
      css = mirrored(read(href));
      done.set(href, css);
    }
    return css;
  };
}

/** The mirrored copy of the base stylesheet, named by its own content beside the original (`main-rtl-…`). */
export function mirroredBase(base: { to: string; css: string }): { to: string; css: string } {
  const css = mirrored(base.css);
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  return { to: base.to.replace(/-[\w-]+\.css$/, `-rtl-${hash}.css`), css };
}
