/**
 * The image catalogue: every picture a page can show, by a stable id. Data names an image by its id
 * (`image: { src: 'people/woman-auburn', alt: '…' }`); the build turns the file behind it into
 * responsive AVIF, WebP and a JPEG/PNG fallback at the widths a block shows it, and emits only the
 * images pages use.
 *
 * `file` is a path inside an npm package (the kit family's MIT-licensed stock photography:
 * material-dashboard, soft-ui-design-system, material-kit), or `./…` for a file of the project's own.
 * `width` and `height` are the file's intrinsic size; a test checks them against the file.
 */
import UPLOADED_IMAGES from './uploaded-images.json' with { type: 'json' };

export interface CatalogueImage {
  file: string;
  width: number;
  height: number;
  /** Who made it, for a picture uploaded in the editor that names its maker. */
  credit?: string;
}

const KIT_IMAGES = {
  // Portraits
  'people/woman-leaves': { file: 'material-dashboard/assets/img/team-1.jpg', width: 400, height: 400 },
  'people/man-sunglasses': { file: 'material-dashboard/assets/img/team-2.jpg', width: 400, height: 400 },
  'people/woman-auburn': { file: 'material-dashboard/assets/img/team-3.jpg', width: 400, height: 400 },
  'people/man-hat': { file: 'material-dashboard/assets/img/team-4.jpg', width: 400, height: 400 },
  'people/woman-blonde': { file: 'material-dashboard/assets/img/team-5.jpg', width: 400, height: 400 },
  'people/woman-glasses': { file: 'material-dashboard/assets/img/marie.jpg', width: 400, height: 400 },
  'people/man-beanie': { file: 'material-dashboard/assets/img/bruce-mars.jpg', width: 400, height: 400 },
  'people/man-glasses': { file: 'material-dashboard/assets/img/ivana-square.jpg', width: 400, height: 400 },
  'people/man-profile': { file: 'material-dashboard/assets/img/kal-visuals-square.jpg', width: 400, height: 400 },
  'people/woman-smile': { file: 'material-dashboard/assets/img/ivana-squares.jpg', width: 400, height: 400 },
  'people/man-beard-glasses': { file: 'soft-ui-design-system/assets/img/team-3.jpg', width: 800, height: 800 },
  'people/man-pink': { file: 'soft-ui-design-system/assets/img/team-4.jpg', width: 800, height: 800 },
  'people/woman-pink': { file: 'soft-ui-design-system/assets/img/team-1.jpg', width: 800, height: 800 },
  'people/man-orange': { file: 'soft-ui-design-system/assets/img/team-2.jpg', width: 800, height: 800 },
  'people/woman-braids': { file: 'soft-ui-design-system/assets/img/kal-visuals-square.jpg', width: 800, height: 800 },
  'people/woman-blue': { file: 'soft-ui-design-system/assets/img/marie.jpg', width: 800, height: 800 },
  'people/man-yellow-beanie': { file: 'soft-ui-design-system/assets/img/bruce-mars.jpg', width: 800, height: 800 },
  'people/woman-curls': { file: 'soft-ui-design-system/assets/img/ivana.jpg', width: 900, height: 1350 },
  'people/man-smile': { file: 'soft-ui-design-system/assets/img/charles.jpg', width: 900, height: 1200 },
  'people/man-cap': { file: 'material-kit/assets/img/faces/christian.jpg', width: 400, height: 400 },
  'people/woman-neon': { file: 'material-kit/assets/img/faces/kendall.jpg', width: 400, height: 400 },
  'people/man-stubble': { file: 'material-kit/assets/img/faces/marc.jpg', width: 400, height: 400 },
  'people/woman-forest': { file: 'material-kit/assets/img/faces/camp.jpg', width: 400, height: 400 },
  'people/woman-office': { file: 'material-kit/assets/img/faces/card-profile5-square.jpg', width: 400, height: 400 },
  'people/man-red-beard': { file: 'material-kit/assets/img/faces/card-profile1-square.jpg', width: 400, height: 400 },
  // Work and offices
  'photos/office-dark': { file: 'material-dashboard/assets/img/office-dark.jpg', width: 2100, height: 1400 },
  'photos/meeting': { file: 'material-dashboard/assets/img/meeting.jpg', width: 1567, height: 1175 },
  'photos/office-empty': { file: 'soft-ui-design-system/assets/img/nastuh.jpg', width: 1200, height: 801 },
  'photos/laptop-desk': { file: 'soft-ui-design-system/assets/img/card-2.jpg', width: 1920, height: 1371 },
  'photos/desk-from-above': { file: 'soft-ui-design-system/assets/img/card-3.jpg', width: 1920, height: 1473 },
  'photos/team-laptops': { file: 'soft-ui-design-system/assets/img/annie-spratt.jpg', width: 1920, height: 1281 },
  'photos/lounge-meeting': { file: 'soft-ui-design-system/assets/img/toa-heftiba.jpg', width: 1200, height: 1701 },
  'photos/blue-room': { file: 'soft-ui-design-system/assets/img/ivancik.jpg', width: 1200, height: 1276 },
  'photos/vr-bg': { file: 'material-dashboard/assets/img/vr-bg.jpg', width: 2170, height: 1381 },
  // Cities and landscapes
  'photos/city-night': { file: 'material-kit/assets/img/city-profile.jpg', width: 1740, height: 900 },
  'photos/city-haze': { file: 'material-kit/assets/img/city.jpg', width: 1740, height: 900 },
  'photos/skyline': { file: 'material-kit/assets/img/profile_city.jpg', width: 2900, height: 1500 },
  'photos/amsterdam': { file: 'soft-ui-design-system/assets/img/anastasia.jpg', width: 900, height: 600 },
  'photos/fog-lake': { file: 'material-kit/assets/img/bg.jpg', width: 1000, height: 517 },
  'photos/sunset-lake': { file: 'material-kit/assets/img/bg2.jpg', width: 1740, height: 900 },
  'photos/mountain-road': { file: 'material-kit/assets/img/bg3.jpg', width: 1450, height: 750 },
  'photos/snowy-peak': { file: 'material-kit/assets/img/bg7.jpg', width: 2000, height: 1339 },
  'photos/forest': { file: 'material-dashboard/assets/img/ivancik.jpg', width: 2880, height: 1920 },
  'photos/night-sky': { file: 'material-dashboard/assets/img/bg-pricing.jpg', width: 1816, height: 710 },
  'photos/canyon': { file: 'soft-ui-design-system/assets/img/blog7-1.jpg', width: 1200, height: 900 },
  'photos/coast-village': { file: 'soft-ui-design-system/assets/img/blog7-2.jpg', width: 1200, height: 900 },
  'photos/temple-lake': { file: 'soft-ui-design-system/assets/img/blog7-3.jpg', width: 1200, height: 900 },
  // Homes and interiors
  'places/bedroom': { file: 'material-dashboard/assets/img/home-decor-2.jpg', width: 1920, height: 1095 },
  'places/living-room': { file: 'material-dashboard/assets/img/home-decor-1.jpg', width: 1920, height: 1095 },
  'places/yellow-chair': { file: 'material-dashboard/assets/img/home-decor-3.jpg', width: 1920, height: 1095 },
  'places/kitchen': { file: 'material-dashboard/assets/img/bg-smart-home-1.jpg', width: 1395, height: 791 },
  'places/lounge': { file: 'material-dashboard/assets/img/bg-smart-home-2.jpg', width: 1395, height: 791 },
  'places/glass-house': { file: 'material-dashboard/assets/img/products/product-1-min.jpg', width: 800, height: 533 },
  'places/garden-house': { file: 'material-dashboard/assets/img/products/product-2-min.jpg', width: 800, height: 533 },
  'places/pool': { file: 'material-dashboard/assets/img/products/product-3-min.jpg', width: 800, height: 533 },
  'places/entrance': { file: 'material-dashboard/assets/img/products/product-4-min.jpg', width: 800, height: 533 },
  'places/modern-house': { file: 'material-dashboard/assets/img/products/product-5-min.jpg', width: 800, height: 533 },
  'places/dining-hall': { file: 'material-dashboard/assets/img/products/product-6-min.jpg', width: 800, height: 533 },
  'places/evening-house': { file: 'material-dashboard/assets/img/products/product-7-min.jpg', width: 800, height: 533 },
  'places/leather-sofa': { file: 'material-dashboard/assets/img/products/product-11.jpg', width: 1950, height: 1300 },
  // Abstract backgrounds
  'abstract/curved-blue': {
    file: 'soft-ui-design-system/assets/img/curved-images/curved-11.jpg',
    width: 800,
    height: 600,
  },
  'abstract/curved-pink': {
    file: 'soft-ui-design-system/assets/img/curved-images/curved6-small.jpg',
    width: 1920,
    height: 1095,
  },
  'abstract/curved-dark': {
    file: 'soft-ui-design-system/assets/img/curved-images/curved.jpg',
    width: 1920,
    height: 717,
  },
  'abstract/curved-teal': {
    file: 'soft-ui-design-system/assets/img/curved-images/curved14.jpg',
    width: 1001,
    height: 708,
  },
  // Illustrations
  'illustrations/sign-in': {
    file: 'material-dashboard/assets/img/illustrations/illustration-signin.jpg',
    width: 799,
    height: 910,
  },
  'illustrations/sign-up': {
    file: 'material-dashboard/assets/img/illustrations/illustration-signup.jpg',
    width: 799,
    height: 910,
  },
  'illustrations/reset': {
    file: 'material-dashboard/assets/img/illustrations/illustration-reset.jpg',
    width: 799,
    height: 910,
  },
  'illustrations/lock': {
    file: 'material-dashboard/assets/img/illustrations/illustration-lock.jpg',
    width: 800,
    height: 910,
  },
  'illustrations/verification': {
    file: 'material-dashboard/assets/img/illustrations/illustration-verification.jpg',
    width: 799,
    height: 910,
  },
  'illustrations/rocket': {
    file: 'material-dashboard/assets/img/illustrations/rocket-white.png',
    width: 1824,
    height: 1200,
  },
  // The site's own drawings
  'brand/logo': { file: './src/assets/images/logo.svg', width: 120, height: 120 },
  'logos/bluepeak': { file: './src/assets/images/logos/bluepeak.svg', width: 160, height: 48 },
  'logos/halcyon': { file: './src/assets/images/logos/halcyon.svg', width: 160, height: 48 },
  'logos/northwind': { file: './src/assets/images/logos/northwind.svg', width: 160, height: 48 },
  'partners/bluepeak': { file: './src/assets/images/partners/bluepeak.svg', width: 210, height: 60 },
  'partners/lumen-labs': { file: './src/assets/images/partners/lumen-labs.svg', width: 210, height: 60 },
  'partners/northwind': { file: './src/assets/images/partners/northwind.svg', width: 210, height: 60 },
  'partners/orbitron': { file: './src/assets/images/partners/orbitron.svg', width: 210, height: 60 },
  'partners/quayside': { file: './src/assets/images/partners/quayside.svg', width: 210, height: 60 },
  'partners/vertex-bank': { file: './src/assets/images/partners/vertex-bank.svg', width: 210, height: 60 },
  'apps/desktop': { file: './src/assets/images/apps/desktop.svg', width: 1200, height: 750 },
  'apps/phone': { file: './src/assets/images/apps/phone.svg', width: 390, height: 844 },
} as const satisfies Record<string, CatalogueImage>;

