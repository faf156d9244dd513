import { type MouseEvent, type PointerEvent, useEffect, useRef } from 'react';
import { DESKTOP_MIN_WIDTH } from './navbar-logic';

/** Hover opens menus only where they drop down and only for a mouse-like pointer. */
const HOVER_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px) and (hover: hover) and (pointer: fine)`;
const CLOSE_DELAY_MS = 200;

/**
 * Lets a mouse open a disclosure by resting on it and close it by leaving, on top of its click and
 * keyboard behaviour. Clicking a menu that hovering opened keeps it open instead of closing it, so a
 * visitor who points and then clicks gets what they clicked for.
 */
export function useHoverOpen(open: boolean, setOpen: (open: boolean) => void) {
  const byHover = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) byHover.current = false;
  }, [open]);

  const hoverable = (event: PointerEvent) => event.pointerType === 'mouse' && window.matchMedia(HOVER_QUERY).matches;

  const onPointerEnter = (event: PointerEvent) => {
    if (!hoverable(event)) return;
    cancel();
    if (open) return;
    byHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (!hoverable(event) || !byHover.current) return;
    cancel();
    timer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  /** Wraps the toggle's click: a pointer's click pins a menu that hovering opened rather than closing it. */
  const onToggle = (event: MouseEvent, toggle: () => void) => {
    cancel();
    // `detail` is 0 for a click made with Enter or Space: the keyboard toggles as it always has. The
    // ref, not `open`, decides: the click may come before the hover's render.
    if (byHover.current && event.detail > 0) {
      byHover.current = false;
      setOpen(true);
    } else toggle();
  };
  return { onPointerEnter, onPointerLeave, onToggle };
}
