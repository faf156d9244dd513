import type { ImageId } from '../schema/images';

/** The people the demo pages and samples name, each with one portrait from the catalogue. */
export const PORTRAITS = {
  'Amara Okafor': 'people/woman-braids',
  'Daniel Kim': 'people/man-sunglasses',
  'Elena Petrova': 'people/woman-blonde',
  'Lukas Weber': 'people/man-beard-glasses',
  'Noah Fischer': 'people/man-profile',
  'Priya Nair': 'people/woman-glasses',
  'Sofia Marin': 'people/woman-auburn',
  'Tomas Rivera': 'people/man-stubble',
  'Mathew Glock': 'people/man-red-beard',
  'Nick Willever': 'people/man-cap',
} as const satisfies Record<string, ImageId>;

export type Person = keyof typeof PORTRAITS;

/** A person's portrait; `alt` stays empty where their name is written beside it. */
export const portrait = (person: Person, alt = '') => ({ src: PORTRAITS[person], alt });
