import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFallbackCss } from '../../scripts/lib/fonts';

const root = readFileSync(path.resolve('src/root.tsx'), 'utf8');
const theme = readFileSync(path.resolve('src/styles/_theme.scss'), 'utf8');
const css = fontFallbackCss();

/** `family weight` of every web-font face the root route imports from @fontsource. */
const webFaces = [...root.matchAll(/@fontsource\/(roboto(?:-mono)?)\/latin-(\d+)\.css/g)].map(
  ([, pkg, weight]) => `${pkg === 'roboto' ? 'Roboto' : 'Roboto Mono'} ${weight}`,
);
/** `family weight` of every fallback face, with the family's "Fallback" suffix taken off. */
const fallbackFaces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => {
  const family = /font-family: "(.+) Fallback"/.exec(body!)?.[1];
  const weight = /font-weight: (\d+)/.exec(body!)?.[1];
  return `${family} ${weight}`;
});

describe('Given the web fonts the site loads', () => {
  it('should have a metric-matched fallback face for every family and weight', () => {
    expect(webFaces.length).toBeGreaterThan(0);
    expect([...fallbackFaces].sort()).toEqual([...webFaces].sort());
  });

  it('should scale each fallback to the web font and let Linux use the metric-compatible clones', () => {
    for (const [, body] of css.matchAll(/@font-face \{([^}]*)\}/g)) {
      expect(body).toMatch(/ascent-override: [\d.]+%/);
      expect(body).toMatch(
        /src: local\('(Arial|Arial Bold|Courier New)'\).*local\('Liberation (Sans|Sans Bold|Mono)'\)/,
      );
    }
    expect(css).toMatch(/font-weight: 700;[^}]*local\('Arial Bold'\)/);
  });

  it("should name each fallback family in the theme's font stack right after its web font", () => {
    expect(theme).toMatch(/'Roboto',\s*'Roboto Fallback',/);
    expect(theme).toMatch(/'Roboto Mono', 'Roboto Mono Fallback',/);
  });
});
