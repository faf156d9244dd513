import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Badges from './badges';
import { badgesExamples } from './badges.examples';

describe('badges', () => {
  it('given fill, gradient, size and pill badges, should draw each with its classes', () => {
    const { block } = parseBlock(badgesExamples[0]!.data);
    renderWithSite(<Badges {...block} />);
    expect(screen.getByText('Primary').className).toBe('badge text-bg-primary');
    expect(screen.getByText('Success').className).toBe('badge bg-gradient-success');
    expect(screen.getByText('Small').className).toBe('badge text-bg-dark badge-sm');
    expect(screen.getByText('Large').className).toBe('badge text-bg-info badge-lg rounded-pill');
  });
});
