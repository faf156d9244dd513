import { SITE_BASE } from './site-path';

/**
 * Where the build puts the catalogue's images (`/img/<id>-<width>.<format>`, or `/img/<id>.svg`), as
 * pages request them: under the site's prefix if it has one.
 */
const IMAGE_URL_BASE = `${SITE_BASE}img/`;

export type RasterFormat = 'avif' | 'webp' | 'jpg' | 'png';

/** A raster file of the image `width` px wide; with `height`, cropped to that shape around its subject. */
export function rasterUrl(id: string, width: number, format: RasterFormat, height?: number): string {
  return `${IMAGE_URL_BASE}${id}-${width}${height === undefined ? '' : `x${height}`}.${format}`;
}

export function vectorUrl(id: string): string {
  return `${IMAGE_URL_BASE}${id}.svg`;
}

export interface ImageRequest {
  id: string;
  /** Unset for a vector file, served as it is. */
  width?: number;
  /** Set for a crop: the file is `width` × `height`, cut around the picture's subject. */
  height?: number;
  format: RasterFormat | 'svg';
}

const RASTER = /^\/img\/([a-z0-9][a-z0-9/-]*)-(\d+)(?:x(\d+))?\.(avif|webp|jpg|png)$/;
const VECTOR = /^\/img\/([a-z0-9][a-z0-9/-]*)\.svg$/;

/** Reads an image URL back into its id, width and format; undefined when it is not one. */
export function parseImageUrl(url: string): ImageRequest | undefined {
  const raster = RASTER.exec(url);
  if (raster) {
    const [, id, width, height, format] = raster;
    return {
      id: id!,
      width: Number(width),
      ...(height ? { height: Number(height) } : {}),
      format: format as RasterFormat,
    };
  }
  const vector = VECTOR.exec(url);
  return vector ? { id: vector[1]!, format: 'svg' } : undefined;
}
