import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import RotatingCard from './rotating-card';
import { rotatingCardExamples } from './rotating-card.examples';
import { IMAGES } from '../../../schema/images';

describe('rotating-card', () => {
  it.each(rotatingCardExamples)('given the "$title" example, should hold both faces readable in order', ({ data }) => {
    const { block, icons } = parseBlock(data);
    const { container } = renderWithSite(<RotatingCard {...block} />, icons);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([data.front.title, data.back.title]);
    expect(screen.getByText(data.front.description)).toBeTruthy();
    expect(screen.getByText(data.back.description)).toBeTruthy();
    expect(container.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull();
    expect(container.querySelector('.rotating-card')?.getAttribute('style')).toContain(
      '--card-rgb: var(--bs-primary-rgb)',
    );
  });

  it('given heading level 3, should title both faces with h3', () => {
    const { block, icons } = parseBlock({ ...rotatingCardExamples[0]!.data, headingLevel: 3 });
    renderWithSite(<RotatingCard {...block} />, icons);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('given actions on the back, should keep them as links in the tab order', () => {
    const { block, icons } = parseBlock(rotatingCardExamples[0]!.data);
    const { container } = renderWithSite(<RotatingCard {...block} />, icons);
    const back = container.querySelector<HTMLElement>('.rotating-card-back')!;
    const link = within(back).getByRole('link', { name: 'Start with Headers' });
    expect(link.getAttribute('href')).toBe('/sections/page-sections/page-headers/');
    expect(link.tabIndex).toBe(0);
    expect(link.closest('[hidden], [inert]')).toBeNull();
  });

  it('given a decorative front image, should draw it with its size and no text alternative', () => {
    const { block, icons } = parseBlock(rotatingCardExamples[0]!.data);
    const { container } = renderWithSite(<RotatingCard {...block} />, icons);
    const image = container.querySelector('img')!;
    expect([image.getAttribute('alt'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      '',
      String(IMAGES['photos/mountain-road'].width),
      String(IMAGES['photos/mountain-road'].height),
    ]);
  });
});
