import type { z } from 'zod';
import type { actionButtonSchema } from '../../schema/blocks/buttons';
import type { buttonSchema } from '../../schema/primitives';
import { Icon } from './icon';
import { SmartLink } from './smart-link';

export type ButtonData = z.output<typeof buttonSchema>;
export type ActionButtonData = z.output<typeof actionButtonSchema>;

export interface ButtonStyle {
  variant: ActionButtonData['variant'];
  color: ActionButtonData['color'];
  size: ActionButtonData['size'];
  fullWidth?: boolean;
}

/** Bootstrap classes for a Material button: `btn btn-gradient-primary btn-lg`; `color: none` is text-only. */
export function buttonClasses({ variant, color, size, fullWidth = false }: ButtonStyle): string {
  const tone = color === 'error' ? 'danger' : color;
  const kind = tone === 'none' ? 'btn-plain' : variant === 'contained' ? `btn-${tone}` : `btn-${variant}-${tone}`;
  return ['btn', kind, size === 'md' ? '' : `btn-${size}`, fullWidth ? 'w-100' : ''].filter(Boolean).join(' ');
}

/** A link drawn as a button. */
export function LinkButton({ label, about, href, icon, ...style }: ButtonData) {
  return (
    <SmartLink className={buttonClasses(style)} href={href}>
      {icon ? <Icon name={icon} className="me-2" /> : null}
      {label}
      {about ? <span className="visually-hidden"> about {about}</span> : null}
    </SmartLink>
  );
}

/** Link buttons side by side in one box; nothing when there are none. */
export function LinkButtons({ actions, className }: { actions: readonly ButtonData[]; className: string }) {
  if (actions.length === 0) return null;
  return (
    <div className={className}>
      {actions.map((action) => (
        <LinkButton key={action.label} {...action} />
      ))}
    </div>
  );
}

/** A button, or a link drawn as one when it has an `href`, with an optional icon on either side. */
export function ActionButton(button: ActionButtonData) {
  const { label, href, icon, iconPosition, disabled } = button;
  const className = buttonClasses(button);
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
