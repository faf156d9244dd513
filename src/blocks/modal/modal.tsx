import { type MouseEvent, type PointerEvent, useRef } from 'react';
import { useHeadingId } from '../../ui/heading-id';
import type { BlockProps } from '../../../schema/blocks';
import { buttonClasses } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { RichText } from '../../ui/rich-text';
import { Stylesheet } from '../../ui/stylesheet';
import css from './modal.scss?url';
import { useMessages } from '../../ui/messages';

/**
 * A trigger button and a native `<dialog>` opened with `showModal()`, so the browser keeps focus inside
 * and closes it on Escape. The dialog is in the prerendered HTML, closed. The dialog itself holds whether
 * it is open (no React state to fall behind its queued `close` event, so a trigger pressed straight after
 * Escape opens it again); however it was closed, focus then returns to the trigger.
 */
export default function Modal(props: BlockProps<'modal'>) {
  const { id, trigger, title, variant, icon, heading, body, buttons, size, closeOnBackdrop } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const t = useMessages();
  const opener = useRef<HTMLButtonElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useHeadingId(id, title);

  const show = () => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  };
  const close = () => dialog.current?.close();
  const onClose = () => opener.current?.focus();
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
        onClick={show}
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
            aria-label={t('block.close')}
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
