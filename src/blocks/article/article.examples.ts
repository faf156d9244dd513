import type { BlockExample } from '../example';

export const articleExamples: BlockExample<'article'>[] = [
  {
    id: 'article-policy',
    title: 'Policy with numbered sections',
    data: {
      type: 'article',
      title: 'Terms of Use',
      subtitle: 'Effective date: 1 September 2025',
      intro: ['These terms govern your use of the app.'],
      sections: [
        {
          heading: 'Your account',
          body: [
            { list: ['Keep your password safe.', [{ bold: 'One person' }, ' per account.']] },
            [
              'You may ',
              {
                text: 'close your account',
                alert: ['Email ', { text: 'help@example.com', href: 'mailto:help@example.com' }],
              },
              ' at any time.',
            ],
          ],
        },
        { heading: 'Contact', body: [['Read our ', { text: 'privacy policy', href: { route: 'privacy' } }, '.']] },
      ],
    },
  },
];
