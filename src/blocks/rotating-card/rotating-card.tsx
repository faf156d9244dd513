import type { CSSProperties } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { LinkButton } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Stylesheet } from '../../ui/stylesheet';
import css from './rotating-card.scss?url';

/**
 * Two faces stacked in one grid cell, turned in 3D by CSS on `:hover` and `:focus-within`: the back's
 * buttons stay in the tab order, and focusing one turns the card. Both faces are in the HTML, so the
 * text reads without hovering; with reduced motion the turn is instant (no transition).
 */
export default function RotatingCard({ id, front, back, color, headingLevel }: BlockProps<'rotating-card'>) {
  const Heading = `h${headingLevel}` as const;
  const tone = { '--card-rgb': `var(--bs-${color}-rgb)` } as CSSProperties;
  return (
    <div id={id} className="rotating-card-block">
      <Stylesheet href={css} />
      <div className="rotating-card" style={tone}>
        <div className="rotating-card-inner">
          <div className="rotating-card-face rotating-card-front">
            {front.image ? (
              <img
                className="rotating-card-image"
                src={front.image.src}
                alt={front.image.alt}
                width={front.image.width}
                height={front.image.height}
                loading="lazy"
              />
            ) : null}
            <div className="rotating-card-content">
              {front.icon ? <Icon name={front.icon} className="rotating-card-icon" /> : null}
              <Heading className="h4">{front.title}</Heading>
              <p>{front.description}</p>
            </div>
          </div>
          <div className="rotating-card-face rotating-card-back">
            <div className="rotating-card-content">
              <Heading className="h4">{back.title}</Heading>
              <p>{back.description}</p>
              {back.actions.length > 0 ? (
                <div className="rotating-card-actions">
                  {back.actions.map((action) => (
                    <LinkButton key={action.label} {...action} />
                  ))}
                </div>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
