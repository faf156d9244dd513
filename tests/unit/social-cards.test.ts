import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { themeSchema } from '../../schema/theme';
import { cardKey, type CardJob, copyCards, drawCards } from '../../scripts/lib/build/social-cards';
import { cardAlt, cardLookOf, cardPath, cardTextOf, type CardText } from '../../src/content/social-card';

const site = { siteUrl: 'https://www.brightline-software.example', company: { name: 'Brightline Software' } } as const;
const logo = `data:image/svg+xml;base64,${readFileSync('src/assets/images/logo.svg').toString('base64')}`;
const look = cardLookOf(themeSchema.parse({}), logo);
const text = (title: string, section?: string, language = 'en'): CardText =>
  cardTextOf({ title, section, site: site as never, language });

/** The width and height a PNG's header gives. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(bytes);
  expect(view.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'social-cards-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const jobs: CardJob[] = [
  { route: '/', text: text('IT consulting and software development') },
  { route: '/pages/company/pricing', text: text('Pricing | Brightline Software', 'Company') },
  { route: '/de/pages/company/pricing', text: text('Preise | Brightline Software', 'Unternehmen', 'de') },
];
/** A build's card step: the cards drawn (or found in the cache), then copied into the site. */
async function run(list: readonly CardJob[], threads = 0) {
  const cacheDir = path.join(dir, 'cache');
  const { cards, ...counts } = await drawCards({ jobs: list, look, cacheDir, threads });
  return { ...counts, written: await copyCards(cards, path.join(dir, 'site'), cacheDir) };
}

describe('Given the social cards of a site', () => {
  it('should write a 1200×630 PNG for each page at the path its Open Graph meta names', async () => {
    const result = await run(jobs);
    expect(result).toEqual({ drawn: 3, reused: 0, written: 3 });
    for (const job of jobs) {
      const png = await readFile(path.join(dir, 'site', cardPath(job.route)));
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
    expect(cardPath('/')).toBe('/social/index.png');
    expect(cardPath('/de/pages/company/pricing')).toBe('/social/de/pages/company/pricing.png');
  });

  it('should draw nothing on a second build of the same site, and write the same files', async () => {
    await run(jobs);
    const before = await readFile(path.join(dir, 'site', cardPath('/')));
    const second = await run(jobs);
    expect(second).toEqual({ drawn: 0, reused: 3, written: 3 });
    expect(await readFile(path.join(dir, 'site', cardPath('/')))).toEqual(before);
  });

  it('should redraw exactly the card of a page whose title changed, and drop the old one from the cache', async () => {
    await run(jobs);
    const changed = jobs.map((job) =>
      job.route === '/pages/company/pricing' ? { ...job, text: text('Plans and prices', 'Company') } : job,
    );
    expect(await run(changed)).toEqual({ drawn: 1, reused: 2, written: 3 });
    expect(await readdir(path.join(dir, 'cache'))).toHaveLength(3);
  });

  it('should draw one card for pages that show the same, and draw on worker threads what it draws in one', async () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ route: `/p/${i % 8}/${i}`, text: text(`Page ${i % 8}`) }));
    const threaded = await run(many, 2);
    expect(threaded).toEqual({ drawn: 8, reused: 0, written: 9 });
    const fromThread = await readFile(path.join(dir, 'site', cardPath('/p/0/8')));
    await rm(path.join(dir, 'cache'), { recursive: true });
    await run(many.slice(0, 1), 0);
    expect(await readFile(path.join(dir, 'site', cardPath('/p/0/0')))).toEqual(fromThread);
  });

  // Twelve cards drawn on worker threads: on a busy machine this takes longer than the usual test limit.
  it('should draw every card once on the threads added when the work beside it ends, and not wait for that end when done first', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ route: `/p/${i}`, text: text(`Page ${i}`) }));
    const cacheDir = path.join(dir, 'cache');
    let ended = () => {};
    const when = new Promise<void>((resolve) => (ended = resolve));
    const drawing = drawCards({ jobs: many, look, cacheDir, threads: 1, more: { when, threads: 3 } });
    ended();
    const { cards, ...counts } = await drawing;
    expect(counts).toEqual({ drawn: 12, reused: 0 });
    expect(await copyCards(cards, path.join(dir, 'site'), cacheDir)).toBe(12);
    for (const job of many) {
      expect(pngSize(await readFile(path.join(dir, 'site', cardPath(job.route))))).toEqual({
        width: 1200,
        height: 630,
      });
    }
    // The work beside it never ends: the cards are drawn all the same.
    await rm(cacheDir, { recursive: true });
    const never = new Promise<void>(() => {});
    const alone = await drawCards({ jobs: many, look, cacheDir, threads: 2, more: { when: never, threads: 3 } });
    expect(alone.drawn).toBe(12);
  }, 60_000);
});

describe('Given what a card is kept under', () => {
  const base = text('Pricing', 'Company');
  it.each([
    ['its title', text('Prices', 'Company')],
    ['its section', text('Pricing', 'Support')],
    ['its language', text('Pricing', 'Company', 'de')],
    ['the brand', { ...base, brand: 'Other Software' }],
  ])('should change with %s', (_, other) => {
    expect(cardKey(other, look)).not.toBe(cardKey(base, look));
  });

  it('should change with the theme and the logo', () => {
    const green = cardLookOf(themeSchema.parse({ colors: { primary: '#2e7d32' } }), logo);
    const inter = cardLookOf(themeSchema.parse({ headingFont: 'Inter' }), logo);
    expect(cardKey(base, green)).not.toBe(cardKey(base, look));
    expect(cardKey(base, inter)).not.toBe(cardKey(base, look));
    expect(cardKey(base, { ...look, logo: `${logo}AA` })).not.toBe(cardKey(base, look));
  });

  it('should be the same for the same card', () => {
    expect(cardKey(text('Pricing', 'Company'), cardLookOf(themeSchema.parse({}), logo))).toBe(cardKey(base, look));
  });
});

describe('Given a title the card cannot draw as written', () => {
  it("should leave the brand's part of a title off, as the card shows the brand", () => {
    expect(text('Pricing | Brightline Software').title).toBe('Pricing');
    expect(text('Moving a monolith | Brightline Software blog').title).toBe('Moving a monolith');
    expect(text('Brightline Software: IT consulting').title).toBe('IT consulting');
    expect(text('Tools | Guides').title).toBe('Tools | Guides');
  });

  it("should show the brand's name in place of a title in a script its fonts lack, and leave such a section out", () => {
    const arabic = text('سياسة الخصوصية', 'الصفحات', 'ar');
    expect(arabic.title).toBe('Brightline Software');
    expect(arabic.section).toBeUndefined();
    expect(cardAlt(arabic)).toBe('Brightline Software: Brightline Software');
    expect(text('Über uns – Größe & Qualität', 'Unternehmen', 'de').title).toBe('Über uns – Größe & Qualität');
  });
});
