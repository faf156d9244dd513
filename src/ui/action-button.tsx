import type { z } from 'zod';
import type { actionButtonSchema } from '../../schema/blocks/buttons';
import { Icon } from './icon';
import { SmartLink } from './smart-link';

export type ActionButtonData = z.output<typeof actionButtonSchema>;

/** Bootstrap classes for a Material button; `color: none` is a text-only button. */
export function actionButtonClasses({ variant, color, size, fullWidth }: ActionButtonData): string {
  const tone = color === 'error' ? 'danger' : color;
  const kind = tone === 'none' ? 'btn-plain' : variant === 'contained' ? `btn-${tone}` : `btn-${variant}-${tone}`;
  return ['btn', kind, size === 'md' ? '' : `btn-${size}`, fullWidth ? 'w-100' : ''].filter(Boolean).join(' ');
}

/** A button, or a link drawn as one when it has an `href`, with an optional icon on either side. */
export function ActionButton(button: ActionButtonData) {
  const { label, href, icon, iconPosition, disabled } = button;
  const className = actionButtonClasses(button);
  const content = (
    <>
      {icon && iconPosition === 'left' ? <Icon name={icon} className="me-2" /> : null}
      {label}
      {icon && iconPosition === 'right' ? <Icon name={icon} className="ms-2" /> : null}
    </>
  );
  if (href && !disabled) {
    return (
      <SmartLink className={className} href={href}>
        {content}
      </SmartLink>
    );
  }
  // A disabled link has nowhere to go: it is drawn as a disabled button.
  return (
    <button type="button" className={className} disabled={disabled}>
      {content}
    </button>
  );
}
