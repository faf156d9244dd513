import { createContext, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import type { ImageData } from '../../schema/primitives';
import { rasterUrl, vectorUrl } from './image-url';

/**
 * Where an image sits, which says the widths the build makes of it and the `sizes` the browser picks
 * one by: a full-bleed cover, half the page, a card, a portrait or a small avatar.
 */
export const IMAGE_SLOTS = {
  // 768 serves a 412 px phone at 1.75 device pixels, the width Lighthouse measures on.
  cover: { widths: [480, 768, 1080, 1440, 1920], sizes: '100vw' },
  half: { widths: [480, 800, 1200], sizes: '(min-width: 992px) 50vw, 100vw' },
  card: { widths: [400, 640, 800], sizes: '(min-width: 992px) 400px, (min-width: 576px) 50vw, 100vw' },
  portrait: { widths: [240, 480], sizes: '240px' },
  avatar: { widths: [64, 128], sizes: '64px' },
  'avatar-lg': { widths: [160, 320], sizes: '160px' },
} as const satisfies Record<string, { widths: readonly number[]; sizes: string }>;

export type ImageSlot = keyof typeof IMAGE_SLOTS;

/**
 * True inside the first block of a page: a cover picture there (a carousel's first slide, say) is the
 * page's largest and is fetched first, like a header's.
 */
export const LeadBlock = createContext(false);

/** Fallback JPEG/PNG for browsers without AVIF or WebP: one file, no wider than this. */
const FALLBACK_MAX = 1280;

type ImgProps = {
  image: ImageData;
  /** Where the image sits; `card` unless said. */
  slot?: ImageSlot;
  /** Overrides the slot's `sizes` when the block knows better. */
  sizes?: string;
  /** The page's main picture (a header): fetched first and preloaded, never lazily. */
  priority?: boolean;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt' | 'width' | 'height' | 'sizes'>;

/** The smallest file of an image in its slot, e.g. for a blurred copy behind it. */
export function smallestUrl(image: ImageData, slot: ImageSlot = 'card'): string {
  if (image.format === 'svg') return vectorUrl(image.src);
  return rasterUrl(image.src, Math.min(IMAGE_SLOTS[slot].widths[0], image.width), 'webp');
}

/** The slot's widths narrower than the file, then the file's own width unless one is within 10 % of it. */
function widthsFor(slot: readonly number[], file: number): number[] {
  const below = slot.filter((w) => w < file);
  const last = below.at(-1);
  return below.length === slot.length || (last !== undefined && file <= last * 1.1) ? below : [...below, file];
}

function srcSet(id: string, widths: readonly number[], format: 'avif' | 'webp'): string {
  return widths.map((w) => `${rasterUrl(id, w, format)} ${w}w`).join(', ');
}

/**
 * An image of the catalogue: AVIF and WebP at the slot's widths (never wider than the file), a
 * JPEG/PNG fallback, its intrinsic size so nothing shifts, lazy unless it is the page's priority.
 */
export function Img({ image, slot = 'card', sizes, priority = false, className, ...rest }: ImgProps) {
  const loading = priority ? 'eager' : (rest.loading ?? 'lazy');
  const common = {
    className,
    alt: image.alt,
    width: image.width,
    height: image.height,
    decoding: 'async' as const,
    ...rest,
    loading,
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
  if (image.format === 'svg') return <img src={vectorUrl(image.src)} {...common} />;

  const preset = IMAGE_SLOTS[slot];
  const widths = widthsFor(preset.widths, image.width);
  const fallback = widths.filter((w) => w <= FALLBACK_MAX).at(-1) ?? widths[0]!;
  const shownSizes = sizes ?? preset.sizes;
  const avif = srcSet(image.src, widths, 'avif');
  if (priority) {
    preload(rasterUrl(image.src, fallback, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avif,
      imageSizes: shownSizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={shownSizes} />
      <source type="image/webp" srcSet={srcSet(image.src, widths, 'webp')} sizes={shownSizes} />
      <img src={rasterUrl(image.src, fallback, image.format)} {...common} />
    </picture>
  );
}
