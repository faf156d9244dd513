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
  {
    id: 'social-share',
    title: 'Share buttons with a heading, centred',
    data: {
      type: 'social-buttons',
      title: 'Share this article',
      align: 'center',
      buttons: [
        {
          network: 'facebook',
          href: 'https://www.facebook.com/sharer/sharer.php?u=https://www.brightline-software.example/',
        },
        {
          network: 'linkedin',
          href: 'https://www.linkedin.com/sharing/share-offsite/?url=https://www.brightline-software.example/',
        },
      ],
    },
  },
];
