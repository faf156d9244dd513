import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

const brand = {
  name: '{company.name}',
  logo: { src: 'brand/logo' as const, alt: '' },
  href: { route: 'presentation' },
};
const socials = [
  { network: 'facebook', href: 'https://www.facebook.com' },
  { network: 'twitter', href: 'https://twitter.com' },
  { network: 'github', href: 'https://github.com' },
  { network: 'linkedin', href: 'https://www.linkedin.com' },
] as const;
const company = {
  name: 'Company',
  items: [
    { name: 'Home', href: { route: 'presentation' } },
    { name: 'Solutions', href: { route: 'presentation', hash: '#secSolution' } },
    { name: 'Our Service', href: { route: 'presentation', hash: '#secOurService' } },
  ],
};
const resources = {
  name: 'Resources',
  items: [
    { name: 'Buttons', href: { route: 'el-buttons' } },
    { name: 'Typography', href: { route: 'el-typography' } },
    { name: 'Navbars', href: { route: 'navigation-navbars' } },
  ],
};
const help = {
  name: 'Help & Support',
  items: [
    { name: 'Contact Us', href: { route: 'presentation', hash: '#secContactUs' } },
    { name: 'Email support', href: 'mailto:{supportEmail}' },
  ],
};
const legal = { name: 'Legal', items: [{ name: 'Privacy Policy', href: { route: 'privacy' } }] };

export default definePage({
  name: 'pagesections-footers',
  meta: {
    title: 'Footers – Page Sections',
    description: 'Page footers with the brand, social links, menus and the copyright line.',
  },
  nav: { title: 'Footers', order: 12 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'footer-1',
      title: 'Footer with menus in columns',
      blocks: [
        {
          type: 'footer-section',
          label: 'Site footer with columns',
          brand: { ...brand, description: 'IT consulting and software development, founded in 2024.' },
          socials: [...socials],
          menus: [company, resources, help, legal],
          copyright: '© 2024 {company.name}. All rights reserved.',
        },
      ],
    },
    {
      type: 'sample',
      id: 'footer-2',
      title: 'Centred footer',
      blocks: [
        {
          type: 'footer-section',
          label: 'Centred site footer',
          brand,
          socials: [...socials],
          menus: [company, legal],
          copyright: '© 2024 {company.name}. All rights reserved.',
          variant: 'centered',
        },
      ],
    },
    {
      type: 'sample',
      id: 'footer-3',
      title: 'Dark footer',
      blocks: [
        {
          type: 'footer-section',
          label: 'Dark site footer',
          brand: { ...brand, description: 'Releases every two to three weeks, support around the clock.' },
          socials: [...socials],
          menus: [company, help, legal],
          copyright: '© 2024 {company.name}. All rights reserved.',
          variant: 'dark',
        },
      ],
    },
  ],
});
