import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_IDS, IMAGES } from '../../schema/images';
import { imageSchema } from '../../schema/primitives';
import { emitImages, imageUrlsIn, sourceFile } from '../../scripts/lib/build/images';
import { blockUnionSchema } from '../../schema/blocks';
import { Blocks } from '../../src/render/blocks';
import { Img } from '../../src/ui/image';
import { parseImageUrl, rasterUrl } from '../../src/ui/image-url';

const temp: string[] = [];
afterAll(async () => {
  await Promise.all(temp.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the image catalogue', () => {
  it.each(IMAGE_IDS)('Given %s, should name a file whose intrinsic size is the one written', async (id) => {
    const { width, height } = await sharp(sourceFile(id)).metadata();
    expect({ width, height }).toEqual({ width: IMAGES[id].width, height: IMAGES[id].height });
  });
});

describe('<Img>', () => {
  const photo = imageSchema.parse({ src: 'people/woman-auburn', alt: 'Sofia Marin' });
  const cover = imageSchema.parse({ src: 'photos/office-dark', alt: '' });

  it('Given a photo, should offer AVIF and WebP no wider than the file, with a fallback and its size', () => {
    const html = renderToStaticMarkup(<Img image={photo} slot="half" />);
    expect(html).toContain('<source type="image/avif" srcSet="/img/people/woman-auburn-400.avif 400w"');
    expect(html).toContain('type="image/webp"');
    expect(html).toMatch(/<img src="\/img\/people\/woman-auburn-400\.jpg" alt="Sofia Marin" width="400" height="400"/);
    expect(html).toContain('loading="lazy"');
  });

  it('Given the page header, should load it first and eagerly at every cover width', () => {
    const html = renderToStaticMarkup(<Img image={cover} slot="cover" priority />);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('loading="eager"');
    for (const w of [480, 768, 1080, 1440, 1920]) expect(html).toContain(`/img/photos/office-dark-${w}.avif ${w}w`);
  });

  it('Given a cover, should give phones an upright 2:3 crop and preload only the file the screen picks', async () => {
    const { prelude } = await prerender(
      <html>
        <head />
        <body>
          <Img image={cover} slot="cover" priority />
        </body>
      </html>,
    );
    const html = await new Response(prelude).text();
    const crops = '/img/photos/office-dark-320x480.avif 320w, /img/photos/office-dark-480x720.avif 480w';
    expect(html).toContain(`<source media="(max-width: 575.98px)" type="image/avif" srcSet="${crops}"`);
    // The phone's sources come before the wide ones: a browser takes the first <source> that matches.
    expect(html.indexOf('max-width: 575.98px')).toBeLessThan(html.indexOf('office-dark-768.avif'));
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toContain(`imageSrcSet="${crops}"`);
    expect(preloads[0]).toContain('media="(max-width: 575.98px)"');
    expect(preloads[1]).toContain('office-dark-1920.avif 1920w');
    expect(preloads[1]).toContain('media="(min-width: 576px)"');
  });

  it('Given a cover too small to cut for a phone, should offer only its wide files', () => {
    const small = { ...cover, width: 300, height: 200 };
    const html = renderToStaticMarkup(<Img image={small} slot="cover" />);
    expect(html).not.toContain('media=');
    expect(html).toContain('/img/photos/office-dark-300.avif 300w');
  });

  it('Given a file a little wider than the widest size below it, should not make a near twin of it', () => {
    const road = imageSchema.parse({ src: 'photos/mountain-road', alt: '' });
    const html = renderToStaticMarkup(<Img image={road} slot="cover" />);
    expect([...html.matchAll(/mountain-road-(\d+)\.avif/g)].map((m) => Number(m[1]))).toEqual([480, 768, 1080, 1440]);
  });

  it('Given a carousel that opens the page, should fetch its first slide first and the others lazily', async () => {
    const carousel = blockUnionSchema.parse({
      type: 'carousel',
      variant: 'header',
      label: 'Plans',
      slides: [
        { image: { src: 'photos/city-night', alt: '' }, title: 'One' },
        { image: { src: 'photos/sunset-lake', alt: '' }, title: 'Two' },
      ],
    });
    const html = async (element: ReactElement) => {
      const { prelude } = await prerender(<MemoryRouter>{element}</MemoryRouter>);
      return new Response(prelude).text();
    };
    const priorities = (markup: string) =>
      [...markup.matchAll(/<img [^>]*>/g)].map((m) => /fetchpriority="high"/i.test(m[0]));
    expect(priorities(await html(<Blocks blocks={[carousel]} page />))).toEqual([true, false]);
    expect(priorities(await html(<Blocks blocks={[carousel, carousel]} page />))).toEqual([true, false, false, false]);
  });

  it('Given a drawing, should serve the file as it is', () => {
    const logo = imageSchema.parse({ src: 'brand/logo', alt: '' });
    expect(renderToStaticMarkup(<Img image={logo} />)).toMatch(/^<img src="\/img\/brand\/logo\.svg"/);
  });
});

describe('image URLs', () => {
  it('Given a URL the component makes, should read back its id, width and format', () => {
    expect(parseImageUrl(rasterUrl('people/man-hat', 128, 'webp'))).toEqual({
      id: 'people/man-hat',
      width: 128,
      format: 'webp',
    });
    expect(parseImageUrl('/img/../package.json')).toBeUndefined();
  });

  it('Given prerendered HTML, should find every image it asks for once', () => {
    const html = '<img src="/img/brand/logo.svg"><source srcset="/img/a/b-64.avif 64w, /img/a/b-128.avif 128w">';
    expect(imageUrlsIn([html, html])).toEqual(['/img/a/b-128.avif', '/img/a/b-64.avif', '/img/brand/logo.svg']);
  });

  it('Given an unknown id or a width wider than the file, should refuse to build and say why', async () => {
    await expect(
      emitImages(os.tmpdir(), ['/img/people/nobody-64.avif', '/img/people/man-hat-4000.webp']),
    ).rejects.toThrow(
      /nobody-64\.avif: no image "people\/nobody".*\n.*man-hat-4000\.webp: "people\/man-hat" is 400 px wide/s,
    );
  });

  it('Given a crop taller than the file, should refuse to build and say why', async () => {
    await expect(emitImages(os.tmpdir(), ['/img/people/man-hat-320x480.avif'])).rejects.toThrow(
      /man-hat-320x480\.avif: "people\/man-hat" is 400 px high; a crop 480 px high was asked for/,
    );
  });

  it('Given a crop, should write a file of exactly that size', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'site-images-'));
    temp.push(dir);
    await emitImages(dir, ['/img/photos/office-dark-320x480.webp']);
    const meta = await sharp(path.join(dir, 'img/photos/office-dark-320x480.webp')).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 320, height: 480 });
    expect(parseImageUrl('/img/photos/office-dark-320x480.webp')).toEqual({
      id: 'photos/office-dark',
      width: 320,
      height: 480,
      format: 'webp',
    });
  });

  it('Given a detailed photo cut for phones, should hold its AVIF to a third of a bit per pixel', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'site-images-'));
    temp.push(dir);
    const urls = ['/img/photos/city-night-480x720.avif', '/img/photos/city-night-320x480.avif'];
    await emitImages(dir, urls);
    for (const url of urls) {
      const { width, height } = parseImageUrl(url)!;
      const { size } = await stat(path.join(dir, url));
      expect(size).toBeLessThanOrEqual((width! * height!) / 3 / 8);
    }
  });

  it('Given image URLs, should write those files in their format and width', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'site-images-'));
    temp.push(dir);
    await emitImages(dir, ['/img/people/man-hat-64.webp', '/img/brand/logo.svg']);
    const meta = await sharp(path.join(dir, 'img/people/man-hat-64.webp')).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: 64 });
    expect(await readFile(path.join(dir, 'img/brand/logo.svg'), 'utf8')).toMatch(/^<svg/);
  });
});
