// @project e2e-builds: shares the built copy of the project (support/site-copy.ts)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoHydrated, parseHtml, type Site, startSite } from './support/browser';

/**
 * A phone's photo uploaded into the copy of the project as the editor uploads it (`support/site-copy.ts`),
 * then shown on its about page: the build makes it responsive like every other picture, and nothing of
 * its EXIF data (the GPS position) reaches the stored file or the published ones.
 */
const dir = inject('copyDir');
const built = inject('copyDist');
const id = inject('uploadedImage');
const PAGE = '/docs/pages/company/about-us';
let site: Site | undefined;

beforeAll(async () => {
  site = await startSite(built);
});

afterAll(async () => {
  await site?.close();
});

/** The published files of the uploaded picture, from the project's image folder. */
const published = () =>
  readdirSync(path.join(built, 'img', 'uploads')).map((file) => path.join(built, 'img', 'uploads', file));

describe('Given a photo with its GPS position uploaded and shown on a page', () => {
  it('should store it upright, without EXIF, in the catalogue with its credit', async () => {
    const catalogue = JSON.parse(readFileSync(path.join(dir, 'schema/uploaded-images.json'), 'utf8')) as Record<
      string,
      { file: string; width: number; height: number; credit?: string }
    >;
    expect(catalogue[id]).toEqual({
      file: './src/assets/images/uploads/team-day.jpg',
      width: 1000,
      height: 1600,
      credit: 'Ann Lee',
    });
    const meta = await sharp(path.join(dir, catalogue[id]!.file)).metadata();
    expect(meta).toMatchObject({ width: 1000, height: 1600 });
    expect(meta.exif).toBeUndefined();
  });

  it('should publish it as AVIF and WebP at the widths it is shown, with no EXIF in any file', async () => {
    const html = readFileSync(path.join(built, 'pages/company/about-us/index.html'), 'utf8');
    const sources = [...parseHtml(html).querySelectorAll('source, img')]
      .flatMap((el) => (el.getAttribute('srcset') ?? el.getAttribute('src') ?? '').split(','))
      .map((entry) => entry.trim().split(' ')[0]!)
      .filter((url) => url.includes('/img/uploads/'));
    expect(sources.some((url) => url.endsWith('.avif'))).toBe(true);
    expect(sources.some((url) => url.endsWith('.webp'))).toBe(true);
    const files = published();
    expect(files.map((file) => `/docs/img/uploads/${path.basename(file)}`).sort()).toEqual(
      [...new Set(sources)].sort(),
    );
    for (const file of files) expect((await sharp(file).metadata()).exif, file).toBeUndefined();
  });

  it('should show on the page in Chromium', async () => {
    const { page } = await site!.openPage();
    await gotoHydrated(page, PAGE);
    const picture = page.locator('img[src*="/img/uploads/"]');
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/img\/uploads\/team-day-\d+\.(avif|webp)$/,
    );
  });
});
