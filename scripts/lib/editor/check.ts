import { withParseContext } from '../../../schema/context';
import { flattenIssues, pageErrorMap } from '../../../schema/errors';
import { pageSchema } from '../../../schema/page';
import { describePath } from '../../../src/content/report';

/**
 * The first thing the page schema rejects in `data`, as `npm run validate` words it, or undefined. Links
 * to other pages by name need the whole site and are left to the full validation.
 */
export function schemaProblem(data: unknown): string | undefined {
  const context = { routes: new Map<string, string>(), icons: new Set<string>(), routesIncomplete: true };
  const result = withParseContext(context, () => pageSchema.safeParse(data, { error: pageErrorMap }));
  const [issue] = result.success ? [] : flattenIssues(result.error.issues);
  if (!issue) return undefined;
  const at = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
  return `${describePath(at, data)}: ${issue.message}`;
}
