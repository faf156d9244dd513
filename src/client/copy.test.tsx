import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '../ui/copy-button';
import { COPIED_MESSAGE, COPY_FAILED_MESSAGE, COPY_TIMINGS, installCopyButtons } from './copy';

/** The button as the page draws it, with the text it copies, and the script every page runs. */
function CopyOf({ text, label }: { text: string; label?: string }) {
  return (
    <>
      <pre id="copied">{text}</pre>
      <CopyButton target="copied" {...(label ? { label } : {})} />
    </>
  );
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

const status = () => screen.getByRole('status');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
async function clickCopy(name = 'Copy') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('Copy buttons', () => {
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    stop = installCopyButtons(document);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('given a click, should copy the text and confirm at 100 ms, fade at 2000 ms and clear at 2500 ms', async () => {
    const writeText = stubClipboard(() => Promise.resolve());
    render(<CopyOf text="npm ci && npm start" />);
    expect(status().textContent).toBe('');
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith('npm ci && npm start');
    advance(COPY_TIMINGS.show - 1);
    expect(status().textContent).toBe('');
    advance(1);
    expect(status().textContent).toBe(COPIED_MESSAGE);
    expect(status().classList.contains('copy-fading')).toBe(false);
    advance(COPY_TIMINGS.fade - COPY_TIMINGS.show - 1);
    expect(status().classList.contains('copy-fading')).toBe(false);
    advance(1);
    expect(status().classList.contains('copy-fading')).toBe(true);
    expect(status().textContent).toBe(COPIED_MESSAGE);
    advance(COPY_TIMINGS.remove - COPY_TIMINGS.fade - 1);
    expect(status().textContent).toBe(COPIED_MESSAGE);
    advance(1);
    expect(status().textContent).toBe('');
    expect(vi.getTimerCount()).toBe(0);
    expect(COPY_TIMINGS).toEqual({ show: 100, fade: 2000, remove: 2500 });
  });

  it('given a second click while confirming, should start the 100/2000/2500 ms again from it', async () => {
    stubClipboard(() => Promise.resolve());
    render(<CopyOf text="x" />);
    await clickCopy();
    advance(1500);
    await clickCopy();
    expect(status().textContent).toBe('');
    advance(100);
    expect(status().textContent).toBe(COPIED_MESSAGE);
    advance(2399);
    expect(status().textContent).toBe(COPIED_MESSAGE);
    advance(1);
    expect(status().textContent).toBe('');
  });

  it('given the clipboard refuses, should log the error and tell the visitor to copy by hand', async () => {
    const denied = new DOMException('Write permission denied.', 'NotAllowedError');
    stubClipboard(() => Promise.reject(denied));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CopyOf text="x" />);
    await clickCopy();
    expect(log).toHaveBeenCalledWith('Copying to the clipboard failed:', denied);
    expect(status().textContent).toBe(COPY_FAILED_MESSAGE);
    advance(5000);
    expect(status().textContent).toBe(COPY_FAILED_MESSAGE);
  });

  it('given no Clipboard API (an insecure page), should report the failure the same way', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CopyOf text="x" />);
    await clickCopy();
    expect(log.mock.calls.filter(([first]) => first === 'Copying to the clipboard failed:')).toHaveLength(1);
    expect(status().textContent).toBe(COPY_FAILED_MESSAGE);
  });

  it('given a label, should use it as the name, keeping the visible "Copy" in it', () => {
    render(<CopyOf text="x" label="Copy app.tsx" />);
    expect(screen.getByRole('button', { name: 'Copy app.tsx' }).textContent).toBe('Copy');
  });

  it('given the script stopped while confirming, should leave no timer', async () => {
    stubClipboard(() => Promise.resolve());
    render(<CopyOf text="x" />);
    await clickCopy();
    expect(vi.getTimerCount()).toBe(3);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
