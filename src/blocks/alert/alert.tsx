import { useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { RichText } from '../../ui/rich-text';
import { Stylesheet } from '../../ui/stylesheet';
import css from './alert.scss?url';
import { useMessages } from '../../ui/messages';

/**
 * A Bootstrap alert. It is part of the page from the start, so it is a plain box rather than
 * `role="alert"`, which would be announced on load. A dismissible alert has a Close button; once it is
 * gone, focus moves to the place it held, so keyboard users carry on from there.
 */
export default function Alert(props: BlockProps<'alert'>) {
  if (props.dismissible) return <DismissibleAlert {...props} />;
  return (
    <div id={props.id} className="alert-block container">
      <Stylesheet href={css} />
      <AlertBox {...props} />
    </div>
  );
}

/** An alert with a Close button: the only kind that runs in the browser. */
function DismissibleAlert(props: BlockProps<'alert'>) {
  const [open, setOpen] = useState(true);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) place.current?.focus();
  }, [open]);
  return (
    <div id={props.id} ref={place} className="alert-block container" tabIndex={open ? undefined : -1}>
      <Stylesheet href={css} />
      {open ? <AlertBox {...props} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function AlertBox({
  color,
  dismissible,
  fontWeight,
  title,
  content,
  onClose,
}: BlockProps<'alert'> & { onClose?: () => void }) {
  const t = useMessages();
  const classes = ['alert', `alert-${color}`, fontWeight && `fw-${fontWeight}`, dismissible && 'alert-dismissible'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {title ? <p className="alert-heading h4">{title}</p> : null}
      <div className="alert-body">
        <RichText content={content} />
      </div>
      {dismissible ? (
        <button type="button" className="btn-close" aria-label={t('block.close')} onClick={onClose} />
      ) : null}
    </div>
  );
}
