import { createContext, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import type { ImageData } from '../../schema/primitives';
import { rasterUrl, vectorUrl } from './image-url';

/**
 * Where an image sits, which says the widths the build makes of it and the `sizes` the browser picks
 * one by: a full-bleed cover, half the page, a card, a portrait or a small avatar.
 */
export const IMAGE_SLOTS = {
  // A full-bleed background (page header, header slide). Phones get it cut to an upright 2:3 around
  // its subject, about the shape such a header takes there, instead of a wide file mostly cropped
  // away; 480 px wide is about one file pixel per screen pixel under the header's dark mask.
  cover: { widths: [480, 768, 1080, 1440, 1920], sizes: '100vw', phone: { widths: [320, 480], ratio: 1.5 } },
  half: { widths: [480, 800, 1200], sizes: '(min-width: 992px) 50vw, 100vw' },
  // A phone shows a card the page's width less the gutters: 720 serves it at 1.75 device pixels.
  card: {
    widths: [400, 640, 720, 800],
    sizes: '(min-width: 992px) 400px, (min-width: 576px) 50vw, calc(100vw - 1.5rem)',
  },
  portrait: { widths: [240, 480], sizes: '240px' },
  avatar: { widths: [64, 128], sizes: '64px' },
  'avatar-lg': { widths: [160, 320], sizes: '160px' },
} as const satisfies Record<string, Slot>;

interface Slot {
  widths: readonly number[];
  sizes: string;
  /** Below 576 px wide, files cut to `ratio` (height over width) at these widths. */
  phone?: { widths: readonly number[]; ratio: number };
}

/** Where the `phone` files of a slot apply. */
const PHONE_MEDIA = '(max-width: 575.98px)';
const WIDER_MEDIA = '(min-width: 576px)';

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

function srcSet(id: string, widths: readonly number[], format: 'avif' | 'webp', ratio?: number): string {
  const height = (w: number) => (ratio === undefined ? undefined : Math.round(w * ratio));
  return widths.map((w) => `${rasterUrl(id, w, format, height(w))} ${w}w`).join(', ');
}

/** The phone crop's widths that fit inside the file; none when the file is too small to cut. */
function phoneWidths(slot: Slot, image: { width: number; height: number }): readonly number[] {
  if (!slot.phone) return [];
  const { widths, ratio } = slot.phone;
  return widths.filter((w) => w <= image.width && Math.round(w * ratio) <= image.height);
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

  const preset: Slot = IMAGE_SLOTS[slot];
  const widths = widthsFor(preset.widths, image.width);
  const fallback = widths.filter((w) => w <= FALLBACK_MAX).at(-1) ?? widths[0]!;
  const shownSizes = sizes ?? preset.sizes;
  const avif = srcSet(image.src, widths, 'avif');
  const phone = phoneWidths(preset, image);
  const ratio = preset.phone?.ratio;
  const phoneAvif = phone.length > 0 ? srcSet(image.src, phone, 'avif', ratio) : undefined;
  if (priority) {
    const hint = { as: 'image', type: 'image/avif', imageSizes: shownSizes, fetchPriority: 'high' } as const;
    if (phoneAvif) {
      preload(rasterUrl(image.src, phone[0]!, 'avif', Math.round(phone[0]! * ratio!)), {
        ...hint,
        imageSrcSet: phoneAvif,
        media: PHONE_MEDIA,
      });
    }
    preload(rasterUrl(image.src, fallback, 'avif'), {
      ...hint,
      imageSrcSet: avif,
      ...(phoneAvif ? { media: WIDER_MEDIA } : {}),
    });
  }
  return (
    <picture>
      {phoneAvif ? (
        <>
          <source media={PHONE_MEDIA} type="image/avif" srcSet={phoneAvif} sizes={shownSizes} />
          <source
            media={PHONE_MEDIA}
            type="image/webp"
            srcSet={srcSet(image.src, phone, 'webp', ratio)}
            sizes={shownSizes}
          />
        </>
      ) : null}
      <source type="image/avif" srcSet={avif} sizes={shownSizes} />
      <source type="image/webp" srcSet={srcSet(image.src, widths, 'webp')} sizes={shownSizes} />
      <img src={rasterUrl(image.src, fallback, image.format)} {...common} />
    </picture>
  );
}
