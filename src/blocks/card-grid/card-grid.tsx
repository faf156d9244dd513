import type { BlockProps } from '../../../schema/blocks';
import { useHeadingId } from '../../ui/heading-id';
import { Icon } from '../../ui/icon';

const colorOf = (color: BlockProps<'card-grid'>['cards'][number]['color']) => (color === 'error' ? 'danger' : color);

const COLUMN_CLASSES = { 2: 'col-md-6', 3: 'col-md-6 col-lg-4', 4: 'col-md-6 col-lg-3' } as const;

/**
 * A section heading over a grid of icon cards; `tone: dark` draws it on a dark background, `cardStyle`
 * draws the cards raised, plain (no box) or tinted with their colour.
 */
export default function CardGrid(props: BlockProps<'card-grid'>) {
  const { id, title, description, tone, columns, cards, cardStyle } = props;
  const headingId = useHeadingId(id, title);
  return (
    <section id={id} className={`section card-grid card-grid-${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <div className="section-heading">
          <h2 id={headingId}>{title}</h2>
          {description ? <p className="lead">{description}</p> : null}
        </div>
        <ul className="row g-4 list-unstyled justify-content-center">
          {cards.map((card) => (
            <li key={card.title} className={`${COLUMN_CLASSES[columns]} d-flex`}>
              <article className={`info-card info-card-${cardStyle} info-card-${colorOf(card.color)} card w-100`}>
                <div className="card-body">
                  <span className={`info-card-icon icon-shape bg-gradient-${colorOf(card.color)}`}>
                    <Icon name={card.icon} />
                  </span>
                  <h3 className="h5 mt-3">{card.title}</h3>
                  {card.description ? <p className="mb-2">{card.description}</p> : null}
                  {card.details.length > 0 ? (
                    <ul className="info-card-details">
                      {card.details.map((detail) => (
                        <li key={detail}>{detail}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
