import { createContext, useContext, useMemo } from 'react';
import { type Block as BlockData, type BlockDataInput, blockUnionSchema } from '../../schema/blocks';
import { withParseContext } from '../../schema/context';
import { flattenIssues, pageErrorMap } from '../../schema/errors';
import { describePath } from '../content/report';
import { Blocks } from './blocks';

const RouteNames = createContext<ReadonlyMap<string, string>>(new Map());

/** Route names (`{ route: "privacy" }`) that `<Block>` props may use, name → path. */
export const RouteNamesProvider = RouteNames.Provider;

function parse(props: BlockDataInput, routes: ReadonlyMap<string, string>): BlockData {
  const result = withParseContext({ routes, icons: new Set() }, () =>
    blockUnionSchema.safeParse(props, { error: pageErrorMap, reportInput: true }),
  );
  if (result.success) return result.data as BlockData;
  const problems = flattenIssues(result.error.issues).map((issue) => {
    const where = describePath(
      issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
      props,
    );
    return `  ${where || '(block)'}: ${issue.message}`;
  });
  throw new Error(`<Block type="${props.type}"> has props that do not fit its schema:\n${problems.join('\n')}`);
}

/**
 * A block drawn from JSX, as a developer writes it: `<Block type="alert" color="warning" … />`. The
 * props are the block's data, checked and completed (defaults) by its schema, then drawn through the
 * registry like page data. The showcase's Code tab generates exactly this.
 */
export function Block(props: BlockDataInput) {
  const routes = useContext(RouteNames);
  const block = useMemo(() => parse(props, routes), [props, routes]);
  return <Blocks blocks={[block]} />;
}
