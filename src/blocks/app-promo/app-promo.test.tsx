import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import AppPromo from './app-promo';
import { appPromoExamples } from './app-promo.examples';
import { IMAGES } from '../../../schema/images';

function show(id: string) {
  const { block, icons } = parseBlock(appPromoExamples.find((example) => example.id === id)!.data);
  return renderWithSite(<AppPromo {...block} />, icons);
}

describe('app-promo', () => {
  it.each(appPromoExamples)('given the "$title" example, should show its h2, picture and buttons', ({ id, data }) => {
    show(id);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(data.title);
    expect(screen.getByRole('img', { name: data.image.alt }).getAttribute('width')).toBe(
      String(IMAGES[data.image.src].width),
    );
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(data.actions.map((a) => a.label));
  });

  it('given points, should list them', () => {
    show('app-promo-phone');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Works offline',
      'Support around the clock',
    ]);
  });

  it('given a window frame, should draw a title bar above the picture inside the frame', () => {
    const { container } = show('app-promo-desktop');
    const frame = container.querySelector('.app-promo-device-window .app-promo-frame');
    expect(frame?.firstElementChild?.classList.contains('app-promo-titlebar')).toBe(true);
    expect(frame?.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.querySelector('img')?.getAttribute('alt')).toBe('The app in a desktop window');
  });

  it('given a phone frame, should draw the picture in a phone without a title bar', () => {
    const { container } = show('app-promo-phone');
    expect(container.querySelector('.app-promo-device-phone .app-promo-frame img')).not.toBeNull();
    expect(container.querySelector('.app-promo-titlebar')).toBeNull();
  });

  it('given no frame, should show the picture on its own', () => {
    const { block, icons } = parseBlock({ ...appPromoExamples[0]!.data, frame: 'none' });
    const { container } = renderWithSite(<AppPromo {...block} />, icons);
    expect(container.querySelector('.app-promo-device')).toBeNull();
    expect(container.querySelector('img.app-promo-image')).not.toBeNull();
  });

  it('given the picture first, should reverse the columns on wide screens', () => {
    const { container } = show('app-promo-desktop');
    expect(container.querySelector('.row')?.classList.contains('flex-lg-row-reverse')).toBe(true);
    expect(container.firstElementChild?.classList.contains('app-promo-dark')).toBe(true);
  });
});
