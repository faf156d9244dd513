import { didYouMean } from '../../../schema/suggest';
import type { DataPath } from '../problem';
import { routeKey, siteTarget } from '../site-links';
import { type Finding, valueAt, walkObjects } from './walk';

/** Route path → the anchor ids its page's data declares (block and sample `id`s, article section ids). */
export type AnchorIndex = ReadonlyMap<string, ReadonlySet<string>>;

function idsHint(ids: ReadonlySet<string>): string {
  if (ids.size === 0) return ' It has none: give the block the link should land on an `id`.';
  if (ids.size > 8) return '';
  return ` Its ids: ${[...ids].join(', ')}.`;
}

/**
 * Links to `#id`, `/path#id` or `{ route, hash }` whose page declares no such id in its data. The
 * build checks the same on the finished pages (scripts/lib/build/check-links.ts); this says so before one.
 * `here` is the page the links are on; a settings link (`here` undefined) is on every page, so its
 * bare `#id` is left to the build.
 */
export function anchorFindings(data: unknown, source: unknown, anchors: AnchorIndex, here?: string): Finding[] {
  const findings: Finding[] = [];
  walkObjects(data, (node, path) => {
    for (const [key, href] of Object.entries(node)) {
      if (!/href$/i.test(key) || typeof href !== 'string') continue;
      if (here === undefined && href.startsWith('#')) continue;
      const target = siteTarget(href, here ?? '/');
      const ids = target?.id ? anchors.get(target.path) : undefined;
      if (!target || !ids || ids.has(target.id)) continue;
      const at: DataPath = [...path, key];
      const written = valueAt(source, at);
      const on = here !== undefined && target.path === routeKey(here) ? 'this page' : target.path;
      findings.push({
        // A `{ route, hash }` link is reported at its hash.
        path: written && typeof written === 'object' && 'hash' in written ? [...at, 'hash'] : at,
        message: `the link "${href}" points at "#${target.id}", which is no id on ${on}.${didYouMean(target.id, ids)}${idsHint(ids)}`,
      });
    }
  });
  return findings;
}
