import type { Site } from '../../../schema/site';
import type { LoadedPage } from '../loaded-page';
import type { Problem } from '../problem';
import { describePath } from '../report';
import { altTextFindings } from './alt-text';
import { type AnchorIndex, anchorFindings } from './anchors';
import { headingFindings } from './headings';
import { linkTextFindings } from './link-text';
import { navbarFindings } from './navbar';
import { plainHttpFindings } from './plain-http';
import { structuredFindings } from './structured';
import { structuredRepeatFindings } from './structured-once';
import type { Finding } from './walk';

/** The site settings as validated, with their file and the data as written. */
export interface LintedSite {
  file: string;
  value: Site;
  source: unknown;
}

/** The warnings of one kind shown for one file; past them, one more warning counts the rest. */
export const WARNINGS_PER_CHECK = 5;

/**
 * Content lint: what is valid data but reads badly or leads nowhere, reported as warnings (`npm run
 * validate` exits 0 on them unless `--strict`). Each check reads the validated data, so it sees
 * what the blocks draw, defaults included; a warning's path points into the data as written.
 */
export function lintContent(
  pages: readonly LoadedPage[],
  site: LintedSite | undefined,
  anchors: AnchorIndex,
): Problem[] {
  const warnings: Problem[] = [];
  // Each check's warnings for one file, the first few of them: a page that repeats one mistake a
  // thousand times gets a handful of warnings and a count, not a thousand.
  const add = (file: string, source: unknown, checks: Finding[][]) => {
    for (const findings of checks) {
      const shown = findings.slice(0, WARNINGS_PER_CHECK);
      for (const { path, message } of shown) {
        warnings.push({ file, path, where: describePath(path, source), message, severity: 'warning' });
      }
      const more = findings.length - shown.length;
      if (more > 0) {
        const { path } = findings[shown.length]!;
        warnings.push({
          file,
          path,
          where: describePath(path, source),
          message: `and ${more} more warning${more === 1 ? '' : 's'} like the ${shown.length} above, from here on in this file: fix those, and validate again to see the rest.`,
          severity: 'warning',
        });
      }
    }
  };
  const repeats = structuredRepeatFindings(pages);
  for (const entry of pages) {
    const { file, path, page, source } = entry;
    add(file, source, [
      altTextFindings(page),
      linkTextFindings(page),
      page.lint.headings ? headingFindings(page, (at) => describePath(at, source)) : [],
      anchorFindings(page, source, anchors, path),
      plainHttpFindings(page, source),
      structuredFindings(page),
      repeats.get(entry) ?? [],
    ]);
  }
  if (site) {
    const { file, value, source } = site;
    add(file, source, [
      altTextFindings(value),
      linkTextFindings(value),
      anchorFindings(value, source, anchors),
      navbarFindings(value),
      plainHttpFindings(value, source, true),
    ]);
  }
  return warnings;
}
