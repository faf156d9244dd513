import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import TypedText from './typed-text';
import { typedTextExamples } from './typed-text.examples';

// Spec §9.
const TYPE = 90;
const BACK = 90;
const BACK_DELAY = 200;
const START_DELAY = 500;

function renderTyped(data: BlockInput<'typed-text'>) {
  const { block } = parseBlock(data);
  const view = renderWithSite(<TypedText {...block} />);
  const live = () => view.container.querySelector('.typed-text-live > span')!.textContent;
  return { ...view, live };
}

/** Lets the component's dynamic import of typed.js finish, as the browser would after hydration. */
async function libraryLoaded() {
  await act(() => vi.dynamicImportSettled());
}

/** The live text's changes over `ms` milliseconds, as [time, text] pairs. */
async function record(live: () => string | null, ms: number): Promise<[number, string][]> {
  const changes: [number, string][] = [];
  let last = live();
  for (let t = 1; t <= ms; t++) {
    await advance(1);
    if (live() !== last) changes.push([t, (last = live()) ?? '']);
  }
  return changes;
}

/** When `text` first showed, at or after `from` ms. */
function timeOf(changes: [number, string][], text: string, from = 0): number {
  return changes.find(([t, shown]) => t >= from && shown === text)?.[0] ?? Number.NaN;
}

// Fake timers run typed.js's zero-delay step after each typed letter 1 ms later, as browsers do (0-4 ms).
const close = (actual: number, expected: number, slack = 1) => actual >= expected && actual <= expected + slack;

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

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

const about = typedTextExamples[0]!.data;

describe('typed-text', () => {
  beforeAll(async () => {
    await import('typed.js');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    // typed.js varies each delay by up to half at random; without the variation the spec's numbers are exact.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    reduceMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each(typedTextExamples)('given the "$title" example, should first show its first word', ({ data }) => {
    const { live } = renderTyped(data);
    expect(live()).toBe(data.words[0]);
    const name = `${data.before} ${data.words.join(', ')}${data.after ?? ''}`;
    // happy-dom spaces out inline elements when it computes names; browsers do not.
    const heading = screen.getByRole('heading', { level: 2, name: (n) => n.replace(/ (?=[.,])/g, '') === name });
    expect(heading.textContent).toContain(data.words[0]);
  });

  it('given the word list, should reserve the width of every word without reading them twice', () => {
    const { container } = renderTyped(about);
    const sizers = [...container.querySelectorAll('.typed-text-sizer')];
    expect(sizers.map((s) => s.getAttribute('data-word'))).toEqual(['team', 'design', 'tool']);
    expect(sizers.every((s) => s.textContent === '' && s.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(container.querySelector('.typed-text-live')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('given the defaults, should wait 500 ms, then erase a letter every 90 ms', async () => {
    const { live } = renderTyped(about);
    await libraryLoaded();
    const changes = await record(live, 1000);
    expect(changes.slice(0, 4)).toEqual([
      [START_DELAY + BACK, 'tea'],
      [START_DELAY + 2 * BACK, 'te'],
      [START_DELAY + 3 * BACK, 't'],
      [START_DELAY + 4 * BACK, ''],
    ]);
  });

  it('given the defaults, should type the next word at 90 ms a letter', async () => {
    const { live } = renderTyped(about);
    await libraryLoaded();
    const changes = await record(live, 1500);
    const erased = timeOf(changes, '');
    expect(changes.map(([, text]) => text).slice(3, 10)).toEqual(['', 'd', 'de', 'des', 'desi', 'desig', 'design']);
    expect(close(timeOf(changes, 'd') - erased, TYPE)).toBe(true);
    expect(close(timeOf(changes, 'design') - timeOf(changes, 'd'), 5 * TYPE, 5)).toBe(true);
  });

  it('given a typed word, should keep it 200 ms before erasing it', async () => {
    const { live } = renderTyped(about);
    await libraryLoaded();
    const changes = await record(live, 2000);
    // typed.js ends a word with one more letter tick and starts erasing with a tick that removes nothing.
    const shown = timeOf(changes, 'desig', timeOf(changes, 'design')) - timeOf(changes, 'design');
    expect(close(shown, TYPE + BACK_DELAY + 2 * BACK)).toBe(true);
  });

  it('given loop, should type the first word again after the last one', async () => {
    const { live } = renderTyped(about);
    await libraryLoaded();
    const seen: string[] = [];
    for (let t = 0; t < 8000; t += 10) {
      await advance(10);
      if (seen.at(-1) !== live()) seen.push(live() ?? '');
    }
    const tool = seen.indexOf('tool');
    expect(tool).toBeGreaterThan(0);
    expect(seen.slice(tool, tool + 10)).toEqual(['tool', 'too', 'to', 't', '', 't', 'te', 'tea', 'team', 'tea']);
  });

  it('given reduced motion, should show the first word and start no timer', async () => {
    reduceMotion(true);
    const { live } = renderTyped(about);
    await libraryLoaded();
    await advance(5000);
    expect(live()).toBe('team');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given one word only, should not animate', async () => {
    const { live } = renderTyped({ type: 'typed-text', words: ['team'] });
    await libraryLoaded();
    await advance(5000);
    expect(live()).toBe('team');
  });

  it('given an unmount while typing, should stop every timer and remove the cursor', async () => {
    const { live, unmount, container } = renderTyped(about);
    await libraryLoaded();
    await advance(START_DELAY + 2 * BACK);
    expect(live()).toBe('te');
    expect(container.querySelector('.typed-cursor')).not.toBeNull();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
