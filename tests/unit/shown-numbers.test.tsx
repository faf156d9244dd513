import { describe, expect, it } from 'vitest';
import type { BlockDataInput, BlockInput, BlockProps } from '../../schema/blocks';
import Pricing from '../../src/blocks/pricing/pricing';
import Progress from '../../src/blocks/progress/progress';
import Widgets from '../../src/blocks/widgets/widgets';
import { parseBlock, renderWithSite } from '../support/render-block';

// Numbers at the edges of what the schemas allow show as the data means them: no "1e+21", no
// "0.30000000000000004", no "0" for a small value.

function text(data: BlockDataInput): string {
  const { block, icons } = parseBlock(data);
  const drawn =
    block.type === 'pricing' ? (
      <Pricing {...block} />
    ) : block.type === 'progress' ? (
      <Progress {...block} />
    ) : (
      <Widgets {...(block as BlockProps<'widgets'>)} />
    );
  return renderWithSite(drawn, icons).container.textContent ?? '';
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
