import { isImageId } from '../../../schema/images';
import type { ImageUse } from '../../../src/editor/client';

/**
 * Where each catalogue picture is shown, for the editor's image picker: each page path with the alt
 * text it is shown with there (`''` when decorative or a logo named beside it), in page order.
 */
export function imageUses(pages: readonly { path: string; page: unknown }[]): Record<string, ImageUse[]> {
  const uses: Record<string, ImageUse[]> = {};
  const walk = (value: unknown, path: string, depth: number): void => {
    if (depth > 32 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, path, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && isImageId(record.src)) {
      const list = (uses[record.src] ??= []);
      const alt = typeof record.alt === 'string' ? record.alt : '';
      if (!list.some((use) => use.page === path && use.alt === alt)) list.push({ page: path, alt });
    }
    for (const [key, child] of Object.entries(record)) if (key !== 'src') walk(child, path, depth + 1);
  };
  for (const { path, page } of pages) walk(page, path, 0);
  return uses;
}
