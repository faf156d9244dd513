import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { blockSchemas, type Block, type BlockDataInput } from '../../schema/blocks';
import { withParseContext } from '../../schema/context';
import { iconPaths } from '../../src/content/icons';
import { type IconGlyph, IconProvider } from '../../src/ui/icon';

/** Route names the test data may link to. */
export const TEST_ROUTES = new Map([
  ['presentation', '/'],
  ['privacy', '/privacy'],
  ['el-tables', '/sections/elements/tables'],
]);

/** Parses block data as the build does, returning the props and the icons it uses. */
export function parseBlock(data: BlockDataInput): { block: Block; icons: Record<string, IconGlyph> } {
  const used = new Set<string>();
  const block = withParseContext({ routes: TEST_ROUTES, icons: used }, () =>
    blockSchemas[data.type].parse(data),
  ) as Block;
  return { block, icons: iconPaths(used) };
}

/** Renders `element` inside a router at `/` with the given icons. */
export function renderWithSite(element: ReactElement, icons: Record<string, IconGlyph> = {}) {
  const router = createMemoryRouter([{ path: '*', element: <IconProvider value={icons}>{element}</IconProvider> }]);
  return render(<RouterProvider router={router} />);
}
