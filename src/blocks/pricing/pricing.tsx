import { useId } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { Stylesheet } from '../../ui/stylesheet';
import { panelId, TabList, tabId } from '../../ui/tab-list';
import { PricingCard } from './pricing-card';
import css from './pricing.scss?url';

const COLUMNS = { 1: 'col-md-6 col-lg-4', 2: 'col-md-6', 3: 'col-md-6 col-lg-4', 4: 'col-md-6 col-lg-3' } as const;

/**
 * Plan cards under a heading. With several plans, ARIA tabs switch between them (e.g. Monthly and
 * Annual); every panel is in the prerendered HTML, the unselected ones `hidden`. It is plain HTML: the
 * site's small shell script runs the tabs (src/client/tabs.ts), so a page sends no framework code and
 * no copy of the plans for it.
 */
export default function Pricing({ id, heading, description, switchLabel, plans }: BlockProps<'pricing'>) {
  const idBase = useId();
  const tabbed = plans.length > 1;
  return (
    <div id={id} className="pricing container">
      <Stylesheet href={css} />
      {heading || description ? (
        <div className="pricing-head text-center">
          {heading ? <h2>{heading}</h2> : null}
          {description ? <p className="lead">{description}</p> : null}
        </div>
      ) : null}
      {tabbed ? (
        <TabList
          label={switchLabel}
          idBase={idBase}
          tabs={plans.map((plan, index) => ({ key: String(index), label: plan.label }))}
          selected="0"
          className="nav nav-pills pricing-switch"
        />
      ) : null}
      {plans.map((plan, index) => {
        const key = String(index);
        const columns = COLUMNS[plan.cards.length as keyof typeof COLUMNS];
        return (
          <div
            key={key}
            className="row g-4 justify-content-center"
            role={tabbed ? 'tabpanel' : undefined}
            id={tabbed ? panelId(idBase, key) : undefined}
            aria-labelledby={tabbed ? tabId(idBase, key) : undefined}
            hidden={tabbed && index > 0}
          >
            {plan.cards.map((card) => (
              <div key={card.title} className={columns}>
                <PricingCard card={card} />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
