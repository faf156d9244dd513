import { ISLAND_TAG, PAGE_ICONS_ID } from '../render/island-names';
import type { IconGlyph } from '../ui/icon';

/**
 * The built site's script for pages with blocks that need the browser. It is small and loads with the
 * page; React and the islands' blocks load only once the page has painted and loaded and the browser
 * is idle, so that they do not compete with the first screen's picture, styles and fonts. A visitor
 * who reaches for an island first (pointer over it, touch, focus) has the islands hydrated at once.
 */
let started = false;
function hydrate(): void {
  if (started) return;
  started = true;
  for (const type of REACH) removeEventListener(type, onReach, { capture: true });
  const icons = pageIcons();
  void Promise.all([import('./hydrate-islands'), icons]).then(([{ hydrateIslands }, glyphs]) => hydrateIslands(glyphs));
}

/**
 * The page's icons for its islands: in a file the built page names (`data-src`), fetched beside React,
 * or in the element itself.
 */
async function pageIcons(): Promise<Record<string, IconGlyph>> {
  const element = document.getElementById(PAGE_ICONS_ID);
  const src = element?.dataset.src;
  if (!src) return JSON.parse(element?.textContent || '{}') as Record<string, IconGlyph>;
  const response = await fetch(src);
  return response.ok ? ((await response.json()) as Record<string, IconGlyph>) : {};
}

const REACH = ['pointerover', 'touchstart', 'focusin'] as const;
function onReach(event: Event): void {
  if (event.target instanceof Element && event.target.closest(ISLAND_TAG)) hydrate();
}
for (const type of REACH) addEventListener(type, onReach, { capture: true, passive: true });

function whenIdle(): void {
  if ('requestIdleCallback' in window) requestIdleCallback(hydrate, { timeout: 1000 });
  else setTimeout(hydrate, 1);
}
const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else addEventListener('load', () => resolve(), { once: true });
});
// `buffered` also reports a paint that came before this script ran.
const painted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    resolve();
    return;
  }
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});
void Promise.all([loaded, painted]).then(whenIdle);
