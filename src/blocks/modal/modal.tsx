import { type MouseEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { buttonClasses } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { RichText } from '../../ui/rich-text';
import { Stylesheet } from '../../ui/stylesheet';
import css from './modal.scss?url';

/**
 * A trigger button and a native `<dialog>` opened with `showModal()`, so the browser keeps focus inside
 * and closes it on Escape. The dialog is in the prerendered HTML, closed. React's `open` state follows
 * the native `close` event, however the dialog was closed, and focus then returns to the trigger.
 */
export default function Modal(props: BlockProps<'modal'>) {
  const { id, trigger, title, variant, icon, heading, body, buttons, size, closeOnBackdrop } = props;
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const close = () => dialog.current?.close();
  const onClose = () => {
    setOpen(false);
    opener.current?.focus();
  };
  // The backdrop belongs to the <dialog> itself: a press and click that both land on the dialog
  // element, not on its content, are on the backdrop.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && pressedOnBackdrop.current && event.target === event.currentTarget) close();
    pressedOnBackdrop.current = false;
  };

  const light = variant === 'simple';
  return (
    <div id={id} className="modal-block">
      <Stylesheet href={css} />
      <button
        ref={opener}
        type="button"
        className={buttonClasses({ ...trigger, size: 'md' })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {trigger.label}
      </button>
      <dialog
        ref={dialog}
        className={`site-modal site-modal-${size} site-modal-${variant}`}
        aria-labelledby={titleId}
        onClose={onClose}
        onPointerDown={onPointerDown}
        onClick={onClick}
      >
        <div className="site-modal-header">
          <h2 id={titleId} className="site-modal-title h5">
            {title}
          </h2>
          <button
            type="button"
            className={light ? 'btn-close' : 'btn-close btn-close-white'}
            aria-label="Close"
            onClick={close}
          />
        </div>
        <div className="site-modal-body">
          {icon ? <Icon name={icon} className="site-modal-icon" /> : null}
          {heading ? <h3 className="h4">{heading}</h3> : null}
          <RichText content={body} />
        </div>
        <div className="site-modal-footer">
          {buttons.map((button, i) => (
            <button key={i} type="button" className={buttonClasses({ ...button, size: 'md' })} onClick={close}>
              {button.label}
            </button>
          ))}
        </div>
      </dialog>
    </div>
  );
}
