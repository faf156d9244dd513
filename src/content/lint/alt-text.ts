import { describeValue } from '../../../schema/errors';
import { IMAGES, type ImageId } from '../../../schema/images';
import { type Finding, normalized, walkObjects } from './walk';

/** Words that only say there is a picture. */
const NAMES_OF_PICTURES = new Set(
  [
    'alt',
    'alt text',
    'avatar',
    'background',
    'banner',
    'graphic',
    'icon',
    'image',
    'img',
    'logo',
    'photo',
    'photograph',
    'pic',
    'picture',
    'placeholder',
    'portrait',
    'screenshot',
    'thumbnail',
    'untitled',
  ].flatMap((word) => [word, `${word}s`, `an ${word}`, `a ${word}`, `the ${word}`, `${word} of`]),
);

/** What cameras and tools call files: `IMG_0042`, `DSC01234`, `photo-3`, `image.png`. */
const FILE_LIKE =
  /^(img|image|photo|pic|picture|dsc[nf]?|screenshot|untitled|file|scan)[\s_-]*\d+$|\.(jpe?g|png|gif|webp|avif|svg)$/i;

/** Why `alt` says nothing about the picture `src`, or undefined when it may. */
function emptyReason(alt: string, src: string): string | undefined {
  if (alt === '') return undefined;
  if (alt.trim() === '') return 'is only spaces';
  const text = normalized(alt);
  if (text === '') return 'holds no words';
  if (NAMES_OF_PICTURES.has(text)) return 'only says there is a picture';
  if (FILE_LIKE.test(alt.trim())) return 'is a file name';
  const file = IMAGES[src as ImageId]?.file ?? '';
  const base = file.slice(file.lastIndexOf('/') + 1);
  // Only names that read as names of files (`woman-auburn`, `team-1`): a logo's id may be its word.
  const names = [src, src.slice(src.lastIndexOf('/') + 1), base, base.replace(/\.[^.]+$/, '')];
  const copied = names.some((name) => /[-_/.\d]/.test(name) && name.toLowerCase() === alt.trim().toLowerCase());
  return copied ? "is the image's id or file name" : undefined;
}

/**
 * Pictures whose alt text tells a screen reader nothing: a word for "picture", a file name, the
 * image's id, only spaces. `""` is left alone: it marks a decorative picture on purpose.
 */
export function altTextFindings(data: unknown): Finding[] {
  const findings: Finding[] = [];
  walkObjects(data, (node, path) => {
    const { src, alt } = node;
    if (typeof src !== 'string' || typeof alt !== 'string') return;
    const reason = emptyReason(alt, src);
    if (!reason) return;
    findings.push({
      path: [...path, 'alt'],
      message: `the alt text ${describeValue(alt)} ${reason}: say what the picture shows (who, what, the text in it), or write "" if it is only decoration.`,
    });
  });
  return findings;
}
