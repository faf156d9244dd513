import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockSchemas, type BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Carousel from './carousel';
import { carouselExamples } from './carousel.examples';

const INTERVAL = 5000; // Bootstrap's default interval, which the carousel keeps
const [testimonials, header] = carouselExamples.map((e) => e.data) as [BlockInput<'carousel'>, BlockInput<'carousel'>];

function reduceMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function renderCarousel(data: BlockInput<'carousel'>) {
  const { block, icons } = parseBlock(data);
  return renderWithSite(<Carousel {...block} />, icons);
}

/** The label of the one slide assistive technology can reach ("2 of 3"). */
const shown = () => screen.getByRole('group').getAttribute('aria-label');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const slidesRegion = (container: HTMLElement) => container.querySelector('.carousel-slides')!;

describe('carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reduceMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each(carouselExamples)('given the "$title" example, should first show slide 1 of its slides', ({ data }) => {
    renderCarousel(data);
    const carousel = screen.getByRole('region', { name: data.label });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = within(carousel).getAllByRole('group', { hidden: true });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(
      data.slides.map((_, i) => `${i + 1} of ${data.slides.length}`),
    );
    expect(groups.every((g) => g.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(shown()).toBe('1 of ' + data.slides.length);
    expect(groups.slice(1).every((g) => g.hasAttribute('inert'))).toBe(true);
    const first = data.slides[0]!;
    const text = 'quote' in first ? first.quote : first.title;
    expect(within(screen.getByRole('group')).getByText(text)).toBeTruthy();
  });

  it('given autoplay, should show the next slide after 5000 ms, not before, and wrap around', () => {
    renderCarousel(header);
    advance(INTERVAL - 1);
    expect(shown()).toBe('1 of 3');
    advance(1);
    expect(shown()).toBe('2 of 3');
    advance(INTERVAL);
    expect(shown()).toBe('3 of 3');
    advance(INTERVAL);
    expect(shown()).toBe('1 of 3');
  });

  it('given it turns by itself, should keep the slides out of the live region until it is paused', () => {
    const { container } = renderCarousel(header);
    expect(slidesRegion(container).getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(slidesRegion(container).getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
    advance(INTERVAL * 3);
    expect(shown()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(INTERVAL);
    expect(shown()).toBe('2 of 3');
  });

  it('given the pointer over it, should pause, and go on 5000 ms after the pointer leaves', () => {
    renderCarousel(header);
    const carousel = screen.getByRole('region', { name: 'Plans at a glance' });
    advance(3000);
    fireEvent.mouseEnter(carousel);
    advance(INTERVAL * 2);
    expect(shown()).toBe('1 of 3');
    fireEvent.mouseLeave(carousel);
    advance(INTERVAL - 1);
    expect(shown()).toBe('1 of 3');
    advance(1);
    expect(shown()).toBe('2 of 3');
  });

  it('given focus on a control inside it, should pause and announce slides politely until focus leaves', () => {
    const { container } = renderCarousel(header);
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.focus(next);
    expect(slidesRegion(container).getAttribute('aria-live')).toBe('polite');
    advance(INTERVAL * 2);
    expect(shown()).toBe('1 of 3');
    fireEvent.blur(next, { relatedTarget: document.body });
    advance(INTERVAL);
    expect(shown()).toBe('2 of 3');
  });

  it('given the previous, next and indicator buttons, should move to that slide and mark its indicator current', () => {
    renderCarousel(header);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('1 of 3');
    const second = screen.getByRole('button', { name: 'Slide 2 of 3' });
    fireEvent.click(second);
    expect(shown()).toBe('2 of 3');
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Slide 1 of 3' }).hasAttribute('aria-current')).toBe(false);
  });

  it('given the arrow keys inside it, should move to the previous and next slide', () => {
    renderCarousel(testimonials);
    const carousel = screen.getByRole('region', { name: 'Customer reviews' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shown()).toBe('2 of 2');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shown()).toBe('1 of 2');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shown()).toBe('2 of 2');
  });

  it('given a visitor who asks for less motion, should not turn and offer to start instead', () => {
    reduceMotion(true);
    renderCarousel(header);
    advance(INTERVAL * 4);
    expect(shown()).toBe('1 of 3');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
  });

  it('given the carousel is removed, should leave no timer behind', () => {
    const { unmount } = renderCarousel(header);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given autoplay off or a single slide, should neither turn nor show a pause button', () => {
    renderCarousel({ ...header, autoplay: false } as BlockInput<'carousel'>);
    advance(INTERVAL * 2);
    expect(shown()).toBe('1 of 3');
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
  });

  it('given testimonial ratings, should name the stars', () => {
    renderCarousel(testimonials);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
  });

  it('given a heading, should name the page (h1) over header slides and head the section (h2) over testimonials', () => {
    const { container } = renderCarousel(header);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pricing');
    expect(container.querySelector('.carousel-block')?.classList.contains('hero-overlap')).toBe(true);
    renderCarousel(testimonials);
    expect(screen.getByRole('heading', { level: 2, name: 'What our customers say' })).toBeTruthy();
  });

  it('given a header slide in a testimonial carousel, should reject the data at that slide', () => {
    const data = { ...testimonials, slides: [(header as { slides: unknown[] }).slides[1]] };
    const result = blockSchemas.carousel.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['slides', 0]);
  });
});
