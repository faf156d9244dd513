import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installTabs } from '../../client/tabs';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Pricing from './pricing';
import { pricingExamples } from './pricing.examples';

function renderExample(index: number) {
  const { block, icons } = parseBlock(pricingExamples[index]!.data);
  return renderWithSite(<Pricing {...block} />, icons);
}

describe('pricing', () => {
  let stopTabs: (() => void) | undefined;
  afterEach(() => stopTabs?.());

  it('given monthly and annual plans, should show the monthly cards and switch to annual with the tab, as the shell script runs it', () => {
    stopTabs = installTabs(document);
    renderExample(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Pick the best plan for you' })).toBeTruthy();
    const monthly = screen.getByRole('tab', { name: 'Monthly' });
    expect(monthly.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tablist', { name: 'Billing period' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Starter', 'PremiumPopular']);
    expect([...panel.querySelectorAll('.pricing-price')].map((p) => p.textContent)).toEqual(['$59 /mo', '$89 /mo']);
    expect(within(panel).getByText(/Integration help/, { selector: '.pricing-excluded' }).textContent).toBe(
      'Integration help (not included)',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Annual' }));
    const annual = screen.getByRole('tabpanel');
    expect(annual.querySelector('.pricing-price')?.textContent).toBe('$119 /year');
  });

  it('given a single plan with a number price, should show no tabs and the price in dollars', () => {
    const { container } = renderExample(1);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(container.querySelector('.pricing-price')?.textContent).toBe('$25');
    expect(screen.getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/#secContactUs');
  });
});
