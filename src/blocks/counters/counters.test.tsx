import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Counters from './counters';
import { countersExamples } from './counters.examples';
import { formatNumber } from '../../ui/numbers';

/** An IntersectionObserver the test scrolls by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  target?: Element;
  connected = true;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.connected = false;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function scrollIntoView() {
  act(() => {
    for (const o of FakeObserver.all.filter((o) => o.connected)) {
      const entry = { isIntersecting: true, target: o.target } as IntersectionObserverEntry;
      o.callback([entry], o as unknown as IntersectionObserver);
    }
  });
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

function renderCounters(data: BlockInput<'counters'>) {
  const { block } = parseBlock(data);
  const view = renderWithSite(<Counters {...block} />);
  const shown = () => [...view.container.querySelectorAll('.counter-live')].map((el) => el.textContent);
  return { ...view, shown };
}

async function countingStarted() {
  await act(() => vi.dynamicImportSettled());
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const one = (count: number, extra: object = {}): BlockInput<'counters'> => ({
  type: 'counters',
  items: [{ count, title: 'Projects', ...extra }],
});

describe('counters', () => {
  beforeAll(async () => {
    await import('countup.js');
  });
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.useFakeTimers();
    reduceMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(countersExamples)('given the "$title" example, should show each final figure with its title', ({ data }) => {
    const { shown, container } = renderCounters(data);
    expect(shown()).toEqual(data.items.map((item) => formatNumber(item.count)));
    const read = [...container.querySelectorAll('.counter-value .visually-hidden')].map((el) => el.textContent);
    expect(read).toEqual(data.items.map((item) => formatNumber(item.count) + (item.suffix ?? '')));
    for (const item of data.items) expect(screen.getByText(item.title)).toBeTruthy();
  });

  it.each([
    [5234, '5,234'],
    [1200, '1,200'],
    [1234567, '1,234,567'],
    [24, '24'],
    [4.5, '4.5'],
  ])('given %d, should write it as countup.js does: %s', (count, text) => {
    expect(formatNumber(count)).toBe(text);
  });

  it('given the largest and the smallest counts the schema allows, should show them as written', () => {
    const { shown } = renderCounters({
      type: 'counters',
      items: [
        { count: 999_999_999_999.99, title: 'Largest' },
        { count: 0.01, title: 'Smallest' },
        { count: 1e12, title: 'Bound' },
      ],
    });
    expect(shown()).toEqual(['999,999,999,999.99', '0.01', '1,000,000,000,000']);
  });

  it('given the counters out of view, should keep the final figures and start nothing', async () => {
    const { shown } = renderCounters(countersExamples[0]!.data);
    await countingStarted();
    await advance(5000);
    expect(shown()).toEqual(['5,234', '3,400', '24']);
    expect(vi.getTimerCount()).toBe(0);
  });

  // countup.js starts on the next animation frame and, past 999, eases the last 333 in a second run:
  // the end may come up to three frames (50 ms) after the duration.
  it('given 5234 scrolled into view, should count from 0 and reach 5,234 at 3000 ms', async () => {
    const { shown } = renderCounters(one(5234));
    scrollIntoView();
    await countingStarted();
    expect(shown()).toEqual(['0']);
    await advance(1500);
    const halfway = Number(shown()[0]!.replace(/,/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(5234);
    await advance(1480);
    expect(vi.getTimerCount()).toBe(1);
    await advance(70);
    expect(vi.getTimerCount()).toBe(0);
    expect(shown()).toEqual(['5,234']);
  });

  it('given 24 with "/7" over 4000 ms, should still be counting at 3980 ms and done by 4050 ms', async () => {
    const { shown } = renderCounters(one(24, { suffix: '/7', duration: 4000 }));
    scrollIntoView();
    await countingStarted();
    await advance(3980);
    expect(vi.getTimerCount()).toBe(1);
    await advance(70);
    expect(vi.getTimerCount()).toBe(0);
    expect(shown()).toEqual(['24']);
    expect(screen.getByText('24/7')).toBeTruthy();
  });

  it('given reduced motion, should show the final figure and not count', async () => {
    reduceMotion(true);
    const { shown } = renderCounters(one(3400, { suffix: '+' }));
    scrollIntoView();
    await countingStarted();
    await advance(100);
    expect(shown()).toEqual(['3,400']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given an unmount while counting, should stop the animation and the observer', async () => {
    const { unmount } = renderCounters(one(5234));
    scrollIntoView();
    await countingStarted();
    await advance(500);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(FakeObserver.all.every((o) => !o.connected)).toBe(true);
  });
});
