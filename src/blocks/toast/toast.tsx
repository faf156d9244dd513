import { type CSSProperties, type FocusEvent, useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { buttonClasses } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Stylesheet } from '../../ui/stylesheet';
import css from './toast.scss?url';
import { useMessages } from '../../ui/messages';

type ToastProps = BlockProps<'toast'> & {
  /** Called when the visitor closes the toast with its close icon (not when it hides by itself). */
  onClose?: () => void;
};

/**
 * A Bootstrap toast in a live region that is always in the page, so a toast shown by its trigger is
 * announced. It hides after `delay` unless `autohide` is off; hovering or focusing it holds it open and
 * the count starts again when the pointer and focus leave, so nobody loses it while reading.
 */
export default function Toast(props: ToastProps) {
  const { id, title, date, description, icon, color, autohide, delay, trigger, onClose } = props;
  const [shown, setShown] = useState(trigger === undefined);
  const t = useMessages();
  const [round, setRound] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!shown || !autohide || hovered || focused) return;
    const timer = setTimeout(() => setShown(false), delay);
    return () => clearTimeout(timer);
  }, [shown, round, autohide, hovered, focused, delay]);

  const show = () => {
    setShown(true);
    setRound((r) => r + 1);
  };
  const close = () => {
    (opener.current ?? root.current)?.focus();
    setShown(false);
    setHovered(false);
    setFocused(false);
    onClose?.();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const tone = color === 'error' ? 'danger' : color;
  const urgent = tone === 'danger';
  return (
    <div id={id} ref={root} className="toast-block" tabIndex={trigger ? undefined : -1}>
      <Stylesheet href={css} />
      {trigger ? (
        <button
          ref={opener}
          type="button"
          className={buttonClasses({ variant: 'gradient', color: 'dark', size: 'md' })}
          onClick={show}
        >
          {trigger}
        </button>
      ) : null}
      <div role={urgent ? 'alert' : 'status'} aria-live={urgent ? 'assertive' : 'polite'} aria-atomic="true">
        {shown ? (
          <div
            className="toast"
            style={{ '--toast-color': `var(--bs-${tone})` } as CSSProperties}
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={onBlur}
          >
            <div className="toast-header">
              {icon ? <Icon name={icon} className="toast-icon" /> : null}
              <strong className="me-auto">{title}</strong>
              {date ? <small>{date}</small> : null}
              <button type="button" className="btn-close" aria-label={t('block.close')} onClick={close} />
            </div>
            {description ? <div className="toast-body">{description}</div> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
