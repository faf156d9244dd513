/** Where the build puts the catalogue's images: `/img/<id>-<width>.<format>`, or `/img/<id>.svg`. */
export const IMAGE_BASE = '/img/';

export type RasterFormat = 'avif' | 'webp' | 'jpg' | 'png';

export function rasterUrl(id: string, width: number, format: RasterFormat): string {
  return `${IMAGE_BASE}${id}-${width}.${format}`;
}

export function vectorUrl(id: string): string {
  return `${IMAGE_BASE}${id}.svg`;
}

export interface ImageRequest {
  id: string;
  /** Unset for a vector file, served as it is. */
  width?: number;
  format: RasterFormat | 'svg';
}

const RASTER = /^\/img\/([a-z0-9][a-z0-9/-]*)-(\d+)\.(avif|webp|jpg|png)$/;
const VECTOR = /^\/img\/([a-z0-9][a-z0-9/-]*)\.svg$/;

/** Reads an image URL back into its id, width and format; undefined when it is not one. */
export function parseImageUrl(url: string): ImageRequest | undefined {
  const raster = RASTER.exec(url);
  if (raster) return { id: raster[1]!, width: Number(raster[2]), format: raster[3] as RasterFormat };
  const vector = VECTOR.exec(url);
  return vector ? { id: vector[1]!, format: 'svg' } : undefined;
}
