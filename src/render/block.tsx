import { Suspense, use, useMemo } from 'react';
import { iconGlyphs, routeNames } from 'virtual:block-context';
import { type Block as BlockData, type BlockDataInput, blockUnionSchema } from '../../schema/blocks';
import { withParseContext } from '../../schema/context';
import { flattenIssues, pageErrorMap } from '../../schema/errors';
import { describePath } from '../content/report';
import { IconProvider, type IconGlyph } from '../ui/icon';
import { Blocks } from './blocks';
import { IslandsCarryIcons } from './island';

function parse(props: BlockDataInput): { block: BlockData; icons: string[] } {
  const icons = new Set<string>();
  const result = withParseContext({ routes: routeNames, icons }, () =>
    blockUnionSchema.safeParse(props, { error: pageErrorMap, reportInput: true }),
  );
  if (result.success) return { block: result.data as BlockData, icons: [...icons].sort() };
  const problems = flattenIssues(result.error.issues).map((issue) => {
    const where = describePath(
      issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
      props,
    );
    return `  ${where || '(block)'}: ${issue.message}`;
  });
  throw new Error(`<Block type="${props.type}"> has props that do not fit its schema:\n${problems.join('\n')}`);
}

function Parsed({ block, icons }: { block: BlockData; icons: string[] }) {
  const found = iconGlyphs(icons);
  const glyphs: Record<string, IconGlyph> = found instanceof Promise ? use(found) : found;
  return (
    <IconProvider value={glyphs}>
      <IslandsCarryIcons value>
        <Blocks blocks={[block]} />
      </IslandsCarryIcons>
    </IconProvider>
  );
}

/**
 * A block drawn from JSX, as a developer writes it: `<Block type="alert" color="warning" … />`, in any
 * route module or component, with no provider around it. The props are the block's data, checked and
 * completed (defaults) by its schema, then drawn through the registry like page data; its links may
 * name routes and its icons are found by name (`virtual:block-context`). The showcase's Code tab
 * generates exactly this. Zod runs where `<Block>` renders: at build time, and in the browser only
 * while developing, so no built page ships it.
 */
export function Block(props: BlockDataInput) {
  const parsed = useMemo(() => parse(props), [props]);
  return (
    <Suspense>
      <Parsed {...parsed} />
    </Suspense>
  );
}
