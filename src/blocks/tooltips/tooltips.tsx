import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { createPortal } from 'react-dom';
import type { BlockProps } from '../../../schema/blocks';
import { buttonClasses } from '../../ui/button';
import { loadFloating, useFloatingPlacement } from '../../ui/floating';
import floatingCss from '../../ui/floating.scss?url';
import { Stylesheet } from '../../ui/stylesheet';
import css from './tooltips.scss?url';

type Item = BlockProps<'tooltips'>['items'][number];

const TRIGGER = buttonClasses({ variant: 'gradient', color: 'primary', size: 'md' });

/** Calls `onEscape` on an Escape key press anywhere while `active`. */
function useEscape(active: boolean, onEscape: () => void) {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, onEscape]);
}

/** A button described by a tooltip that shows on hover and focus (WAI-ARIA tooltip pattern). */
function TooltipItem({ label, text, placement }: Item) {
  const [open, setOpen] = useState(false);
  const reference = useRef<HTMLButtonElement>(null);
  const floating = useRef<HTMLSpanElement>(null);
  const arrow = useRef<HTMLSpanElement>(null);
  const tipId = useId();
  useFloatingPlacement(open, placement, { reference, floating, arrow });
  useEscape(open, () => setOpen(false));
  // The tip sits inside the hover area, so the pointer can move onto it without closing it.
  return (
    <span className="tip-anchor" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        ref={reference}
        type="button"
        className={TRIGGER}
        aria-describedby={tipId}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        {label}
      </button>
      <span ref={floating} id={tipId} role="tooltip" className="floating-tip tip-tooltip" hidden={!open}>
        {text}
        <span ref={arrow} className="floating-arrow" />
      </span>
    </span>
  );
}

/**
 * A button that toggles a non-modal popover; Escape or a click outside closes it. Once the page runs,
 * the popover moves to the end of <body> (a portal), so the frame around the button (a scrolling
 * showcase preview, a card) never clips it; the prerendered HTML holds it, hidden, beside its button.
 */
function PopoverItem({ label, text, title, placement }: Item) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const reference = useRef<HTMLButtonElement>(null);
  const floating = useRef<HTMLDivElement>(null);
  const arrow = useRef<HTMLSpanElement>(null);
  const popId = useId();
  useFloatingPlacement(open, placement, { reference, floating, arrow });
  useEscape(open, () => {
    if (floating.current?.contains(document.activeElement)) reference.current?.focus();
    setOpen(false);
  });
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!floating.current?.contains(target) && !reference.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const popover = (
    <div
      ref={floating}
      id={popId}
      role="dialog"
      aria-labelledby={title ? `${popId}-title` : undefined}
      aria-label={title ? undefined : label}
      className="floating-tip tip-popover"
      hidden={!open}
    >
      {title ? (
        <p id={`${popId}-title`} className="tip-popover-title">
          {title}
        </p>
      ) : null}
      <p id={`${popId}-body`} className="tip-popover-body">
        {text}
      </p>
      <span ref={arrow} className="floating-arrow" />
    </div>
  );
  return (
    <div className="tip-anchor">
      <button
        ref={reference}
        type="button"
        className={TRIGGER}
        aria-expanded={open}
        aria-controls={popId}
        aria-describedby={open ? `${popId}-body` : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </button>
      {hydrated ? createPortal(popover, document.body) : popover}
    </div>
  );
}

/** A row of buttons with tooltips or popovers, placed by Floating UI. */
export default function Tooltips({ id, kind, items }: BlockProps<'tooltips'>) {
  useEffect(() => {
    void loadFloating();
  }, []);
  const Tip = kind === 'popover' ? PopoverItem : TooltipItem;
  return (
    <div id={id} className="tooltips-block">
      <Stylesheet href={floatingCss} />
      <Stylesheet href={css} />
      {items.map((item, i) => (
        <Tip key={i} {...item} />
      ))}
    </div>
  );
}