/**
 * The catalogue: the pictures above, and those uploaded in the editor (`uploads/<slug>`, stored in
 * src/assets/images/uploads/ and listed in schema/uploaded-images.json, which the editor writes).
 */
export const IMAGES = { ...KIT_IMAGES, ...UPLOADED_IMAGES } satisfies Record<string, CatalogueImage>;

export type ImageId = keyof typeof IMAGES;
export const IMAGE_IDS = Object.keys(IMAGES) as [ImageId, ...ImageId[]];

/** The ids of the catalogue's own pictures, which the JSON Schema lists. */
export const KIT_IMAGE_IDS = Object.keys(KIT_IMAGES);

/** The form of an uploaded picture's id (`uploads/office-team`), which the JSON Schema allows besides. */
export const UPLOADED_IMAGE_ID = /^uploads\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `id` names a picture of the catalogue, those added since it loaded included. */
export function isImageId(id: string): id is ImageId {
  return Object.hasOwn(IMAGES, id);
}

/**
 * Adds pictures uploaded while the editor is open to the catalogue it checks and draws with, so that
 * one can be placed at once, without reloading the editor.
 */
export function addCatalogueImages(entries: Readonly<Record<string, CatalogueImage>>): void {
  for (const [id, entry] of Object.entries(entries)) {
    if (!isImageId(id)) IMAGE_IDS.push(id as ImageId);
    Object.assign(IMAGES, { [id]: entry });
  }
}

/** Takes pictures out of the catalogue again, when the change that uploaded them is discarded. */
export function removeCatalogueImages(ids: readonly string[]): void {
  for (const id of ids) {
    if (!isImageId(id) || KIT_IMAGE_IDS.includes(id)) continue;
    delete (IMAGES as Record<string, CatalogueImage>)[id];
    IMAGE_IDS.splice(IMAGE_IDS.indexOf(id), 1);
  }
}

/** True for a vector drawing, served as it is rather than resized. */
export function isVector(id: ImageId): boolean {
  return IMAGES[id].file.endsWith('.svg');
}
