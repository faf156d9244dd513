import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import CardGrid from './card-grid';
import { cardGridExamples } from './card-grid.examples';

describe('card-grid', () => {
  it.each(cardGridExamples)('given the "$title" example, should show one card per item under its h2', ({ data }) => {
    const { block, icons } = parseBlock(data);
    const { container } = renderWithSite(<CardGrid {...block} />, icons);
    const section = screen.getByRole('region', { name: data.title });
    expect(section.id).toBe(data.id ?? '');
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(data.cards.map((c) => c.title));
    expect(container.querySelectorAll('svg.icon path')).toHaveLength(data.cards.length);
  });

  it('given details on a card, should list them', () => {
    const { block, icons } = parseBlock(cardGridExamples[1]!.data);
    renderWithSite(<CardGrid {...block} />, icons);
    expect(screen.getByText('New versions every 2-3 weeks').tagName).toBe('LI');
  });

  it('given two grids with the same title, should name each by its own heading, with ids no anchor can take', () => {
    const { block, icons } = parseBlock({ ...cardGridExamples[0]!.data, id: undefined });
    const props = block;
    renderWithSite(
      <>
        <CardGrid {...props} />
        <CardGrid {...props} />
      </>,
      icons,
    );
    const ids = screen.getAllByRole('heading', { level: 2 }).map((h) => h.id);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(id).toMatch(/^_/);
    expect(screen.getAllByRole('region', { name: props.title })).toHaveLength(2);
  });
});
