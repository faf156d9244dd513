import { closestTo, listen } from './dom';

/**
 * Site links are plain links to prerendered pages. This makes following one quick and keeps focus
 * where a reader expects it: a site page a link is pointed at or focused is fetched ahead
 * (`<link rel="prefetch">`, once per page), and a link to a part of the page moves focus there once
 * the browser has scrolled to it. Returns a function that stops both.
 */
export function installPageLinks(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  const fetched = new Set<string>([view.location.pathname]);

  const prefetch = (event: Event) => {
    const link = closestTo<HTMLAnchorElement>(event, 'a[href]');
    if (!link || link.target === '_blank' || link.hasAttribute('download')) return;
    const url = new URL(link.href, view.location.href);
    if (url.origin !== view.location.origin || fetched.has(url.pathname)) return;
    fetched.add(url.pathname);
    const hint = doc.createElement('link');
    hint.rel = 'prefetch';
    hint.href = url.pathname;
    doc.head.append(hint);
  };

  const focusTarget = () => {
    const id = decodeURIComponent(view.location.hash.slice(1));
    const target = id ? doc.getElementById(id) : null;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };

  const stops = [listen(doc, { pointerover: prefetch, focusin: prefetch }), listen(view, { hashchange: focusTarget })];
  return () => {
    for (const stop of stops) stop();
  };
}
