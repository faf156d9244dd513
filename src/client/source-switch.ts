import { closestTo, listen, setControl } from './dom';

/**
 * The JSX / Page data switch of a showcase sample's Code tab (`[data-source-switch]`, a group of
 * `aria-pressed` buttons): the pressed button's code (`aria-controls`) shows, the other hides, and
 * the Copy button beside the switch copies what shows (its `data-copy` and its name follow). With no
 * script the JSX shows. Returns a function that stops it.
 */
export function installSourceSwitches(doc: Document): () => void {
  return listen(doc, {
    click(event) {
      const button = closestTo<HTMLButtonElement>(event, '[data-source-switch] button');
      const group = button?.closest('[data-source-switch]');
      if (!button || !group) return;
      for (const other of group.querySelectorAll('button[aria-controls]')) {
        setControl(other, 'aria-pressed', other === button);
      }
      const copy = group.parentElement?.querySelector<HTMLButtonElement>('button[data-copy]');
      if (copy) {
        copy.dataset.copy = button.getAttribute('aria-controls') ?? '';
        if (button.dataset.copyLabel) copy.setAttribute('aria-label', button.dataset.copyLabel);
      }
    },
  });
}
