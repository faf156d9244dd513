import type { z } from 'zod';
import type { buttonSchema } from '../../schema/primitives';
import { Icon } from './icon';
import { SmartLink } from './smart-link';

export type ButtonData = z.output<typeof buttonSchema>;

/** Bootstrap classes for a Material button: `btn btn-gradient-primary btn-lg`. */
export function buttonClasses({ variant, color, size }: Pick<ButtonData, 'variant' | 'color' | 'size'>): string {
  const tone = color === 'error' ? 'danger' : color;
  const kind = variant === 'contained' ? `btn-${tone}` : `btn-${variant}-${tone}`;
  return ['btn', kind, size === 'md' ? '' : `btn-${size}`].filter(Boolean).join(' ');
}

/** A link drawn as a button. */
export function LinkButton({ label, href, icon, ...style }: ButtonData) {
  return (
    <SmartLink className={buttonClasses(style)} href={href}>
      {icon ? <Icon name={icon} className="me-2" /> : null}
      {label}
    </SmartLink>
  );
}
