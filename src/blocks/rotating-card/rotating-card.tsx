import type { CSSProperties } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { LinkButtons } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Img } from '../../ui/image';
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
            {front.image ? <Img className="rotating-card-image" image={front.image} /> : null}
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
              <LinkButtons className="rotating-card-actions" actions={back.actions} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
