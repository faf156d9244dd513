// The editor's preview of a page's social card: drawn on request with the build's own drawing
// (scripts/lib/build/social-card-draw.ts), from the title as it is being typed and the site as it loads now.
import path from 'node:path';
import type { ImportModule } from '../../../src/content/sources';
import { loadPartialContent } from '../../../src/content/load';
import { languageOfPath } from '../../../src/content/languages';
import { cardLookOf, pageCardText } from '../../../src/content/social-card';
import { drawCard } from '../build/social-card-draw';
import { logoDataUrl } from '../build/social-cards';
import { EditorError } from './errors';

/** The longest title the preview draws: a page title holds at most 70 characters. */
const MAX_TITLE = 300;

/** PNG bytes of the card of the page at `pagePath` with `title`, in the site's look as its settings now are. */
export async function cardPreview(
  url: URL,
  options: { dir: string; importModule: ImportModule; root?: string },
): Promise<Buffer> {
  const pagePath = url.searchParams.get('path');
  const title = url.searchParams.get('title')?.trim();
  if (!pagePath?.startsWith('/') || !title) {
    throw new EditorError('Say which page and title: /__editor/card?path=/pages/company/pricing&title=Pricing');
  }
  if (title.length > MAX_TITLE) throw new EditorError(`A title holds at most ${MAX_TITLE} characters.`);
  const { partial } = await loadPartialContent((file) => options.importModule(path.resolve(file)), options.dir);
  const content = partial.content;
  if (!content) throw new EditorError('The site settings must load before the card can be drawn: fix them first.');
  const language = languageOfPath(pagePath, content.languages);
  const text = pageCardText(content, {
    path: pagePath,
    title,
    language: language.prefix ? language.code : undefined,
  });
  // The fonts and the logo are the project's, where the editor runs.
  const root = options.root ?? process.cwd();
  return drawCard(text, cardLookOf(content.site.theme, await logoDataUrl(content.site.brand.logo.src, root)), root);
}
