// Paints a social card's tree (scripts/lib/build/social-card-draw.ts) as a PNG: satori lays it out as SVG,
// resvg paints it. Plain JavaScript, so that the card step's worker threads load it without a
// TypeScript loader (tsx's module hooks do not reach worker threads on Node 20).
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

/** PNG bytes of `tree` drawn at `width` × `height` in `fonts` (satori's font list, files read). */
export async function paintCard(tree, fonts, width, height) {
  const svg = await satori(tree, { width, height, fonts });
  // Only the fonts given: satori has already turned every letter into a path.
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
