import type { ImageData } from '../../schema/primitives';
import { Img } from './image';

/** Up to two initials of a name: "Sofia Marin" → "SM". */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => word[0]!.toLocaleUpperCase()).join('');
}

/**
 * A person's round portrait; with no photo, their initials on a colour, in the page's font. The
 * name is written beside it, so the initials are hidden from assistive technology.
 */
export function Avatar({ image, name, className = 'avatar' }: { image?: ImageData; name: string; className?: string }) {
  if (image) return <Img className={className} image={image} slot="avatar" />;
  return (
    <span className={`${className} avatar-initials`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
