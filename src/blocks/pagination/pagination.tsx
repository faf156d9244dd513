import { type CSSProperties, useState } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { Stylesheet } from '../../ui/stylesheet';
import css from './pagination.scss?url';
import { useMessages } from '../../ui/messages';
import { Chevron } from '../../ui/chevron';

function Step({ to, disabled, onGo }: { to: 'previous' | 'next'; disabled: boolean; onGo: () => void }) {
  const t = useMessages();
  // aria-disabled rather than disabled: the button keeps focus when it reaches the first or last page.
  return (
    <li className={disabled ? 'page-item disabled' : 'page-item'}>
      <button
        type="button"
        className="page-link"
        aria-label={to === 'previous' ? t('pagination.previous') : t('pagination.next')}
        aria-disabled={disabled || undefined}
        onClick={disabled ? undefined : onGo}
      >
        <Chevron pointing={to === 'previous' ? 'left' : 'right'} />
      </button>
    </li>
  );
}

/** Page buttons with previous and next; the current page is React state, marked `aria-current="page"`. */
export default function Pagination({
  id,
  pages,
  active,
  size,
  color,
  variant,
  align,
  label,
}: BlockProps<'pagination'>) {
  const [current, setCurrent] = useState(active);
  const t = useMessages();
  const tone = color === 'error' ? 'danger' : color;
  const classes = [
    'pagination',
    `pagination-${variant}`,
    `pagination-${tone}`,
    size !== 'md' && `pagination-${size}`,
    align === 'center' && 'justify-content-center',
  ];
  return (
    <nav id={id} className="pagination-block container" aria-label={label}>
      <Stylesheet href={css} />
      <ul className={classes.filter(Boolean).join(' ')} style={{ '--page-items': pages + 2 } as CSSProperties}>
        <Step to="previous" disabled={current <= 1} onGo={() => setCurrent(current - 1)} />
        {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
          <li key={page} className={page === current ? 'page-item active' : 'page-item'}>
            <button
              type="button"
              className="page-link"
              aria-current={page === current ? 'page' : undefined}
              onClick={() => setCurrent(page)}
            >
              <span className="visually-hidden">{`${t('pagination.page')} `}</span>
              {page}
            </button>
          </li>
        ))}
        <Step to="next" disabled={current >= pages} onGo={() => setCurrent(current + 1)} />
      </ul>
    </nav>
  );
}
