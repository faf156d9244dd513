import type { Locator, Page } from 'playwright-core';

/** Two neighbouring top-level sections whose content comes closer than the rhythm allows. */
export interface TightPair {
  above: string;
  below: string;
  gap: number;
}

/** The room between two neighbouring sections, and what it is measured between. */
interface SectionGap extends TightPair {
  /** How many of the two are drawn on a background of their own (measured from that box's edge). */
  drawn: 0 | 1 | 2;
  /** One of them keeps a spacing of its own rather than the page rhythm (a showcase sample, a page title). */
  own: boolean;
}

/**
 * The gaps between sibling top-level sections (children of <main>, or the block of an island there),
 * the last of them with the page's footer. A section's content is its text, pictures, controls and any
 * descendant drawn with a background (other than the page's), border or shadow, as far as the boxes
 * that clip them show it; a section drawn on a background of its own (or wholly covered by a picture
 * or a drawn box) counts as a whole, from its edge.
 */
function sectionGaps(page: Page): Promise<SectionGap[]> {
  return page.evaluate(() => {
    const page = getComputedStyle(document.body).backgroundColor;
    const drawn = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== page) ||
        style.backgroundImage !== 'none' ||
        style.boxShadow !== 'none' ||
        parseFloat(style.borderTopWidth) > 0 ||
        parseFloat(style.borderBottomWidth) > 0
      );
    };
    const REPLACED = new Set(['IMG', 'svg', 'INPUT', 'BUTTON', 'SELECT', 'TEXTAREA', 'CANVAS', 'IFRAME', 'VIDEO']);
    // A section is drawn on a background of its own when it has one, or a picture or drawn box covers it
    // whole (a full-page backdrop behind a sign-in card).
    const covered = (section: Element) => {
      const box = section.getBoundingClientRect();
      return [...section.querySelectorAll('*')].some((el) => {
        const rect = el.getBoundingClientRect();
        const covers =
          rect.left <= box.left + 1 &&
          rect.right >= box.right - 1 &&
          rect.top <= box.top + 1 &&
          rect.bottom >= box.bottom - 1;
        return covers && (REPLACED.has(el.tagName) || drawn(el));
      });
    };
    const extent = (section: Element) => {
      let top = Infinity;
      let bottom = -Infinity;
      // What a node draws shows only within the boxes that clip it (a preview frame that scrolls).
      const add = (node: Node, rect: DOMRect) => {
        let [from, to] = [rect.top, rect.bottom];
        for (let el = node.parentElement; el && el !== section; el = el.parentElement) {
          if (getComputedStyle(el).overflowY === 'visible') continue;
          const box = el.getBoundingClientRect();
          [from, to] = [Math.max(from, box.top), Math.min(to, box.bottom)];
        }
        if (rect.width <= 1 || to - from <= 1) return;
        top = Math.min(top, from + scrollY);
        bottom = Math.max(bottom, to + scrollY);
      };
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
        acceptNode(node) {
          if (node instanceof Element) {
            const style = getComputedStyle(node);
            if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') {
              return NodeFilter.FILTER_REJECT;
            }
          }
          return NodeFilter.FILTER_ACCEPT;
        },
      });
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          add(node, range.getBoundingClientRect());
        } else if (REPLACED.has((node as Element).tagName) || drawn(node as Element)) {
          add(node, (node as Element).getBoundingClientRect());
        }
      }
      return { top, bottom };
    };
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} class="${el.getAttribute('class') ?? ''}">`;
    // An island (`display: contents`) has no box of its own: its block is the section.
    const sections = [...(document.querySelector('main')?.children ?? [])]
      .flatMap((el) => (getComputedStyle(el).display === 'contents' ? [...el.children] : [el]))
      .concat([...document.querySelectorAll('main ~ footer')].slice(0, 1))
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        return rect.height > 1 && getComputedStyle(el).display !== 'none';
      });
    const gaps: SectionGap[] = [];
    for (let i = 1; i < sections.length; i++) {
      const a = sections[i - 1]!;
      const b = sections[i]!;
      const [drawnA, drawnB] = [drawn(a) || covered(a), drawn(b) || covered(b)];
      const bottomA = drawnA ? a.getBoundingClientRect().bottom + scrollY : extent(a).bottom;
      const topB = drawnB ? b.getBoundingClientRect().top + scrollY : extent(b).top;
      gaps.push({
        above: name(a),
        below: name(b),
        gap: Math.round(topB - bottomA),
        drawn: ((drawnA ? 1 : 0) + (drawnB ? 1 : 0)) as 0 | 1 | 2,
        own: a.matches('.sample, .page-title') || b.matches('.sample, .page-title'),
      });
    }
    return gaps;
  });
}

const pair = ({ above, below, gap }: SectionGap): TightPair => ({ above, below, gap });

/**
 * Pairs of neighbouring sections (the last one with the footer) whose visible content sits less than
 * `min` px apart. Two neighbours that both have a background are told apart by their colours, so they
 * are not measured.
 */
export async function tightSections(page: Page, min: number): Promise<TightPair[]> {
  return (await sectionGaps(page)).filter((g) => g.drawn < 2 && g.gap < min).map(pair);
}

/**
 * Pairs of neighbouring sections (the last one with the footer) that break the page's rhythm, `rhythm`
 * px between the content of two sections. The rhythm is each section's own padding, half of it on
 * either side of the gap, so:
 * - two sections neither of which is drawn on a background of its own keep `rhythm` between their content;
 * - beside a section drawn on its own background (a full-bleed band, a card), only the other's padding
 *   stands between that edge and the other's content: half the rhythm;
 * - two drawn neighbours touch by design (bands one after another, the card rising over the header it
 *   overlaps) and are told apart by their colours: not measured;
 * - showcase samples and page titles keep a spacing of their own: not measured.
 */
export async function rhythmBreaks(page: Page, rhythm: number): Promise<TightPair[]> {
  return (await sectionGaps(page))
    .filter((g) => !g.own && g.drawn < 2 && g.gap < (g.drawn === 1 ? rhythm / 2 : rhythm))
    .map(pair);
}

/**
 * Pictures that did not load, were not served as AVIF or WebP, or lack their intrinsic size; and any
 * image without `width`/`height`. Each entry names the image and what is wrong. Every picture not loaded
 * yet is scrolled into view first (a lazy one loads there, and a layout shift it causes is counted), and
 * the page is scrolled back to the top at the end.
 */
export function pictureProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const shown = [...document.images].filter((img) => !img.closest('[hidden], dialog:not([open])'));
    // Each picture not loaded yet is brought into view (a lazy one starts loading there) and awaited,
    // all of them together.
    const loading: Promise<unknown>[] = [];
    for (const img of shown.filter((img) => !img.complete)) {
      loading.push(
        new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
          setTimeout(resolve, 5000);
        }),
      );
      img.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await Promise.all(loading);
    scrollTo(0, 0);
    const problems: string[] = [];
    for (const img of document.images) {
      const name = img.currentSrc || img.src;
      if (!img.getAttribute('width') || !img.getAttribute('height')) problems.push(`${name}: no width/height`);
      if (!shown.includes(img)) continue;
      if (!img.complete || img.naturalWidth === 0) problems.push(`${name}: did not load`);
      if (img.parentElement?.tagName === 'PICTURE' && !/\.(avif|webp)$/.test(img.currentSrc)) {
        problems.push(`${name}: not served as AVIF or WebP`);
      }
    }
    return problems;
  });
}

/** The panel a disclosure button shows. */
export async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  // A <details> summary shows what follows it; a button names its panel.
  if (!id) return button.locator('xpath=following-sibling::*[1]');
  return page.locator(`[id="${id}"]`);
}

/** Alpha of a computed CSS colour such as `rgb(255, 255, 255)` or `rgba(0, 0, 0, 0.5)`. */
export function alphaOf(color: string): number {
  const parts = /rgba?\(([^)]+)\)/.exec(color)?.[1]?.split(',') ?? [];
  return parts.length === 4 ? Number(parts[3]) : parts.length === 3 ? 1 : 0;
}

/** How many of a grid of points over the element's visible box hit something outside it. */
function pointsShowingThrough(panel: Locator): Promise<string[]> {
  return panel.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const bottom = Math.min(box.bottom, innerHeight);
    const misses: string[] = [];
    for (const fx of [0.05, 0.3, 0.5, 0.7, 0.95]) {
      for (const fy of [0.05, 0.25, 0.5, 0.75, 0.95]) {
        const x = box.left + (box.right - box.left) * fx;
        const y = box.top + (bottom - box.top) * fy;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !element.contains(hit))
          misses.push(`(${Math.round(x)}, ${Math.round(y)}): ${hit?.outerHTML.slice(0, 80)}`);
      }
    }
    return misses;
  });
}

/**
 * What lets the page show through an open panel (a menu): a background that is not opaque (or at
 * least 90 % opaque over a blur), and points of its box where something else is on top.
 */
export async function seeThroughProblems(panel: Locator): Promise<string[]> {
  const { background, backdrop } = await panel.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, backdrop: style.backdropFilter };
  });
  const alpha = alphaOf(background);
  const opaque = alpha === 1 || (backdrop !== 'none' && alpha >= 0.9);
  return [
    ...(opaque ? [] : [`background ${background}, backdrop ${backdrop}`]),
    ...(await pointsShowingThrough(panel)),
  ];
}

/**
 * Headers marked to be overlapped (`.hero-overlap`) whose next block does not rise over the header's
 * bottom edge as a shadowed card. Islands (`display: contents`) are looked through on both sides.
 */
export function overlapProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const header of document.querySelectorAll('.hero-overlap')) {
      const outer = header.parentElement?.matches('.island') ? header.parentElement : header;
      let next = outer.nextElementSibling;
      if (next?.matches('.island')) next = next.firstElementChild;
      if (!next) continue;
      const name = `${header.querySelector('h1, h2')?.textContent?.trim() ?? 'header'} → <${next.tagName.toLowerCase()} class="${next.getAttribute('class') ?? ''}">`;
      const overlap = header.getBoundingClientRect().bottom - next.getBoundingClientRect().top;
      if (overlap < 32) problems.push(`${name}: rises ${Math.round(overlap)} px over the header`);
      if (getComputedStyle(next).boxShadow === 'none') problems.push(`${name}: no shadow`);
    }
    return problems;
  });
}
