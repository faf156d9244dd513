// The image pipeline: turns catalogue files into the AVIF, WebP and fallback files the pages ask for,
// at build (only the URLs the prerendered pages hold) and on demand in the development server.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Plugin } from 'vite';
import { type CatalogueImage, IMAGES, isImageId } from '../../../schema/images';
import { type ImageRequest, parseImageUrl } from '../../../src/ui/image-url';
import { writeAtomically } from '../fs/write-file';

// AVIF at effort 2 encodes five to ten times faster than the default 4 for files about 10 % larger;
// quality 40 with 4:2:0 chroma is about a third smaller than sharp's default 50 at 4:4:4, with no
// difference to see at the sizes the pages show (the hero's picture, the first screen's largest
// paint, sits under a dark mask besides).
const AVIF_QUALITY = 40;
const ENCODERS = {
  avif: (image: Sharp, quality = AVIF_QUALITY) => image.avif({ quality, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image: Sharp) => image.webp({ quality: 72 }),
  jpg: (image: Sharp) => image.jpeg({ quality: 75, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9, palette: true }),
} as const;
const ENCODER_VERSION = '2';
// A cover's phone crop (a header's picture on a phone) is the first screen's largest paint there. Most
// photos take 7-17 KB at 480×720; a detailed one (a city at night) takes twice that and holds the
// first screen back, so an AVIF crop steps its quality down, to 20 at the least, until it fits a third
// of a bit per pixel (14 KB at 480×720). Under the header's dark mask the difference does not show.
const CROP_BITS_PER_PIXEL = 1 / 3;
const CROP_QUALITIES = [AVIF_QUALITY, 35, 30, 25, 20];
const CROP_BUDGET_VERSION = '1';
export const CONTENT_TYPES = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};

const root = process.cwd();
/** The catalogue of the pictures uploaded in the editor, beside `schema/images.ts`. */
export const UPLOADS_CATALOGUE = 'schema/uploaded-images.json';
const cacheDir = path.join(root, 'node_modules', '.cache', 'site-images');

/** Each project's uploaded catalogue as last read, with the time of the file it was read from. */
const uploaded = new Map<string, { mtimeMs: number; entries: Record<string, CatalogueImage> }>();

/**
 * A catalogue entry by id: of `schema/images.ts` as this process loaded it, or of the pictures uploaded
 * in the editor since (`schema/uploaded-images.json` read again whenever it changes), so that the
 * development server shows an upload at once.
 */
export function catalogueEntry(id: string, projectRoot = root): CatalogueImage | undefined {
  if (isImageId(id)) return IMAGES[id];
  const file = path.join(projectRoot, UPLOADS_CATALOGUE);
  const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : 0;
  let read = uploaded.get(file);
  if (read?.mtimeMs !== mtimeMs) {
    let entries: Record<string, CatalogueImage> = {};
    try {
      entries = mtimeMs ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, CatalogueImage>) : {};
    } catch {
      // A catalogue that does not read as JSON adds nothing here; validate and the editor report it.
    }
    read = { mtimeMs, entries };
    uploaded.set(file, read);
  }
  return Object.hasOwn(read.entries, id) ? read.entries[id] : undefined;
}

/** The file behind a catalogue id: in an npm package, or `./…` in the project. */
export function sourceFile(id: string, projectRoot = root): string {
  const file = catalogueEntry(id, projectRoot)?.file ?? '';
  return file.startsWith('./') ? path.join(projectRoot, file) : path.join(projectRoot, 'node_modules', file);
}

/** Checks a request against the catalogue; the message says what is wrong with it. */
export function checkRequest(request: ImageRequest, projectRoot = root): string | undefined {
  const entry = catalogueEntry(request.id, projectRoot);
  if (!entry) return `no image "${request.id}" in schema/images.ts or schema/uploaded-images.json`;
  const vector = entry.file.endsWith('.svg');
  if (vector !== (request.format === 'svg')) return `"${request.id}" is ${vector ? 'a drawing' : 'a photo'}`;
  if (request.width !== undefined && (request.width < 1 || request.width > entry.width)) {
    return `"${request.id}" is ${entry.width} px wide; ${request.width} px was asked for`;
  }
  if (request.height !== undefined && (request.height < 1 || request.height > entry.height)) {
    return `"${request.id}" is ${entry.height} px high; a crop ${request.height} px high was asked for`;
  }
  return undefined;
}

