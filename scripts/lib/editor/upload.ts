// Images a marketer uploads in the editor: checked by their bytes, re-encoded (which drops EXIF, GPS
// and every other piece of metadata), stored in the project's image folder under a slug of their name,
// and added to the uploaded part of the image catalogue (schema/uploaded-images.json), which
// schema/images.ts merges into the catalogue. Nothing is written unless the file is accepted.
import { readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { fileNameFrom } from '../../../src/editor/api';
import { EditorError } from './errors';
import { createAtomically, writeAtomically } from './files';
import { UPLOADS_CATALOGUE } from '../build/images';

/** What an upload may be: at most this many bytes, and this many pixels a side. */
export const UPLOAD_LIMITS = { bytes: 15 * 1024 * 1024, side: 8000 } as const;

/** The formats accepted, by the name sharp gives them (AVIF is read as HEIF with AV1 compression). */
const ACCEPTED = 'a JPEG, PNG, WebP or AVIF picture';

/** An upload the editor refuses; the message says why, in words. */
export class UploadRefusedError extends EditorError {
  override name = 'UploadRefusedError';
}

export interface UploadRequest {
  /** The file's name as the marketer's computer gave it (`Office team.JPG`). */
  name: string;
  bytes: Uint8Array;
  /** Who made the picture, shown in the README's credits if given. */
  credit?: string;
}

export interface UploadOptions {
  /** The project root: the picture goes to `src/assets/images/uploads/`, its entry to `schema/uploaded-images.json`. */
  root?: string;
}

export interface UploadedImage {
  /** Its catalogue id (`uploads/office-team`), which data names it by. */
  id: string;
  /** Where it is stored, from the project root (`./src/assets/images/uploads/office-team.jpg`). */
  file: string;
  width: number;
  height: number;
  credit?: string;
}

/** A catalogue entry of an uploaded picture, as `schema/uploaded-images.json` holds it. */
export type UploadedEntry = Omit<UploadedImage, 'id'>;

export const UPLOADS_FOLDER = 'src/assets/images/uploads';
// The catalogue of uploaded pictures is the image pipeline's to read (the build reads it without the editor).
export { UPLOADS_CATALOGUE } from '../build/images';

/** The top folder of a path from the project (`src`): no folder on the way below it may be a symbolic link. */
export const topFolder = (root: string, file: string) => path.join(root, file.replace(/^\.\//, '').split('/')[0]!);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/**
 * The slug of a file name: its name without the extension, lower case, accents dropped, every run of
 * other characters one hyphen (`Café Team 02.JPG` → `cafe-team-02`). A name that is a path is refused.
 */
export function uploadSlug(name: string): string {
  if (/[\\/]|^\.\.?$|\.\./.test(name) || name.includes('\0')) {
    throw new UploadRefusedError(`"${name}" is a path, not a file name: choose the picture's file itself.`);
  }
  return fileNameFrom(name.replace(/\.[^.]*$/, '')) || 'image';
}

/** The uploaded part of the catalogue, by id. */
export async function readUploads(root = process.cwd()): Promise<Record<string, UploadedEntry>> {
  const text = await readFile(path.join(root, UPLOADS_CATALOGUE), 'utf8').catch(() => '{}');
  try {
    return JSON.parse(text) as Record<string, UploadedEntry>;
  } catch (error) {
    throw new EditorError(
      `${UPLOADS_CATALOGUE} does not read as JSON (${(error as Error).message}): it must be fixed before another picture is added.`,
    );
  }
}

/** What the bytes are, or why they are refused; the whole picture is decoded, so a cut-off file fails here. */
async function accepted(bytes: Uint8Array): Promise<{ image: Sharp; width: number; height: number; alpha: boolean }> {
  if (bytes.byteLength === 0) throw new UploadRefusedError('The file is empty.');
  if (bytes.byteLength > UPLOAD_LIMITS.bytes) {
    throw new UploadRefusedError(
      `The file is ${megabytes(bytes.byteLength)}; a picture may be ${megabytes(UPLOAD_LIMITS.bytes)} at most. Save it smaller and upload it again.`,
    );
  }
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const avif = meta?.format === 'heif' && meta.compression === 'av1';
  if (!meta || !(['jpeg', 'png', 'webp'].includes(meta.format ?? '') || avif)) {
    const what =
      meta?.format === 'svg'
        ? 'a drawing (SVG)'
        : meta?.format
          ? `a ${meta.format.toUpperCase()} file`
          : 'not a picture';
    throw new UploadRefusedError(`The file is ${what}; upload ${ACCEPTED}.`);
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (width > UPLOAD_LIMITS.side || height > UPLOAD_LIMITS.side) {
    throw new UploadRefusedError(
      `The picture is ${width} × ${height} px; it may be ${UPLOAD_LIMITS.side} px a side at most. Make it smaller and upload it again.`,
    );
  }
  // Decoded whole, turned upright by its EXIF orientation; sharp writes no metadata unless asked.
  const image = sharp(bytes, { failOn: 'warning' }).rotate();
  await image
    .clone()
    .raw()
    .toBuffer()
    .catch(() => {
      throw new UploadRefusedError(
        'The picture is damaged or cut off: it does not open whole. Export it again and upload that file.',
      );
    });
  return { image, width, height, alpha: meta.hasAlpha === true };
}

/**
 * Stores an uploaded picture and adds it to the catalogue: re-encoded as JPEG (PNG when it has
 * transparency), under `uploads/<slug>`, `-2`, `-3`… when that is taken (never over another file).
 */
export async function uploadImage(request: UploadRequest, options: UploadOptions = {}): Promise<UploadedImage> {
  // One upload at a time writes the catalogue, so that two at once cannot drop each other's entry.
  const turn = queue.then(() => store(request, options));
  queue = turn.catch(() => undefined);
  return turn;
}

let queue: Promise<unknown> = Promise.resolve();

async function store(request: UploadRequest, { root = process.cwd() }: UploadOptions): Promise<UploadedImage> {
  const slug = uploadSlug(request.name);
  const credit = request.credit?.trim() || undefined;
  const { image, width, height, alpha } = await accepted(request.bytes);
  const extension = alpha ? 'png' : 'jpg';
  const encoded = await (
    alpha ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 90, mozjpeg: true })
  ).toBuffer();
  // Read once: uploads take turns, so the catalogue does not change under this one.
  const uploads = await readUploads(root);
  for (let n = 1; ; n++) {
    const name = n === 1 ? slug : `${slug}-${n}`;
    const id = `uploads/${name}`;
    if (Object.hasOwn(uploads, id)) continue;
    const file = `./${UPLOADS_FOLDER}/${name}.${extension}`;
    try {
      await createAtomically(path.join(root, file), encoded, topFolder(root, UPLOADS_FOLDER));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    const entry: UploadedEntry = { file, width, height, ...(credit ? { credit } : {}) };
    const sorted = Object.fromEntries(
      Object.entries({ ...uploads, [id]: entry }).sort(([a], [b]) => a.localeCompare(b)),
    );
    // Without its entry the picture would be a stray: it goes again if the catalogue cannot be written.
    const catalogue = path.join(root, UPLOADS_CATALOGUE);
    await writeAtomically(catalogue, `${JSON.stringify(sorted, null, 2)}\n`, topFolder(root, UPLOADS_CATALOGUE)).catch(
      async (error: unknown) => {
        await unlink(path.join(root, file)).catch(() => undefined);
        throw error;
      },
    );
    return { id, ...entry };
  }
}
