import { useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { RichText } from '../../ui/rich-text';
import { Stylesheet } from '../../ui/stylesheet';
import css from './alert.scss?url';

/**
 * A Bootstrap alert. It is part of the page from the start, so it is a plain box rather than
 * `role="alert"`, which would be announced on load. A dismissible alert has a Close button; once it is
 * gone, focus moves to the place it held, so keyboard users carry on from there.
 */
export default function Alert({ id, color, dismissible, fontWeight, title, content }: BlockProps<'alert'>) {
  const [open, setOpen] = useState(true);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) place.current?.focus();
  }, [open]);

  const classes = ['alert', `alert-${color}`, fontWeight && `fw-${fontWeight}`, dismissible && 'alert-dismissible'];
  return (
    <div id={id} ref={place} className="alert-block container" tabIndex={open ? undefined : -1}>
      <Stylesheet href={css} />
      {open ? (
        <div className={classes.filter(Boolean).join(' ')}>
          {title ? <p className="alert-heading h4">{title}</p> : null}
          <div className="alert-body">
            <RichText content={content} />
          </div>
          {dismissible ? (
            <button type="button" className="btn-close" aria-label="Close" onClick={() => setOpen(false)} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
