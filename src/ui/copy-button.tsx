import { useEffect, useRef, useState } from 'react';
import { Stylesheet } from './stylesheet';
import css from './copy-button.scss?url';

/** When the confirmation appears, starts to fade and is gone, in ms after the copy (spec §4). */
export const COPY_TIMINGS = { show: 100, fade: 2000, remove: 2500 } as const;
export const COPIED_MESSAGE = 'Code successfully copied!';
export const COPY_FAILED_MESSAGE = 'Copy failed: select the code and copy it by hand.';

type Phase = 'idle' | 'copied' | 'fading' | 'failed';

interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** Accessible name; it should start with the visible "Copy". */
  label?: string;
  className?: string;
}

/**
 * Copies `text` to the clipboard and says so in a status region: "Code successfully copied!" after
 * 100 ms, fading from 2000 ms, gone at 2500 ms. A failed copy is logged and the visitor is told how to
 * copy by hand; that message stays until the next try.
 */
export function CopyButton({ text, label = 'Copy', className = 'btn btn-sm btn-outline-dark' }: CopyButtonProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const mounted = useRef(true);

  useEffect(() => {
    const pending = timers.current;
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const at = (ms: number, next: Phase) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setPhase(next);
    }, ms);
    timers.current.add(timer);
  };

  const copy = async () => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
    setPhase('idle');
    try {
      if (!navigator.clipboard) throw new Error('The Clipboard API is not available on this page.');
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copying to the clipboard failed:', error);
      if (mounted.current) setPhase('failed');
      return;
    }
    if (!mounted.current) return;
    at(COPY_TIMINGS.show, 'copied');
    at(COPY_TIMINGS.fade, 'fading');
    at(COPY_TIMINGS.remove, 'idle');
  };

  const message = phase === 'failed' ? COPY_FAILED_MESSAGE : phase === 'idle' ? '' : COPIED_MESSAGE;
  return (
    <span className="copy-button">
      <Stylesheet href={css} />
      <button
        type="button"
        className={className}
        aria-label={label === 'Copy' ? undefined : label}
        onClick={() => void copy()}
      >
        Copy
      </button>
      <span role="status" className={`copy-status copy-${phase}`}>
        {message}
      </span>
    </span>
  );
}
