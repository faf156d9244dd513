/**
 * Reveal buttons in rich text (`button[data-reveal]`, drawn by `RichText`): a click shows the alert
 * the button controls under its paragraph, and a second click hides it; one alert per paragraph shows
 * at a time. Returns a function that stops it.
 */
export function installReveals(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-reveal]');
    if (!button) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    const paragraph = button.closest('p');
    const buttons = paragraph ? [...paragraph.querySelectorAll<HTMLButtonElement>('button[data-reveal]')] : [button];
    for (const other of buttons) {
      const on = other === button && open;
      other.setAttribute('aria-expanded', String(on));
      const alert = doc.getElementById(other.getAttribute('aria-controls') ?? '');
      if (alert) alert.hidden = !on;
    }
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
