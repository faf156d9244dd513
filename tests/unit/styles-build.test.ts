import { describe, expect, it } from 'vitest';
import { inlinePageStyles } from '../../scripts/lib/build/inline-styles';
import { PurgeContent, purgeBaseStylesheet } from '../../scripts/lib/build/purge-css';

const FILES: Record<string, string> = {
  '/assets/main-aaaa1111.css':
    '.btn{color:red}.unused-thing{color:blue}.card{padding:1rem}' +
    ':is(.hero-overlap,:where(.island:has(>.hero-overlap)))+:where(:not(.island)){margin-top:-4rem}' +
    '.collapse:not(.show){display:none}.btn.show{opacity:1}',
  '/assets/hero-bbbb2222.css': '.hero{min-height:75vh}',
  '/assets/card-cccc3333.css': '.card-grid{gap:1rem}',
  '/assets/root-dddd4444.css': '@font-face{font-family:Roboto;src:url(/assets/roboto.woff2)}',
};
const read = (href: string) => {
  const css = FILES[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};

const PAGE =
  '<html><head><link rel="preload" as="image" href="/img/a.svg"/>' +
  '<link rel="stylesheet" href="/assets/main-aaaa1111.css" data-precedence="base"/>' +
  '<link rel="stylesheet" href="/assets/hero-bbbb2222.css" data-precedence="blocks"/>' +
  '<link rel="stylesheet" href="/assets/card-cccc3333.css" data-precedence="blocks"/>' +
  '<link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/root-dddd4444.css"/></head>' +
  '<body><header class="hero hero-overlap"></header><section class="btn card"></section></body></html>';

describe('Given a prerendered page with block stylesheets', () => {
  it('should keep the base stylesheet linked and put the others into one inline style that names them, blocks by name, the route last', () => {
    const html = inlinePageStyles(PAGE, read);
    expect([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/main-aaaa1111.css',
    ]);
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/main-aaaa1111.css" data-precedence="base"/>' +
        '<style data-href="/assets/card-cccc3333.css /assets/hero-bbbb2222.css /assets/root-dddd4444.css" data-precedence="blocks">' +
        '.card-grid{gap:1rem}\n.hero{min-height:75vh}\n@font-face{font-family:Roboto;src:url(/assets/roboto.woff2)}</style>' +
        '<link rel="icon" href="/favicon.svg"/></head>',
    );
  });

  it('should write the same page whichever order the blocks rendered in', () => {
    const swapped = PAGE.replace(
      '<link rel="stylesheet" href="/assets/hero-bbbb2222.css" data-precedence="blocks"/>' +
        '<link rel="stylesheet" href="/assets/card-cccc3333.css" data-precedence="blocks"/>',
      '<link rel="stylesheet" href="/assets/card-cccc3333.css" data-precedence="blocks"/>' +
        '<link rel="stylesheet" href="/assets/hero-bbbb2222.css" data-precedence="blocks"/>',
    );
    expect(swapped).not.toBe(PAGE);
    expect(inlinePageStyles(swapped, read)).toBe(inlinePageStyles(PAGE, read));
  });

  it('should leave a page with only the base stylesheet as it is', () => {
    const page = '<head><link rel="stylesheet" href="/assets/main-aaaa1111.css" data-precedence="base"/></head>';
    expect(inlinePageStyles(page, read)).toBe(page);
  });

  it('should refuse a stylesheet that would end the inline style early', () => {
    expect(() =>
      inlinePageStyles(PAGE, (href) => (href.includes('hero') ? '.a{content:"</style><script>"}' : read(href))),
    ).toThrow('/assets/hero-bbbb2222.css holds "</style"');
  });
});

describe('Given the built pages and scripts', () => {
  it('should drop the base rules nothing uses, keep the rest whole, and give the result a new name', async () => {
    const content = new PurgeContent();
    content.add(PAGE);
    const purged = await purgeBaseStylesheet(content, ['el.classList.add("show")'], read);
    expect(purged?.from).toBe('/assets/main-aaaa1111.css');
    expect(purged?.to).toMatch(/^\/assets\/main-[\w-]{8}\.css$/);
    expect(purged?.to).not.toBe(purged?.from);
    expect(purged?.css).toContain('.btn{color:red}');
    expect(purged?.css).toContain('.card{padding:1rem}');
    expect(purged?.css).not.toContain('unused-thing');
    // A class only a script sets stays.
    expect(purged?.css).toContain('.btn.show{opacity:1}');
    expect(purged?.css).not.toContain('.collapse');
    // Selector lists inside :is/:where/:has stay exactly as written.
    expect(purged?.css).toContain(
      ':is(.hero-overlap,:where(.island:has(>.hero-overlap)))+:where(:not(.island)){margin-top:-4rem}',
    );
  });
});
