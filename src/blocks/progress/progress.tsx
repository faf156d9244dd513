import { useId } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { usePageLocale } from '../../ui/locale';
import { formatNumber } from '../../ui/numbers';
import { Stylesheet } from '../../ui/stylesheet';
import css from './progress.scss?url';
import { useMessages } from '../../ui/messages';

/** A horizontal progress bar (Bootstrap's `.progress`), named by its label and readable as a percentage. */
export default function Progress({ id, variant, color, value, label }: BlockProps<'progress'>) {
  const labelId = useId();
  const tone = color === 'error' ? 'danger' : color;
  const { code: language } = usePageLocale();
  const t = useMessages();
  const percent = `${formatNumber(value, undefined, language)}%`;
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
        aria-label={label ? undefined : t('progress.label')}
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
