import Color from 'colorjs.io';

/** A colour as the browser computes it: `#1b7f3b` → `rgb(27, 127, 59)`. */
export function rgbOf(hex: string): string {
  const [r, g, b] = new Color(hex).to('srgb').coords.map((c) => Math.round((c ?? 0) * 255));
  return `rgb(${r}, ${g}, ${b})`;
}
