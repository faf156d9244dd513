import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { budgetsTable, END, type MeasuredRoute, START, withMeasurements } from '../../scripts/lib/bench/budgets-doc';

const route = (path: string, more: Partial<MeasuredRoute> = {}): MeasuredRoute => ({
  path,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1362,
  cls412: 0,
  cls1280: 0.0021,
  jsGzip: 3.4 * 1024,
  cssGzip: 12.4 * 1024,
  hydrates: false,
  ...more,
});

describe('Given a run of npm run bench over every route', () => {
  const measured = budgetsTable(
    [
      route('/'),
      route('/pricing', {
        hydrates: true,
        scores: { performance: 97, accessibility: 100, 'best-practices': null, seo: 100 },
      }),
    ],
    {
      date: '2026-12-02',
      setting: 'Lighthouse 12.8.2, mobile',
    },
  );

  it('should write when and how it measured, and one row per route with what the budgets bound', () => {
    const lines = measured.split('\n');
    expect(lines[0]).toBe('Measured on 2026-12-02 by `npm run bench` (Lighthouse 12.8.2, mobile):');
    expect(lines[2]).toMatch(
      /^\| route +\| perf \| a11y \| best pr\. \| SEO \| LCP +\| CLS 412 \| CLS 1280 \| JS gzip \| CSS gzip \| islands \|$/,
    );
    expect(lines[4]!.split('|').map((cell) => cell.trim())).toEqual([
      '',
      '`/`',
      '100',
      '100',
      '100',
      '100',
      '1.36 s',
      '0.000',
      '0.002',
      '3.4 KB',
      '12.4 KB',
      'no',
      '',
    ]);
    expect(lines[5]!.split('|').map((cell) => cell.trim())).toEqual([
      '',
      '`/pricing`',
      '97',
      '100',
      '—',
      '100',
      '1.36 s',
      '0.000',
      '0.002',
      '3.4 KB',
      '12.4 KB',
      'yes',
      '',
    ]);
    expect(new Set(lines.slice(2).map((line) => line.length)).size).toBe(1);
  });

  it('should replace only what lies between the markers of docs/budgets.md', () => {
    const doc = readFileSync('docs/budgets.md', 'utf8');
    const written = withMeasurements(doc, measured);
    expect(written.slice(0, written.indexOf(START))).toBe(doc.slice(0, doc.indexOf(START)));
    expect(written.slice(written.indexOf(END))).toBe(doc.slice(doc.indexOf(END)));
    expect(written).toContain(`${START}\n\n${measured}\n\n${END}`);
    expect(withMeasurements(written, measured)).toBe(written);
  });

  it('should refuse a page that lost its markers rather than write the table somewhere', () => {
    expect(() => withMeasurements('# Budgets\n', measured)).toThrow('docs/budgets.md has lost its markers');
  });
});
