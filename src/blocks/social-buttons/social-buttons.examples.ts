import type { BlockExample } from '../example';

export const socialButtonsExamples: BlockExample<'social-buttons'>[] = [
  {
    id: 'social-labelled',
    title: 'With names',
    data: {
      type: 'social-buttons',
      buttons: [
        { network: 'github', href: 'https://github.com/' },
        { network: 'linkedin', label: 'Share' },
      ],
    },
  },
  {
    id: 'social-icons',
    title: 'Icons only, small',
    data: { type: 'social-buttons', labels: false, size: 'sm', buttons: [{ network: 'vimeo' }, { network: 'reddit' }] },
  },
];
