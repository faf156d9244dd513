import { hydrateRoot } from 'react-dom/client';
import { Blocks } from '../render/blocks';
import { type IslandData, IslandTree } from '../render/island-tree';
import { ISLAND_TAG } from '../render/island-names';
import type { IconGlyph } from '../ui/icon';

/**
 * Loaded by the islands script (`islands.tsx`) once the page is idle: it hydrates each island (an
 * element the prerender marked `data-island`) as a React root of its own, from the data it carries.
 * The rest of the page stays the prerendered HTML. A block that needs the browser inside an island is
 * drawn in place by that island (`Island` renders no element of its own there), so islands never nest.
 */
export function hydrateIslands(pageIcons: Readonly<Record<string, IconGlyph>>): void {
  for (const element of document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island]`)) {
    const { prefix, icons, ...data } = JSON.parse(element.dataset.island!) as IslandData;
    hydrateRoot(element, <IslandTree data={data} icons={icons ?? pageIcons} renderer={Blocks} />, {
      identifierPrefix: prefix,
      onRecoverableError(error) {
        console.error('An island did not match its prerendered HTML:', error);
      },
    });
  }
}
