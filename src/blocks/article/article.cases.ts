import type { BlockInput } from '../../../schema/blocks';
import type { InvalidBlockCase } from '../example';

const article: BlockInput<'article'> = {
  type: 'article',
  title: 'Terms',
  sections: [{ heading: 'One', body: ['Text.'] }],
};

export const articleInvalidCases: InvalidBlockCase<'article'>[] = [
  {
    name: 'no sections',
    data: { ...article, sections: [] },
    path: ['sections'],
  },
  {
    name: 'a number as a paragraph',
    data: { ...article, sections: [{ heading: 'One', body: [42] }] },
    path: ['sections', 0, 'body', 0],
    message: 'expected a string, a list or an object, found 42',
  },
  {
    name: 'an empty bold piece',
    data: { ...article, sections: [{ heading: 'One', body: [[{ bold: '' }]] }] },
    path: ['sections', 0, 'body', 0, 0, 'bold'],
  },
];
