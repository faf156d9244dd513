import { definePage } from '../../schema';
import { blockExamples } from '../../src/blocks/examples';

// Every sample of every block on one page, for the end-to-end and accessibility tests. Not linked,
// not in the sitemap, and marked noindex.
export default definePage({
  meta: { title: 'All block samples (test fixture)', description: 'Every block sample, for automated tests.' },
  index: false,
  // Whole-page blocks (article, sign-in, a hero) each bring their h1: the page is no one document.
  lint: { headings: false },
  blocks: Object.values(blockExamples)
    .flat()
    .map((example) => ({ ...example.data, id: example.data.id ?? example.id })),
});
