import type { Font } from 'satori';

/** PNG bytes of `tree` drawn at `width` × `height` in `fonts` (satori's font list, files read). */
export function paintCard(tree: unknown, fonts: Font[], width: number, height: number): Promise<Buffer>;
