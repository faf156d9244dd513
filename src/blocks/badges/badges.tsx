import type { BlockProps } from '../../../schema/blocks';

const SIZES = { sm: 'badge-sm', md: '', lg: 'badge-lg' } as const;

/** A row of badges: flat or gradient, three sizes, optionally pill-shaped. */
export default function Badges({ id, badges }: BlockProps<'badges'>) {
  return (
    <div id={id} className="badges d-flex flex-wrap align-items-center gap-2">
      {badges.map(({ label, color, variant, size, rounded }, index) => {
        const tone = color === 'error' ? 'danger' : color;
        const background = variant === 'gradient' ? `bg-gradient-${tone}` : `text-bg-${tone}`;
        const classes = ['badge', background, SIZES[size], rounded ? 'rounded-pill' : ''].filter(Boolean);
        return (
          <span key={index} className={classes.join(' ')}>
            {label}
          </span>
        );
      })}
    </div>
  );
}
