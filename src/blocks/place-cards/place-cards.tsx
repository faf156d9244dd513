import type { z } from 'zod';
import type { BlockProps } from '../../../schema/blocks';
import type { placeCardSchema } from '../../../schema/blocks/place-cards';
import { Icon } from '../../ui/icon';
import { Img } from '../../ui/image';
import { SmartLink } from '../../ui/smart-link';
import { Stylesheet } from '../../ui/stylesheet';
import css from './place-cards.scss?url';

type PlaceCardData = z.output<typeof placeCardSchema>;

const COLUMNS = { 2: 'col-md-6', 3: 'col-md-6 col-lg-4', 4: 'col-md-6 col-lg-3' } as const;

/**
 * One place: its photo, its name, then its facts. The facts come after the name in reading order (a
 * screen reader hears the name first) and are drawn above it.
 */
function PlaceCard({ card }: { card: PlaceCardData }) {
  const { image, categories, title, description, href } = card;
  return (
    <article className="card place-card h-100">
      <Img className="card-img-top" image={image} />
      <div className="card-body">
        <h3 className="h5">{href ? <SmartLink href={href}>{title}</SmartLink> : title}</h3>
        {categories.length > 0 ? (
          <ul className="place-card-facts list-unstyled">
            {categories.map((category) => (
              <li key={category.label}>
                {category.icon ? <Icon name={category.icon} className="me-1" /> : null}
                {category.label}
              </li>
            ))}
          </ul>
        ) : null}
        {description ? <p className="mb-0">{description}</p> : null}
      </div>
    </article>
  );
}

/** Places to book or rent as cards, under an optional heading. */
export default function PlaceCards({ id, heading, description, columns, cards }: BlockProps<'place-cards'>) {
  return (
    <div id={id} className="place-cards container">
      <Stylesheet href={css} />
      {heading ? (
        <div className="section-heading">
          <h2>{heading}</h2>
          {description ? <p className="lead">{description}</p> : null}
        </div>
      ) : null}
      <ul className="row g-4 list-unstyled mb-0">
        {cards.map((card) => (
          <li key={card.title} className={COLUMNS[columns]}>
            <PlaceCard card={card} />
          </li>
        ))}
      </ul>
    </div>
  );
}
