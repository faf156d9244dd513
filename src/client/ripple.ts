import { closestTo, listen } from './dom';

/** How long a ripple lives, in ms: Material's ripple, which spreads and fades in this time. */
export const RIPPLE_MS = 600;

/**
 * Draws a ripple from the press point on any `.btn` under `root`, present or added later, through one
 * delegated `pointerdown` listener; each ripple is removed after {@link RIPPLE_MS}. Nothing is drawn
 * when the visitor asked for reduced motion. Returns a function that removes the listener, the
 * pending timers and the ripples still shown.
 */
export function installRipple(root: Document): () => void {
  const live = new Map<HTMLElement, ReturnType<typeof setTimeout>>();

  const remove = (layer: HTMLElement) => {
    clearTimeout(live.get(layer));
    live.delete(layer);
    const host = layer.parentElement;
    layer.remove();
    if (host && !host.querySelector(':scope > .ripple-layer')) host.classList.remove('ripple-host');
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    const button = closestTo(event, '.btn');
    if (!button || button.matches(':disabled, .disabled')) return;
    const view = root.defaultView;
    if (!view || view.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    const rect = button.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    // Big enough to reach the farthest corner from the press point.
    const radius = Math.hypot(Math.max(x, rect.width - x), Math.max(y, rect.height - y));
    const layer = root.createElement('span');
    layer.className = 'ripple-layer';
    layer.setAttribute('aria-hidden', 'true');
    const wave = root.createElement('span');
    wave.className = 'ripple';
    Object.assign(wave.style, {
      left: `${x - radius}px`,
      top: `${y - radius}px`,
      width: `${radius * 2}px`,
      height: `${radius * 2}px`,
    });
    layer.append(wave);
    if (view.getComputedStyle(button).position === 'static') button.classList.add('ripple-host');
    button.append(layer);
    live.set(
      layer,
      setTimeout(() => remove(layer), RIPPLE_MS),
    );
  };

  const stop = listen(root, { pointerdown: onPointerDown });
  return () => {
    stop();
    for (const layer of [...live.keys()]) remove(layer);
  };
}
