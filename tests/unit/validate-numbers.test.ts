import { afterAll, describe, expect, it } from 'vitest';
import { load, pagesDir, positionOf, rel, removePagesDirs } from '../support/pages-dir';

afterAll(removePagesDirs);

/** A page with these blocks, written as they stand in the file. */
const page = (blocks: string) => `export default {
  name: 'home',
  meta: { title: 'Figures', description: 'Numbers a page shows.' },
  blocks: [
${blocks}
  ],
};
`;

describe('Given numbers that would show other than the data means them', async () => {
  const file = page(`    {
      type: 'counters',
      items: [
        { count: 1e21, title: 'Requests' },
        { count: 0.1 + 0.2, title: 'Uptime' },
        { count: 1e-7, title: 'Errors' },
      ],
    },
    { type: 'progress', value: 33.333 },
    { type: 'progress', value: 101 },
    {
      type: 'pricing',
      plans: [{ label: 'Monthly', cards: [{ title: 'Plan', price: { amount: -5 }, action: { label: 'Join', href: '/' } }] }],
    },
    {
      type: 'widgets',
      heading: 'Today',
      widgets: [{ kind: 'weather', place: 'Berlin', temperature: 21.25, condition: 'Cloudy' }],
    },`);
  const dir = await pagesDir({ 'index.ts': file });
  const { problems } = await load(dir);

  it.each([
    [
      '1e+21',
      '1e21',
      'blocks[0] (counters) › items[0] › count',
      'expected a number from 0 to 1,000,000,000,000, found 1e+21',
    ],
    [
      'the float error of 0.1 + 0.2',
      '0.1 + 0.2',
      'blocks[0] (counters) › items[1] › count',
      'expected a number with at most 2 decimals, found 0.30000000000000004 (17 decimals): write it rounded, as 0.3',
    ],
    [
      'a count that would show as 0',
      '1e-7',
      'blocks[0] (counters) › items[2] › count',
      'expected a number with at most 2 decimals, found 1e-7 (7 decimals): write it rounded, as 0',
    ],
    [
      'a percentage with too many decimals',
      '33.333',
      'blocks[1] (progress) › value',
      'expected a percentage with at most 2 decimals, found 33.333 (3 decimals): write it rounded, as 33.33',
    ],
    ['a percentage over 100', '101', 'blocks[2] (progress) › value', 'expected a percentage from 0 to 100, found 101'],
    [
      'a negative price',
      '-5',
      'blocks[3] (pricing) › plans[0] › cards[0] › price › amount',
      'expected an amount from 0 to 1,000,000,000, found -5',
    ],
    [
      'a temperature in hundredths',
      '21.25',
      'blocks[4] (widgets) › widgets[0] › temperature',
      'expected a temperature with at most 1 decimal, found 21.25 (2 decimals): write it rounded, as 21.3',
    ],
  ])('should report %s at its place, saying the range or decimals allowed', (_, snippet, where, message) => {
    expect(problems).toContainEqual(
      expect.objectContaining({ file: rel(dir, 'index.ts'), ...positionOf(file, snippet), where, message }),
    );
  });

  it('should report nothing else', () => {
    expect(problems).toHaveLength(7);
  });
});
