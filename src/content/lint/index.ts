import type { Site } from '../../../schema/site';
import type { LoadedPage, Problem } from '../load';
import { describePath } from '../report';
import { altTextFindings } from './alt-text';
import { type AnchorIndex, anchorFindings } from './anchors';
import { headingFindings } from './headings';
import { linkTextFindings } from './link-text';
import { navbarFindings } from './navbar';
import { plainHttpFindings } from './plain-http';
import type { Finding } from './walk';

/** The site settings as validated, with their file and the data as written. */
export interface LintedSite {
  file: string;
  value: Site;
  source: unknown;
}

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
  const add = (file: string, source: unknown, findings: Finding[]) => {
    for (const { path, message } of findings) {
      warnings.push({ file, path, where: describePath(path, source), message, severity: 'warning' });
    }
  };
  for (const { file, path, page, source } of pages) {
    add(file, source, [
      ...altTextFindings(page),
      ...linkTextFindings(page),
      ...(page.lint.headings ? headingFindings(page, (at) => describePath(at, source)) : []),
      ...anchorFindings(page, source, anchors, path),
      ...plainHttpFindings(page, source),
    ]);
  }
  if (site) {
    const { file, value, source } = site;
    add(file, source, [
      ...altTextFindings(value),
      ...linkTextFindings(value),
      ...anchorFindings(value, source, anchors),
      ...navbarFindings(value),
      ...plainHttpFindings(value, source, true),
    ]);
  }
  return warnings;
}
