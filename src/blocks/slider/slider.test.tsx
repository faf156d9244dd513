import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Slider from './slider';
import { sliderExamples } from './slider.examples';

type SliderElement = HTMLElement & { noUiSlider?: { options: Record<string, unknown> } };

function renderSlider(data: BlockInput<'slider'>) {
  const { block } = parseBlock(data);
  const view = renderWithSite(<Slider {...block} />);
  const live = () => view.container.querySelector<SliderElement>('.slider-live')!;
  const staticSlider = () => view.container.querySelector<HTMLElement>('.slider-static')!;
  const valueText = () => view.container.querySelector('.slider-value')!.textContent;
  return { ...view, live, staticSlider, valueText };
}

async function libraryLoaded() {
  await act(() => vi.dynamicImportSettled());
}

function reduceMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reduce && query.includes('reduce'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const transforms = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>('.noUi-origin, .noUi-connect')].map((el) => el.style.transform);
const geometry = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>('.noUi-origin, .noUi-connect')].map((el) => [
    el.className.replace(/^(noUi-\w+).*/, '$1'),
    el.style.transform,
    el.style.zIndex,
  ]);

const [range, single] = sliderExamples.map((e) => e.data) as [BlockInput<'slider'>, BlockInput<'slider'>];

describe('slider', () => {
  beforeAll(async () => {
    await import('nouislider');
  });
  beforeEach(() => reduceMotion(false));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each(sliderExamples)(
    'given the "$title" example, should prerender its values as text and as a track',
    ({ data }) => {
      const { staticSlider, valueText } = renderSlider(data);
      const starts = typeof data.start === 'number' ? [data.start] : data.start;
      expect(valueText()).toBe(starts.join(' – '));
      expect(screen.getByText(data.label)).toBeTruthy();
      expect(staticSlider().getAttribute('aria-hidden')).toBe('true');
      expect(staticSlider().querySelectorAll('.noUi-handle')).toHaveLength(starts.length);
      const tips = [...staticSlider().querySelectorAll('.noUi-tooltip')].map((t) => t.textContent);
      expect(tips).toEqual(data.tooltips === false ? [] : starts.map(String));
    },
  );

  it('given the range 30 to 80, should prerender the handles and the bar where nouislider puts them', async () => {
    const { staticSlider, live } = renderSlider(range);
    expect(transforms(staticSlider())).toEqual([
      'translate(30%, 0) scale(0.5, 1)',
      'translate(-70%, 0)',
      'translate(-20%, 0)',
    ]);
    await libraryLoaded();
    expect(transforms(live())).toEqual(transforms(staticSlider()));
    expect(staticSlider().style.visibility).toBe('hidden');
  });

  it.each([
    { orientation: 'vertical', start: [20, 65] },
    { direction: 'rtl', start: [20, 65] },
    { orientation: 'vertical', direction: 'rtl', start: 75, min: 50, max: 150, step: 5 },
  ])('given %o, should prerender the geometry nouislider draws', async (options) => {
    const { staticSlider, live } = renderSlider({ type: 'slider', label: 'Test', ...options } as BlockInput<'slider'>);
    const before = geometry(staticSlider());
    await libraryLoaded();
    expect(geometry(live())).toEqual(before);
  });

  it('given the library loaded, should expose each handle as a named slider with its value', async () => {
    renderSlider(range);
    await libraryLoaded();
    const from = screen.getByRole('slider', { name: 'Price range, from' });
    const to = screen.getByRole('slider', { name: 'Price range, to' });
    expect([from.getAttribute('aria-valuenow'), from.getAttribute('aria-valuetext')]).toEqual(['30.0', '30']);
    expect([to.getAttribute('aria-valuenow'), to.getAttribute('aria-valuetext')]).toEqual(['80.0', '80']);
    expect(screen.getByRole('group', { name: 'Price range' })).toBeTruthy();
  });

  it('given the defaults, should hand nouislider its own defaults', async () => {
    const { live } = renderSlider(single);
    await libraryLoaded();
    expect(live().noUiSlider?.options).toMatchObject({
      range: { min: 0, max: 100 },
      step: 1,
      orientation: 'horizontal',
      direction: 'ltr',
      tooltips: false,
      animate: true,
      animationDuration: 300,
      keyboardDefaultStep: 10,
      keyboardPageMultiplier: 5,
      keyboardMultiplier: 1,
    });
  });

  it('given the keyboard, should move one step per arrow, five per page key, and to the ends with Home/End', async () => {
    const { valueText } = renderSlider(single);
    await libraryLoaded();
    const handle = screen.getByRole('slider', { name: 'Volume' });
    const press = (key: string) => act(() => void fireEvent.keyDown(handle, { key }));
    press('ArrowRight');
    expect(handle.getAttribute('aria-valuetext')).toBe('51');
    press('ArrowLeft');
    press('ArrowDown');
    expect(handle.getAttribute('aria-valuetext')).toBe('49');
    press('PageUp');
    expect(handle.getAttribute('aria-valuetext')).toBe('54');
    press('End');
    expect(valueText()).toBe('100');
    press('Home');
    expect(valueText()).toBe('0');
  });

  it('given a range, should not let the lower handle pass the upper one', async () => {
    const { valueText } = renderSlider(range);
    await libraryLoaded();
    const from = screen.getByRole('slider', { name: 'Price range, from' });
    act(() => void fireEvent.keyDown(from, { key: 'End' }));
    expect(valueText()).toBe('80 – 80');
  });

  it('given a tap on the track, should slide the nearest handle there for 300 ms', async () => {
    vi.useFakeTimers();
    const { live, valueText } = renderSlider(range);
    await libraryLoaded();
    const base = live().querySelector<HTMLElement>('.noUi-base')!;
    vi.spyOn(base, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 1000, height: 4 } as DOMRect);
    act(() => void fireEvent.mouseDown(base, { buttons: 1, clientX: 900, clientY: 0 }));
    expect(valueText()).toBe('30 – 90');
    expect(live().classList).toContain('noUi-state-tap');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(live().classList).toContain('noUi-state-tap');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(live().classList).not.toContain('noUi-state-tap');
  });

  it('given reduced motion, should not animate taps', async () => {
    reduceMotion(true);
    const { live } = renderSlider(single);
    await libraryLoaded();
    expect(live().noUiSlider?.options).toMatchObject({ animate: false, animationDuration: 0 });
  });

  it('given an unmount, should destroy the slider', async () => {
    const { live, unmount } = renderSlider(single);
    await libraryLoaded();
    const element = live();
    expect(element.noUiSlider).toBeDefined();
    unmount();
    expect(element.noUiSlider).toBeUndefined();
    expect(element.childElementCount).toBe(0);
  });
});
