import type { BlockExample } from '../example';

export const breadcrumbsExamples: BlockExample<'breadcrumbs'>[] = [
  {
    id: 'breadcrumbs-three',
    title: 'Three entries',
    data: {
      type: 'breadcrumbs',
      label: 'Breadcrumb to the privacy policy',
      items: [
        { label: 'Home', href: { route: 'presentation' } },
        { label: 'Legal', href: '/privacy' },
        { label: 'Privacy' },
      ],
    },
  },
];
