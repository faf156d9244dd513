import type { BlockProps } from '../../../schema/blocks';
import { Stylesheet } from '../../ui/stylesheet';
import { BackgroundCard, ImageTopCard } from './blog-card';
import css from './blog-cards.scss?url';

const COLUMNS = { 2: 'col-md-6', 3: 'col-md-6 col-lg-4', 4: 'col-md-6 col-lg-3' } as const;

/** Posts as cards under a heading: the picture on top, or the text on the darkened picture. */
export default function BlogCards({ id, heading, description, variant, columns, cards }: BlockProps<'blog-cards'>) {
  const Card = variant === 'background' ? BackgroundCard : ImageTopCard;
  return (
    <div id={id} className="blog-cards container">
      <Stylesheet href={css} />
      <div className="section-heading">
        <h2>{heading}</h2>
        {description ? <p className="lead">{description}</p> : null}
      </div>
      <ul className="row g-4 list-unstyled">
        {cards.map((card) => (
          <li key={card.title} className={COLUMNS[columns]}>
            <Card card={card} />
          </li>
        ))}
      </ul>
    </div>
  );
}
