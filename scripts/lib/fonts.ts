import { createFontStack } from '@capsizecss/core';
import arialBold from '@capsizecss/metrics/arial/700';
import arial from '@capsizecss/metrics/arial/regular';
import courierNew from '@capsizecss/metrics/courierNew/regular';
import roboto300 from '@capsizecss/metrics/roboto/300';
import roboto500 from '@capsizecss/metrics/roboto/500';
import roboto700 from '@capsizecss/metrics/roboto/700';
import roboto400 from '@capsizecss/metrics/roboto/regular';
import robotoMono from '@capsizecss/metrics/robotoMono/regular';
import type { Plugin } from 'vite';

type Metrics = Parameters<typeof createFontStack>[0][number];

/**
 * Every web-font face the site loads (`src/root.tsx` imports them from @fontsource), with the local
 * font that stands in for it until it arrives. Bold text falls back to Arial Bold: a synthesised bold
 * of Arial is wider than Roboto Bold and would re-wrap headings.
 */
const faces: { weight: number; font: Metrics; fallback: Metrics }[] = [
  { weight: 300, font: roboto300, fallback: arial },
  { weight: 400, font: roboto400, fallback: arial },
  { weight: 500, font: roboto500, fallback: arial },
  { weight: 700, font: roboto700, fallback: arialBold },
  { weight: 400, font: robotoMono, fallback: courierNew },
];

/**
 * Fonts drawn to the same metrics as the fallbacks above, so the same overrides fit them: Linux has
 * Liberation or Chrome OS's fonts where others have Arial and Courier New, and `local()` looks fonts
 * up by their own names, not through fontconfig's aliases.
 */
const metricClones: Record<string, string[]> = {
  Arial: ['Liberation Sans', 'Arimo'],
  'Arial Bold': ['Liberation Sans Bold', 'Arimo Bold'],
  'Courier New': ['Liberation Mono', 'Cousine'],
};

/**
 * The `@font-face` rules of the fallback families: "Roboto Fallback" and "Roboto Mono Fallback",
 * which the theme's font stacks (`src/styles/_theme.scss`) name right after each web font. Capsize
 * computes size-adjust and the ascent, descent and line-gap overrides from both fonts' published
 * metrics, so text set in the fallback takes the same room as the web font and nothing moves when
 * the web font swaps in.
 */
export function fontFallbackCss(): string {
  return faces
    .map(({ weight, font, fallback }) => {
      const { fontFaces } = createFontStack([font, fallback], {
        fontFaceFormat: 'styleObject',
        fontFaceProperties: { fontWeight: String(weight), fontStyle: 'normal' },
      });
      return fontFaces
        .map(({ '@font-face': face }) => {
          const clones = (metricClones[fallback.fullName ?? fallback.familyName] ?? []).map((n) => `local('${n}')`);
          const declarations = Object.entries({ ...face, src: [face.src, ...clones].join(', ') }).map(
            ([property, value]) => `  ${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${String(value)};`,
          );
          return `@font-face {\n${declarations.join('\n')}\n}`;
        })
        .join('\n');
    })
    .join('\n');
}

const MODULE_ID = 'virtual:font-fallbacks.css';

/** Serves `virtual:font-fallbacks.css`, which the root route imports with the web fonts. */
export function fontFallbacksPlugin(): Plugin {
  return {
    name: 'font-fallbacks',
    resolveId: (id) => (id === MODULE_ID ? MODULE_ID : undefined),
    load: (id) => (id === MODULE_ID ? fontFallbackCss() : undefined),
  };
}
