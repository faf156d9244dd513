import { closestTo, listen, setControl } from './dom';

/**
 * Reveal buttons in rich text (`button[data-reveal]`, drawn by `RichText`): a click shows the alert
 * the button controls under its paragraph, and a second click hides it; one alert per paragraph shows
 * at a time. Returns a function that stops it.
 */
export function installReveals(doc: Document): () => void {
  return listen(doc, {
    click(event) {
      const button = closestTo(event, 'button[data-reveal]');
      if (!button) return;
      const open = button.getAttribute('aria-expanded') !== 'true';
      const paragraph = button.closest('p');
      const buttons = paragraph ? [...paragraph.querySelectorAll('button[data-reveal]')] : [button];
      for (const other of buttons) setControl(other, 'aria-expanded', other === button && open);
    },
  });
}
