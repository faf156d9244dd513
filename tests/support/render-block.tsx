import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { blockSchemas, type BlockInput, type BlockProps, type BlockType } from '../../schema/blocks';
import { withParseContext } from '../../schema/context';
import { iconPaths } from '../../src/content/icons';
import { Blocks } from '../../src/render/blocks';
import { BlockRenderer } from '../../src/ui/child-blocks';
import { type IconGlyph, IconProvider } from '../../src/ui/icon';

/** Route names the test data may link to. */
export const TEST_ROUTES = new Map([
  ['presentation', '/'],
  ['privacy', '/privacy'],
  ['el-tables', '/sections/elements/tables'],
  ['pricing', '/pages/company/pricing'],
]);

/**
 * Parses block data as the build does, returning the props of its block type (`BlockProps<'hero'>` for
 * hero data) and the icons it uses.
 */
export function parseBlock<T extends BlockType>(
  data: BlockInput<T> & { type: T },
): { block: BlockProps<T>; icons: Record<string, IconGlyph> } {
  const used = new Set<string>();
  const schema = blockSchemas[data.type as T];
  // `data.type` tells which schema parses it, and so the props' type; TypeScript cannot narrow on a generic.
  const block = withParseContext({ routes: TEST_ROUTES, icons: used }, () => schema.parse(data)) as BlockProps<T>;
  return { block, icons: iconPaths(used) };
}

/** Renders `element` inside a router at `/` with the given icons, and the renderer blocks draw blocks with. */
export function renderWithSite(element: ReactElement, icons: Record<string, IconGlyph> = {}) {
  const inSite = (
    <IconProvider value={icons}>
      <BlockRenderer value={Blocks}>{element}</BlockRenderer>
    </IconProvider>
  );
  const router = createMemoryRouter([{ path: '*', element: inSite }]);
  return render(<RouterProvider router={router} />);
}
