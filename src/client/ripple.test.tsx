import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRipple, RIPPLE_MS } from './ripple';

function Page() {
  useEffect(() => installRipple(document), []);
  const [more, setMore] = useState(false);
  return (
    <main>
      <button type="button" className="btn btn-primary" onClick={() => setMore(true)}>
        Show more
      </button>
      <button type="button" className="btn btn-dark" disabled>
        Unavailable
      </button>
      <button type="button">Plain</button>
      {more ? (
        <a className="btn btn-white" href="#later">
          Later
        </a>
      ) : null}
    </main>
  );
}

function reduceMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList,
  );
}

/** A 100 × 40 px button at (10, 20). */
function press(element: Element, clientX = 30, clientY = 30, button = 0) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 20, 100, 40));
  fireEvent.pointerDown(element, { clientX, clientY, button });
}

const ripples = (element: Element) => element.querySelectorAll('.ripple-layer > .ripple');

describe('ripple', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reduceMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('given a press on a button, should draw a ripple centred on the press point that covers the button', () => {
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Show more' });
    press(button, 30, 30);
    const wave = ripples(button)[0] as HTMLElement;
    // Press at (20, 10) in the button: the farthest corner is (100, 40), hypot(80, 30) ≈ 85.44 px away.
    const radius = Math.hypot(80, 30);
    expect(parseFloat(wave.style.width)).toBeCloseTo(radius * 2);
    expect(parseFloat(wave.style.left) + radius).toBeCloseTo(20);
    expect(parseFloat(wave.style.top) + radius).toBeCloseTo(10);
    expect(wave.parentElement!.getAttribute('aria-hidden')).toBe('true');
    expect(button.textContent).toBe('Show more');
  });

  it('given a ripple, should keep it for 599 ms and remove it at 600 ms', () => {
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Show more' });
    press(button);
    act(() => vi.advanceTimersByTime(RIPPLE_MS - 1));
    expect(ripples(button)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(button.querySelector('.ripple-layer')).toBeNull();
    expect(button.classList.contains('ripple-host')).toBe(false);
    expect(RIPPLE_MS).toBe(600);
  });

  it('given two quick presses, should draw two ripples, each removed 600 ms after its own press', () => {
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Show more' });
    press(button);
    act(() => vi.advanceTimersByTime(300));
    press(button);
    expect(ripples(button)).toHaveLength(2);
    act(() => vi.advanceTimersByTime(300));
    expect(ripples(button)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(300));
    expect(ripples(button)).toHaveLength(0);
  });

  it('given a button that appears later, should draw its ripple through the same listener', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const later = screen.getByRole('link', { name: 'Later' });
    press(later);
    expect(ripples(later)).toHaveLength(1);
  });

  it('given a disabled button, a button without .btn or a right-button press, should draw nothing', () => {
    render(<Page />);
    press(screen.getByRole('button', { name: 'Unavailable' }));
    press(screen.getByRole('button', { name: 'Plain' }));
    press(screen.getByRole('button', { name: 'Show more' }), 30, 30, 2);
    expect(document.querySelectorAll('.ripple')).toHaveLength(0);
  });

  it('given reduced motion, should draw no ripple', () => {
    reduceMotion(true);
    render(<Page />);
    press(screen.getByRole('button', { name: 'Show more' }));
    expect(document.querySelectorAll('.ripple')).toHaveLength(0);
  });

  it('given an unmount with a ripple shown, should remove the ripple, its timer and the listener', () => {
    const { unmount } = render(<Page />);
    const button = screen.getByRole('button', { name: 'Show more' });
    press(button);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(button.querySelector('.ripple-layer')).toBeNull();
    document.body.append(button);
    press(button);
    expect(ripples(button)).toHaveLength(0);
    button.remove();
  });
});
