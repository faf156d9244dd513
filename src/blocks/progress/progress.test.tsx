import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Progress from './progress';
import { progressExamples } from './progress.examples';

function renderExample(data: (typeof progressExamples)[number]['data']) {
  const { block } = parseBlock(data);
  return renderWithSite(<Progress {...block} />);
}

describe('progress', () => {
  it('given the showcase samples, should hold seven colours in simple and gradient form', () => {
    expect(progressExamples.filter((e) => e.data.value === 50)).toHaveLength(14);
  });

  it.each(progressExamples)('given the "$title" example, should show a named progress bar at its value', ({ data }) => {
    renderExample(data);
    const bar = screen.getByRole('progressbar', { name: data.label ?? 'Progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe(String(data.value));
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe(`${data.value}%`);
  });

  it('given no variant and no colour, should draw a contained success bar', () => {
    renderExample({ type: 'progress', value: 30 });
    expect(screen.getByRole('progressbar').firstElementChild?.className).toBe('progress-bar bg-success');
  });

  it('given the gradient variant and the error colour, should draw a danger gradient', () => {
    renderExample({ type: 'progress', variant: 'gradient', color: 'error', value: 30 });
    expect(screen.getByRole('progressbar').firstElementChild?.className).toBe('progress-bar bg-gradient-danger');
  });

  it('given a label, should show it with the percentage above the bar', () => {
    renderExample({ type: 'progress', label: 'Upload', value: 12.5 });
    expect(screen.getByText('Upload')).toBeTruthy();
    expect(screen.getByText('12.5%')).toBeTruthy();
  });
});
