/**
 * The JSX / Page data switch of a showcase sample's Code tab (`[data-source-switch]`, a group of
 * `aria-pressed` buttons): the pressed button's code (`aria-controls`) shows, the other hides, and
 * the Copy button beside the switch copies what shows (its `data-copy` and its name follow). With no
 * script the JSX shows. Returns a function that stops it.
 */
export function installSourceSwitches(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('[data-source-switch] button');
    const group = button?.closest('[data-source-switch]');
    if (!button || !group) return;
    for (const other of group.querySelectorAll<HTMLButtonElement>('button[aria-controls]')) {
      const on = other === button;
      other.setAttribute('aria-pressed', String(on));
      const code = doc.getElementById(other.getAttribute('aria-controls') ?? '');
      if (code) code.hidden = !on;
    }
    const copy = group.parentElement?.querySelector<HTMLButtonElement>('button[data-copy]');
    if (copy) {
      copy.dataset.copy = button.getAttribute('aria-controls') ?? '';
      if (button.dataset.copyLabel) copy.setAttribute('aria-label', button.dataset.copyLabel);
    }
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
