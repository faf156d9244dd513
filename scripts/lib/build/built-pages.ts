// Which pages a build finishes: the data pages, the pages of route modules of their own, the 404 pages.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SITE_FILES } from '../../../src/content/site-files';
import { notFoundFile } from './not-found-pages';

/** A page the build finishes: its route path, the file it came from, and its HTML file in the site. */
export interface BuiltPageFile {
  path: string;
  /** The data file, route module or (for a 404 page) site settings file it came from. */
  file: string;
  htmlFile: string;
}

/** The site settings file of the project (`pages-data/_site.ts` or one of the other names it may have), relative to `root`. */
export function siteFileOf(root: string, pagesDir: string): string {
  const file = SITE_FILES.map((name) => path.relative(root, path.join(pagesDir, name))).find((at) =>
    existsSync(path.join(root, at)),
  );
  if (file === undefined) throw new Error(`no site settings file in ${pagesDir}`);
  return file;
}

export interface BuiltPagesInput {
  client: string;
  dataPages: readonly { path: string; file: string }[];
  /** The fixed routes of src/routes.ts (`staticRoutes`); those a data page has already are left out. */
  routeModulePages: readonly { path: string; file: string }[];
  notFoundPaths: readonly string[];
  siteFile: string;
}

/** The data pages, then the route modules' pages, then the 404 pages, each with its built HTML file. */
export function builtPagesOf({
  client,
  dataPages,
  routeModulePages,
  notFoundPaths,
  siteFile,
}: BuiltPagesInput): BuiltPageFile[] {
  const dataPaths = new Set(dataPages.map((p) => p.path));
  return [
    ...dataPages.map(({ path, file }) => ({ path, file })),
    ...routeModulePages.filter((route) => !dataPaths.has(route.path)),
    ...notFoundPaths.map((at) => ({ path: at, file: siteFile })),
  ].map((page) => ({
    ...page,
    htmlFile: notFoundPaths.includes(page.path)
      ? notFoundFile(client, page.path)
      : path.join(client, page.path, 'index.html'),
  }));
}
