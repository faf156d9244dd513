import type { Page } from '../../schema/page';
import type { RouteFile } from './files';

/** One page of the site, read and checked. */
export interface LoadedPage extends RouteFile {
  /** The page's language when it is not the default one (its folder's): `de`. */
  language?: string;
  page: Page;
  /** Icon names the page's data uses. */
  icons: string[];
  /** The page as written, `{settings}` placeholders and all: the showcase's Code tab is generated from it. */
  source: unknown;
}
