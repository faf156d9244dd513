import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Content from './content';
import { contentExamples } from './content.examples';
import { IMAGES } from '../../../schema/images';

function renderContent(data: BlockInput<'content'>) {
  const { block, icons } = parseBlock(data);
  return renderWithSite(<Content {...block} />, icons);
}

describe('content', () => {
  it.each(contentExamples)(
    'given the "$title" example, should show a named section with text, picture and points',
    ({ data }) => {
      renderContent(data);
      const section = screen.getByRole('region', { name: data.title });
      expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(data.title);
      const points = within(section)
        .queryAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
      expect(points).toEqual((data.items ?? []).map((item) => item.title));
      expect(within(section).getByRole('img', { name: data.image.alt }).getAttribute('height')).toBe(
        String(IMAGES[data.image.src].height),
      );
    },
  );

  it('given the picture on the left, should reverse the row on wide screens', () => {
    const { container } = renderContent(contentExamples[1]!.data);
    expect(container.querySelector('.row')!.className).toContain('flex-lg-row-reverse');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sprint progress and the next release date',
      'Open issues by priority',
      'Uptime and response times',
    ]);
  });
});
