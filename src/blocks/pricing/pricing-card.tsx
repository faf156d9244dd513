import type { z } from 'zod';
import type { pricingCardSchema } from '../../../schema/blocks/pricing';
import { LinkButton } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { usePageLocale } from '../../ui/locale';
import { formatNumber } from '../../ui/numbers';

type PricingCardData = z.output<typeof pricingCardSchema>;

function Price({ price }: { price: PricingCardData['price'] }) {
  const { currency, amount, period } = typeof price === 'number' ? { currency: '$', amount: price } : price;
  const { code: language } = usePageLocale();
  return (
    <p className="pricing-price">
      <span className="pricing-currency">{currency}</span>
      {formatNumber(amount, undefined, language)}
      {period ? <span className="pricing-period"> /{period}</span> : null}
    </p>
  );
}

/** One plan: name, badge, price, what it includes and its button. */
export function PricingCard({ card }: { card: PricingCardData }) {
  const { title, description, badge, price, specifications, action, highlighted } = card;
  return (
    <article className={`card pricing-card h-100${highlighted ? ' bg-gradient-dark text-white' : ''}`}>
      <div className="card-body d-flex flex-column">
        <h3 className="h6 pricing-title">
          {title}
          {badge ? (
            <span className={`badge ms-2 text-bg-${badge.color === 'error' ? 'danger' : badge.color}`}>
              {badge.label}
            </span>
          ) : null}
        </h3>
        <Price price={price} />
        {description ? <p className="pricing-description">{description}</p> : null}
        {specifications.length > 0 ? (
          <ul className="pricing-specs list-unstyled">
            {specifications.map((spec) => {
              if (typeof spec === 'string') return <li key={spec}>{spec}</li>;
              return (
                <li key={spec.label} className={spec.includes ? undefined : 'pricing-excluded'}>
                  <Icon name={spec.includes ? 'check' : 'remove'} className="me-2" />
                  {spec.label}
                  {spec.includes ? null : <span className="visually-hidden"> (not included)</span>}
                </li>
              );
            })}
          </ul>
        ) : null}
        <div className="mt-auto">
          <LinkButton {...action} />
        </div>
      </div>
    </article>
  );
}
