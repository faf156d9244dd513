import type { BlockExample } from '../example';

// Spec §4: the about page's rotating word and the page header sample's.
export const typedTextExamples: BlockExample<'typed-text'>[] = [
  {
    id: 'typed-about',
    title: 'Typed word (about page)',
    data: { type: 'typed-text', before: 'Work with an amazing', words: ['team', 'design', 'tool'] },
  },
  {
    id: 'typed-header',
    title: 'Typed words (page header)',
    data: {
      type: 'typed-text',
      before: 'Our experts are great at',
      words: ['web development', 'mobile development', 'web design'],
      after: '.',
    },
  },
];