function isBudgetedCrop(request: ImageRequest): boolean {
  return request.format === 'avif' && request.height !== undefined;
}

/** An AVIF crop at the highest of `CROP_QUALITIES` that fits its budget, else at the lowest. */
async function encodeCrop(image: Sharp, pixels: number): Promise<Buffer> {
  const budget = (pixels * CROP_BITS_PER_PIXEL) / 8;
  let bytes = Buffer.alloc(0);
  for (const quality of CROP_QUALITIES) {
    bytes = await ENCODERS.avif(image.clone(), quality).toBuffer();
    if (bytes.length <= budget) break;
  }
  return bytes;
}

/** The bytes of one requested image, encoded once and kept in node_modules/.cache. */
export async function renderImage(request: ImageRequest): Promise<Buffer> {
  const problem = checkRequest(request);
  if (problem) throw new Error(problem);
  const file = sourceFile(request.id);
  if (request.format === 'svg' || request.width === undefined) return readFile(file);
  const info = await stat(file);
  const key = createHash('sha1')
    // The catalogue's file name, not its absolute path: a copy of the project shares the cache.
    .update(
      [
        ENCODER_VERSION,
        catalogueEntry(request.id)!.file,
        info.size,
        info.mtimeMs,
        request.width,
        request.height,
        request.format,
        ...(isBudgetedCrop(request) ? [CROP_BUDGET_VERSION] : []),
      ].join('\0'),
    )
    .digest('hex');
  const cached = path.join(cacheDir, `${key}.${request.format}`);
  if (existsSync(cached)) return readFile(cached);
  // A crop keeps the part of the picture sharp's attention strategy finds most salient.
  const size =
    request.height === undefined
      ? { width: request.width }
      : { width: request.width, height: request.height, fit: 'cover' as const, position: sharp.strategy.attention };
  const resized = sharp(file).resize(size);
  const bytes = isBudgetedCrop(request)
    ? await encodeCrop(resized, request.width * request.height!)
    : await ENCODERS[request.format](resized).toBuffer();
  await mkdir(cacheDir, { recursive: true });
  await writeAtomically(cached, bytes, cacheDir);
  return bytes;
}

const IMAGE_URL = /\/img\/[a-z0-9][a-z0-9/-]*\.(?:avif|webp|jpg|png|svg)/g;

/** Every image URL in the given HTML texts, once each. */
export function imageUrlsIn(texts: Iterable<string>): string[] {
  const urls = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(IMAGE_URL)) urls.add(match[0]);
  return [...urls].sort();
}

/**
 * Writes the files of the given image URLs under `outDir`, two at a time (sharp spreads each encode
 * over the cores). Throws with every bad URL named, so the build stops before dist/ is replaced.
 */
export async function emitImages(outDir: string, urls: readonly string[]): Promise<void> {
  const bad = urls.flatMap((url) => {
    const request = parseImageUrl(url);
    const problem = request ? checkRequest(request) : 'not an image URL';
    return problem ? [`${url}: ${problem}`] : [];
  });
  if (bad.length > 0) throw new Error(`pages ask for images that cannot be made:\n  ${bad.join('\n  ')}`);
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const target = path.join(outDir, url);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, await renderImage(parseImageUrl(url)!));
    }
  };
  await Promise.all([worker(), worker()]);
}

/** Development server: answers `/img/…` by encoding the image on first request. */
export function imagesPlugin(): Plugin {
  return {
    name: 'site-images',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        const request = parseImageUrl(url);
        if (!request) return next();
        const problem = checkRequest(request);
        if (problem) {
          res.statusCode = 404;
          res.end(problem);
          return;
        }
        try {
          const bytes = await renderImage(request);
          res.setHeader('Content-Type', CONTENT_TYPES[request.format]);
          res.end(bytes);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
