import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import { addCatalogueImages, IMAGE_IDS } from '../../schema/images';
import { jsonSchemas } from '../../schema/json-schema';
import { imageSchema } from '../../schema/primitives';
import { checkRequest, sourceFile } from '../../scripts/lib/build/images';
import {
  UPLOAD_LIMITS,
  UPLOADS_CATALOGUE,
  UPLOADS_FOLDER,
  uploadImage,
  UploadRefusedError,
  uploadSlug,
} from '../../scripts/lib/editor/upload';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function project(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'upload-'));
  roots.push(root);
  await mkdir(path.join(root, 'schema'));
  return root;
}

const photo = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

/** A JPEG as a phone writes it: with EXIF, its GPS position and its orientation (turned a quarter). */
const phoneJpeg = () =>
  photo(64, 48)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 0/1' },
    })
    .jpeg()
    .toBuffer();

const catalogue = async (root: string) =>
  JSON.parse(await readFile(path.join(root, UPLOADS_CATALOGUE), 'utf8')) as Record<string, Record<string, unknown>>;

/** Every file under the project root, to show that a refusal wrote nothing. */
const filesOf = (root: string) => readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();

describe('Given a photo uploaded in the editor', () => {
  it('should store it without its EXIF or GPS data, upright, and add it to the catalogue', async () => {
    const root = await project();
    const taken = await sharp(await phoneJpeg()).metadata();
    expect(taken).toMatchObject({ orientation: 6, exif: expect.any(Buffer) as unknown });
    const stored = await uploadImage(
      { name: 'Office Team.JPG', bytes: await phoneJpeg(), credit: ' Ann Lee ' },
      { root },
    );
    // Turned by its orientation: 64 × 48 as taken, 48 × 64 as seen.
    expect(stored).toEqual({
      id: 'uploads/office-team',
      file: `./${UPLOADS_FOLDER}/office-team.jpg`,
      width: 48,
      height: 64,
      credit: 'Ann Lee',
    });
    const meta = await sharp(path.join(root, stored.file)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(await catalogue(root)).toEqual({
      'uploads/office-team': { file: stored.file, width: 48, height: 64, credit: 'Ann Lee' },
    });
  });

  it('should keep a picture with transparency as PNG, and take WebP and AVIF', async () => {
    const root = await project();
    const clear = await sharp({
      create: { width: 20, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect((await uploadImage({ name: 'logo.png', bytes: clear }, { root })).file).toMatch(/\/logo\.png$/);
    const webp = await photo().webp().toBuffer();
    expect((await uploadImage({ name: 'a.webp', bytes: webp }, { root })).file).toMatch(/\/a\.jpg$/);
    const avif = await photo().avif({ effort: 0 }).toBuffer();
    expect(await uploadImage({ name: 'b.avif', bytes: avif }, { root })).toMatchObject({ id: 'uploads/b', width: 64 });
  });

  it('should never overwrite: the same name again is stored as -2, -3, even when uploaded at once', async () => {
    const root = await project();
    const bytes = await photo().jpeg().toBuffer();
    const first = await uploadImage({ name: 'team.jpg', bytes }, { root });
    const [second, third] = await Promise.all([
      uploadImage({ name: 'team.jpg', bytes }, { root }),
      uploadImage({ name: 'Team.jpeg', bytes }, { root }),
    ]);
    expect([first.id, second.id, third.id]).toEqual(['uploads/team', 'uploads/team-2', 'uploads/team-3']);
    expect(Object.keys(await catalogue(root))).toEqual(['uploads/team', 'uploads/team-2', 'uploads/team-3']);
    expect(readdirSync(path.join(root, UPLOADS_FOLDER)).sort()).toEqual(['team-2.jpg', 'team-3.jpg', 'team.jpg']);
  });
});

describe('Given a file the editor must refuse', async () => {
  const jpeg = await photo(400, 300).jpeg().toBuffer();
  const bad: [string, string, () => Promise<Buffer> | Buffer, RegExp][] = [
    [
      'a program renamed .jpg',
      'setup.jpg',
      () => Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2000, 7)]),
      /not a picture; upload a JPEG, PNG, WebP or AVIF picture/,
    ],
    [
      'an SVG drawing',
      'logo.svg',
      () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      /a drawing \(SVG\); upload a JPEG/,
    ],
    ['a GIF', 'anim.gif', () => photo().gif().toBuffer(), /a GIF file; upload a JPEG/],
    ['a JPEG cut off halfway', 'half.jpg', () => jpeg.subarray(0, Math.floor(jpeg.length / 2)), /damaged or cut off/],
    [
      'a PNG 20,000 px wide',
      'wide.png',
      () => photo(20_000, 10).png().toBuffer(),
      /20000 × 10 px; it may be 8000 px a side at most/,
    ],
    [
      'a 30 MB file',
      'huge.jpg',
      () => Buffer.concat([jpeg, Buffer.alloc(30 * 1024 * 1024)]),
      /30\.0 MB; a picture may be 15\.0 MB at most/,
    ],
    ['an empty file', 'empty.jpg', () => Buffer.alloc(0), /empty/],
    ['a name that is a path', '../../package.jpg', () => jpeg, /is a path, not a file name/],
  ];

  it.each(bad)('given %s, should refuse it saying why and write nothing', async (_what, name, bytes, reason) => {
    const root = await project();
    const before = filesOf(root);
    const upload = uploadImage({ name, bytes: await bytes() }, { root });
    await expect(upload).rejects.toThrow(UploadRefusedError);
    await expect(upload).rejects.toThrow(reason);
    expect(filesOf(root)).toEqual(before);
    expect(existsSync(path.join(root, '..', 'package.jpg'))).toBe(false);
  });

  it('should hold the limits the editor states', () => {
    expect(UPLOAD_LIMITS).toEqual({ bytes: 15 * 1024 * 1024, side: 8000 });
  });
});

describe('Given a picture uploaded while the development server runs', () => {
  it('should be in the catalogue the image middleware reads, at once, with its file', async () => {
    const root = await project();
    const request = { id: 'uploads/desk', width: 60, format: 'webp' } as const;
    expect(checkRequest(request, root)).toBe(
      'no image "uploads/desk" in schema/images.ts or schema/uploaded-images.json',
    );
    const stored = await uploadImage({ name: 'desk.jpg', bytes: await photo().jpeg().toBuffer() }, { root });
    expect(checkRequest(request, root)).toBeUndefined();
    expect(checkRequest({ ...request, width: 65 }, root)).toBe('"uploads/desk" is 64 px wide; 65 px was asked for');
    expect(sourceFile(stored.id, root)).toBe(path.join(root, stored.file));
  });
});

describe('Given a picture uploaded while the editor is open', () => {
  it('should be accepted by the page schema once added to the catalogue, and its id by the JSON Schema', () => {
    const image = { src: 'uploads/harbour', alt: 'The harbour at dawn' };
    expect(imageSchema.safeParse(image).error?.issues[0]?.message).toMatch(/^unknown image "uploads\/harbour"/);
    addCatalogueImages({
      'uploads/harbour': { file: './src/assets/images/uploads/harbour.jpg', width: 800, height: 600 },
    });
    expect(imageSchema.parse(image)).toEqual({ ...image, width: 800, height: 600, format: 'jpg' });
    expect(IMAGE_IDS).toContain('uploads/harbour');
    const { $defs } = jsonSchemas()['page.schema.json'] as { $defs: Record<string, object> };
    const valid = new Ajv2020().compile($defs.imageId!);
    expect(['uploads/harbour', 'photos/office-dark'].map((id) => valid(id))).toEqual([true, true]);
    expect(['uploads/../x', 'photos/unknown', 'https://x.example/a.jpg'].map((id) => valid(id))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('Given a catalogue that does not read as JSON', () => {
  it('should refuse the upload saying which file to fix, and store no picture', async () => {
    const root = await project();
    await writeFile(path.join(root, UPLOADS_CATALOGUE), '{ "uploads/a": ');
    const upload = uploadImage({ name: 'a.jpg', bytes: await photo().jpeg().toBuffer() }, { root });
    await expect(upload).rejects.toThrow(/schema\/uploaded-images\.json does not read as JSON/);
    expect(existsSync(path.join(root, UPLOADS_FOLDER, 'a.jpg'))).toBe(false);
  });
});

describe('uploadSlug', () => {
  it('should make a catalogue name of a file name, in lower case without accents', () => {
    expect(uploadSlug('Café Team 02.JPG')).toBe('cafe-team-02');
    expect(uploadSlug('IMG_2024-05-01 (1).jpeg')).toBe('img-2024-05-01-1');
    expect(uploadSlug('日本.png')).toBe('image');
    expect(uploadSlug(`${'a'.repeat(100)}.jpg`)).toHaveLength(60);
  });

  it('should refuse a path', () => {
    for (const name of ['../x.jpg', 'a/b.jpg', 'a\\b.jpg', '..']) expect(() => uploadSlug(name)).toThrow(/is a path/);
  });
});
