import { type RefObject, useEffect } from 'react';

export type Side = 'top' | 'right' | 'bottom' | 'left';

const OPPOSITE: Record<Side, Side> = { top: 'bottom', right: 'left', bottom: 'top', left: 'right' };

/**
 * The side a tip asked for "right" or "left" of its trigger takes on the screen: the end or the start
 * of the line, so on a page written right to left "right" is drawn on the left, as Bootstrap's tips do.
 */
export function physicalSide(side: Side, anchor: Element): Side {
  if ((side !== 'left' && side !== 'right') || getComputedStyle(anchor).direction !== 'rtl') return side;
  return OPPOSITE[side];
}

interface FloatingRefs {
  reference: RefObject<HTMLElement | null>;
  floating: RefObject<HTMLElement | null>;
  arrow: RefObject<HTMLElement | null>;
}

/** Loads the positioning library; call it early so the first tip shows without waiting. */
export const loadFloating = () => import('@floating-ui/react-dom');

/**
 * While `open`, keeps `floating` next to `reference` on `side` (flipped to the opposite side, or to
 * above or below when neither fits, and shifted to stay on screen) with its arrow pointing at the
 * reference, following scroll and resize. The element is positioned `fixed` (see floating.scss), so
 * no scrolling or clipping ancestor cuts it off. This is what `useFloating`
 * does, but through `computePosition` and `autoUpdate` from a dynamic import, so Floating UI stays out
 * of every page without tips. Until placed, the element has no `data-placement` (CSS hides it).
 */
export function useFloatingPlacement(open: boolean, side: Side, { reference, floating, arrow }: FloatingRefs) {
  useEffect(() => {
    const anchor = reference.current;
    const tip = floating.current;
    const pointer = arrow.current;
    if (!open || !anchor || !tip) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadFloating().then((lib) => {
      if (cancelled) return;
      const middleware = [
        lib.offset(8),
        lib.flip({ padding: 8, crossAxis: false, fallbackAxisSideDirection: 'start' }),
        lib.shift({ padding: 8 }),
      ];
      if (pointer) middleware.push(lib.arrow({ element: pointer, padding: 6 }));
      const update = async () => {
        const { x, y, placement, middlewareData } = await lib.computePosition(anchor, tip, {
          placement: physicalSide(side, anchor),
          strategy: 'fixed',
          middleware,
        });
        if (cancelled) return;
        // The tip is placed by its left and top edges whatever the page's direction, where a stylesheet
        // flipped for right-to-left would otherwise pin its right edge too.
        Object.assign(tip.style, { left: `${x}px`, top: `${y}px`, right: 'auto' });
        const placed = placement.split('-')[0] as Side;
        tip.dataset.placement = placed;
        const at = middlewareData.arrow;
        if (pointer && at) {
          Object.assign(pointer.style, { left: '', top: '', right: '', bottom: '' });
          Object.assign(pointer.style, {
            left: at.x === undefined ? '' : `${at.x}px`,
            top: at.y === undefined ? '' : `${at.y}px`,
            [OPPOSITE[placed]]: '-4px',
          });
        }
      };
      stop = lib.autoUpdate(anchor, tip, () => void update());
    });
    return () => {
      cancelled = true;
      stop?.();
      delete tip.dataset.placement;
    };
  }, [open, side, reference, floating, arrow]);
}
