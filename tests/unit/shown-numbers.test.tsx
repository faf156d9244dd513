import { describe, expect, it } from 'vitest';
import type { BlockInput } from '../../schema/blocks';
import Pricing from '../../src/blocks/pricing/pricing';
import Progress from '../../src/blocks/progress/progress';
import Widgets from '../../src/blocks/widgets/widgets';
import { parseBlock, renderWithSite } from '../support/render-block';
import Counters from '../../src/blocks/counters/counters';
import { LocaleProvider } from '../../src/ui/locale';
import { formatNumber } from '../../src/ui/numbers';

// Numbers at the edges of what the schemas allow show as the data means them: no "1e+21", no
// "0.30000000000000004", no "0" for a small value.

function text(data: BlockInput<'pricing' | 'progress' | 'widgets'>, language?: string): string {
  const { block, icons } = parseBlock(data);
  const drawn =
    block.type === 'pricing' ? (
      <Pricing {...block} />
    ) : block.type === 'progress' ? (
      <Progress {...block} />
    ) : (
      <Widgets {...block} />
    );
  const locale = { code: language ?? 'en', languages: [] };
  return renderWithSite(<LocaleProvider value={locale}>{drawn}</LocaleProvider>, icons).container.textContent ?? '';
}

const plan = (price: number) => ({
  type: 'pricing' as const,
  plans: [{ label: 'Monthly', cards: [{ title: 'Plan', price, action: { label: 'Join', href: '/' } }] }],
});

const today = (widget: BlockInput<'widgets'>['widgets'][number]) => ({
  type: 'widgets' as const,
  heading: 'Today',
  widgets: [widget],
});

describe('Given the numbers at the edges of what the schemas allow', () => {
  it.each([
    ['the highest price', plan(1e9), '$1,000,000,000'],
    ['a price in cents', plan(0.05), '$0.05'],
    ['a progress of 0.01 %', { type: 'progress' as const, value: 0.01, label: 'Done' }, '0.01%'],
    ['a progress of 99.99 %', { type: 'progress' as const, value: 99.99, label: 'Done' }, '99.99%'],
    [
      'the coldest weather',
      today({ kind: 'weather' as const, place: 'Vostok', temperature: -89.2, condition: 'Clear' }),
      '-89.2°C',
    ],
    [
      'the most emails',
      today({ kind: 'emails' as const, title: 'Emails', count: 1e6, link: { href: '/' } }),
      'Emails (1,000,000)',
    ],
  ])('Given %s, should show it as written', (_, data, shown) => {
    expect(text(data)).toContain(shown);
  });
});

describe('Given a page in German', () => {
  it.each([
    ['a price', plan(1234.5), '$1.234,5'],
    ['a progress', { type: 'progress' as const, value: 99.5, label: 'Erledigt' }, '99,5%'],
    [
      'the number of emails',
      today({ kind: 'emails' as const, title: 'E-Mails', count: 1e6, link: { href: '/' } }),
      'E-Mails (1.000.000)',
    ],
  ])('should show %s with German marks between thousands and before decimals', (_, data, shown) => {
    expect(text(data, 'de')).toContain(shown);
  });

  it('should show a counter with German marks, the figure a screen reader reads included', () => {
    const { block, icons } = parseBlock({
      type: 'counters',
      items: [{ count: 5234, suffix: '+', title: 'Projekte' }],
    });
    const locale = { code: 'de', languages: [] };
    const drawn = renderWithSite(
      <LocaleProvider value={locale}>
        <Counters {...block} />
      </LocaleProvider>,
      icons,
    ).container;
    expect(drawn.querySelector('.visually-hidden')?.textContent).toBe('5.234+');
  });

  it('should keep the English marks for English, whatever the machine', () => {
    expect(formatNumber(1234567.25, 2, 'en')).toBe('1,234,567.25');
    expect(formatNumber(1234567.25, 2, 'de')).toBe('1.234.567,25');
    expect(formatNumber(1234567.25, 2)).toBe('1,234,567.25');
  });
});
