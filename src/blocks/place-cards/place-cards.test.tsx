import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import PlaceCards from './place-cards';
import { placeCardsExamples } from './place-cards.examples';

function renderExample(index: number) {
  const { block, icons } = parseBlock(placeCardsExamples[index]!.data);
  return renderWithSite(<PlaceCards {...block} />, icons);
}

describe('place-cards', () => {
  it.each(placeCardsExamples.map((example, index) => ({ ...example, index })))(
    'given the "$title" example, should show each place as an article titled by an h3, with its photo',
    ({ data, index }) => {
      renderExample(index);
      const cards = screen.getAllByRole('article');
      expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
        data.cards.map((card) => card.title),
      );
      expect(
        cards.map((card) =>
          card
            .querySelector('img')
            ?.getAttribute('src')
            ?.replace(/-\d+\.jpg$/, ''),
        ),
      ).toEqual(data.cards.map((card) => `/img/${card.image.src}`));
    },
  );

  it('given a heading, should show it as the h2 with its text under it', () => {
    renderExample(0);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Places to stay');
    expect(screen.getByText('Homes picked for long stays and short trips.')).toBeTruthy();
  });

  it('given categories, should list the type, guest count and beds of a place, after its name in reading order', () => {
    renderExample(0);
    const cabin = screen.getAllByRole('article')[0]!;
    const facts = within(cabin).getByRole('list');
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Entire home', '4 guests', '2 beds']);
    expect(facts.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
    const heading = within(cabin).getByRole('heading', { level: 3 });
    expect(heading.compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('given a link, should link the name of the place, and leave the others as plain titles', () => {
    renderExample(0);
    expect(screen.getByRole('link', { name: 'Cabin by the lake' }).getAttribute('href')).toBe('/privacy/');
    expect(screen.getByRole('heading', { name: 'Loft in the old town' }).querySelector('a')).toBeNull();
  });

  it('given no heading and no categories, should show the cards alone with no empty list', () => {
    renderExample(1);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    const chalet = screen.getAllByRole('article')[0]!;
    expect(within(chalet).queryByRole('list')).toBeNull();
  });
});
