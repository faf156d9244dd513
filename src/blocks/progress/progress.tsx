import { useId } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { formatNumber } from '../../ui/numbers';
import { Stylesheet } from '../../ui/stylesheet';
import css from './progress.scss?url';

/** A horizontal progress bar (Bootstrap's `.progress`), named by its label and readable as a percentage. */
export default function Progress({ id, variant, color, value, label }: BlockProps<'progress'>) {
  const labelId = useId();
  const tone = color === 'error' ? 'danger' : color;
  const percent = `${formatNumber(value)}%`;
  return (
    <div id={id} className="progress-block container">
      <Stylesheet href={css} />
      {label ? (
        <div className="progress-label">
          <span id={labelId}>{label}</span>
          <span aria-hidden="true">{percent}</span>
        </div>
      ) : null}
      <div
        className="progress"
        role="progressbar"
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : 'Progress'}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={`progress-bar ${variant === 'gradient' ? 'bg-gradient' : 'bg'}-${tone}`}
          style={{ width: percent }}
        />
      </div>
    </div>
  );
}
