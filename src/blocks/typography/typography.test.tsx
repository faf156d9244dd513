import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Typography from './typography';
import { typographyExamples } from './typography.examples';

describe('typography', () => {
  it('given a family, should show every style by name in that family without adding headings', () => {
    const { block } = parseBlock(typographyExamples[0]!.data);
    const { container } = renderWithSite(<Typography {...block} />);
    expect(container.firstElementChild?.className).toBe('typography typography-mono');
    const names = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(names).toEqual([
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Heading 5',
      'Heading 6',
      'Lead',
      'Paragraph',
      'Small',
      'Tiny',
    ]);
    expect(screen.getAllByText('Ship small, ship often')).toHaveLength(10);
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
    expect(container.querySelector('dd.h1')?.textContent).toBe('Ship small, ship often');
  });
});
