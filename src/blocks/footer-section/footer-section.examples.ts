import type { BlockExample } from '../example';

const brand = {
  name: 'Brightline',
  logo: { src: 'brand/logo' as const, alt: '' },
  href: { route: 'presentation' },
};

export const footerSectionExamples: BlockExample<'footer-section'>[] = [
  {
    id: 'footer-columns',
    title: 'Footer with menus in columns',
    data: {
      type: 'footer-section',
      label: 'Footer with columns',
      brand: { ...brand, description: 'IT consulting and software development since 2024.' },
      socials: [
        { network: 'github', href: 'https://github.com' },
        { network: 'linkedin', href: 'https://www.linkedin.com' },
      ],
      menus: [
        {
          name: 'Company',
          items: [
            { name: 'Our Service', href: { route: 'presentation', hash: '#secOurService' } },
            { name: 'Contact Us', href: { route: 'presentation', hash: '#secContactUs' } },
          ],
        },
        { name: 'Legal', items: [{ name: 'Privacy Policy', href: { route: 'privacy' } }] },
      ],
      copyright: '© 2024 Brightline. All rights reserved.',
    },
  },
  {
    id: 'footer-centered',
    title: 'Centred footer',
    data: {
      type: 'footer-section',
      label: 'Centred footer',
      brand,
      menus: [{ name: 'Links', items: [{ name: 'Privacy Policy', href: { route: 'privacy' } }] }],
      copyright: '© 2024 Brightline.',
      variant: 'centered',
    },
  },
];
