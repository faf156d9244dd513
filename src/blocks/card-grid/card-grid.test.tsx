import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { slugOf } from '../../../schema/plain/heading-id';
import { Blocks } from '../../render/blocks';
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

  it('given two grids with the same title and no id, should name each by its own heading, with ids from its text that stay apart', async () => {
    const { block, icons } = parseBlock({ ...cardGridExamples[0]!.data, id: undefined });
    const props = block;
    renderWithSite(<Blocks blocks={[props, props]} />, icons);
    const ids = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.id);
    const slug = slugOf(props.title);
    expect(ids).toEqual([slug, `${slug}-2`]);
    expect(screen.getAllByRole('region', { name: props.title })).toHaveLength(2);
  });

  it("given a grid with an anchor id, should give its heading the id's own: the same whatever the page around it", () => {
    const { block, icons } = parseBlock(cardGridExamples[0]!.data);
    const props = block;
    renderWithSite(<CardGrid {...props} />, icons);
    expect(screen.getByRole('heading', { level: 2 }).id).toBe(`${props.id}-title`);
  });
});
