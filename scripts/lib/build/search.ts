// On-site search: Pagefind indexes the published pages, each language apart, into /pagefind/, which a
// page loads only once its search opens.
import path from 'node:path';
import type { Content } from '../../../src/content/load';
import { groupOf } from '../../../src/layout/page-title';
import { sitePath } from '../../../src/ui/site-path';
import { type SearchPage, writeSearchIndex } from './search-index';
import { BuildStepError, messageOf } from './step';

export interface SearchInput {
  client: string;
  content: Pick<Content, 'pages' | 'navigation' | 'translated'>;
  base: string;
  /** Pages never published (the test pages), which are not indexed. */
  unpublished: (file: string) => boolean;
}

/**
 * The pages search finds: the data pages that do not say `index: false`, but the test pages (never the
 * 404 pages or the redirects), each with its menu title and the menu group it is in, in its language.
 */
export function searchPagesOf({ client, content, base, unpublished }: SearchInput): SearchPage[] {
  return content.pages
    .filter((p) => p.page.index && !unpublished(p.file))
    .map((p) => {
      const { navigation } = (p.language ? content.translated[p.language] : undefined) ?? content;
      return {
        file: path.join(client, p.path, 'index.html'),
        url: sitePath(p.path, base),
        title: p.page.nav?.title ?? p.page.meta.title,
        group: groupOf(navigation, p.path)?.heading,
      };
    });
}

/** Writes the search index of `searchPagesOf`'s pages; returns how many it indexed. */
export async function indexForSearch(input: SearchInput): Promise<number> {
  const pages = searchPagesOf(input);
  try {
    await writeSearchIndex(input.client, pages);
  } catch (error) {
    throw new BuildStepError(`the search index could not be written: ${messageOf(error)}`);
  }
  return pages.length;
}
