import { closestTo, listen } from './dom';

/**
 * Copy buttons (`button[data-copy]`, drawn by `CopyButton`): a click copies the text of the element
 * whose id is in `data-copy` and says so in the button's status region: "Code successfully copied!"
 * after 100 ms, fading from 2000 ms, gone at 2500 ms. A failed copy is logged and the visitor is told
 * how to copy by hand; that message stays until the next try. Returns a function that stops it.
 */

/** When the confirmation appears, starts to fade and is gone, in ms after the copy. */
export const COPY_TIMINGS = { show: 100, fade: 2000, remove: 2500 } as const;
export const COPIED_MESSAGE = 'Code successfully copied!';
export const COPY_FAILED_MESSAGE = 'Copy failed: select the code and copy it by hand.';

type Phase = 'idle' | 'copied' | 'fading' | 'failed';

function show(status: HTMLElement, phase: Phase): void {
  status.className = `copy-status copy-${phase}`;
  // The page's words, from the status region (`CopyButton`); English where a page has none.
  const { copied = COPIED_MESSAGE, copyFailed = COPY_FAILED_MESSAGE } = status.dataset;
  status.textContent = phase === 'failed' ? copyFailed : phase === 'idle' ? '' : copied;
}

export function installCopyButtons(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  const timers = new Map<HTMLButtonElement, ReturnType<typeof setTimeout>[]>();
  const clear = (button: HTMLButtonElement) => {
    for (const timer of timers.get(button) ?? []) clearTimeout(timer);
    timers.delete(button);
  };

  const onClick = async (event: MouseEvent) => {
    const button = closestTo<HTMLButtonElement>(event, 'button[data-copy]');
    const status = button?.parentElement?.querySelector<HTMLElement>('.copy-status');
    if (!button || !status) return;
    clear(button);
    show(status, 'idle');
    const text = doc.getElementById(button.dataset.copy ?? '')?.textContent ?? '';
    try {
      if (!view.navigator.clipboard) throw new Error('The Clipboard API is not available on this page.');
      await view.navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copying to the clipboard failed:', error);
      show(status, 'failed');
      return;
    }
    const at = (ms: number, phase: Phase) =>
      setTimeout(() => {
        show(status, phase);
        if (phase === 'idle') timers.delete(button);
      }, ms);
    timers.set(button, [
      at(COPY_TIMINGS.show, 'copied'),
      at(COPY_TIMINGS.fade, 'fading'),
      at(COPY_TIMINGS.remove, 'idle'),
    ]);
  };
  const stop = listen(doc, { click: (event) => void onClick(event) });
  return () => {
    stop();
    for (const button of [...timers.keys()]) clear(button);
  };
}
