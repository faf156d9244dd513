import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useFloatingPlacement } from '../../ui/floating';
import floatingCss from '../../ui/floating.scss?url';
import { Stylesheet } from '../../ui/stylesheet';

/**
 * Wraps a focusable avatar with its name in a tooltip floating above it, shown on hover and focus and
 * hidden on Escape. The avatar already carries the name, so the tip is hidden from assistive technology.
 */
export function AvatarTip({ name, children }: { name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const reference = useRef<HTMLSpanElement>(null);
  const floating = useRef<HTMLSpanElement>(null);
  const arrow = useRef<HTMLSpanElement>(null);
  useFloatingPlacement(open, 'top', { reference, floating, arrow });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <span
      ref={reference}
      className="tip-anchor avatar-tip"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      <Stylesheet href={floatingCss} />
      {children}
      <span
        ref={floating}
        className="floating-tip tip-tooltip"
        // Hidden from everyone while closed; once shown, from assistive technology still.
        aria-hidden={open ? true : undefined}
        hidden={!open}
      >
        {name}
        <span ref={arrow} className="floating-arrow" />
      </span>
    </span>
  );
}
