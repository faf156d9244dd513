import { defineSite } from '../schema';

// Site-wide settings. Any text in a page can use them as `{supportEmail}`, `{company.name}`,
// `{company.registrationNumber}` and so on.
export default defineSite({
  company: {
    name: 'Brightline Software',
    registrationNumber: '15391842',
    founded: 2024,
    providerUrl: 'https://www.brightline-software.example/',
  },
  supportEmail: 'support@brightline-software.example',
  siteUrl: 'https://www.brightline-software.example',
  // English at the root; German under /de/, from pages-data/de/ (its site-wide texts in pages-data/de/_site.ts).
  languages: [{ code: 'de', name: 'Deutsch' }],
  // The look: each colour is checked for contrast with the text drawn on it when the site is validated.
  theme: {
    colors: {
      primary: '#1a73e8',
      secondary: '#5c6278',
      info: '#00838f',
      success: '#2e7d32',
      warning: '#b85c00',
      danger: '#d32f2f',
      light: '#f0f2f5',
      dark: '#344767',
    },
    font: 'Roboto',
    headingFont: 'Roboto',
    radius: 'medium',
    shadows: 'raised',
  },
  brand: {
    logo: { src: 'brand/logo', alt: '' },
    href: { route: 'presentation' },
    mobileHref: '/',
  },
  navbar: {
    registrationLine: 'Company No. {company.registrationNumber}',
    links: [
      { label: 'Our Service', href: { route: 'presentation', hash: '#secOurService' }, hideOn: [{ route: 'privacy' }] },
      { label: 'Solutions', href: { route: 'presentation', hash: '#secSolution' }, hideOn: [{ route: 'privacy' }] },
      { label: 'Contact Us', href: { route: 'presentation', hash: '#secContactUs' }, hideOn: [{ route: 'privacy' }] },
      { label: 'Privacy Policy', href: { route: 'privacy' } },
    ],
  },
  footer: {
    description:
      'IT consulting and software development: we plan, build, test and run the software your business depends on.',
    menus: ['/pages/company', '/pages/support', '/sections', '/authentication'],
    socials: [
      { network: 'linkedin', href: 'https://www.linkedin.com/company/brightline-software' },
      { network: 'github', href: 'https://github.com/brightline-software' },
      { network: 'twitter', href: 'https://x.com/brightlinesw' },
      { network: 'youtube', href: 'https://www.youtube.com/@brightline-software' },
    ],
    rights: 'All rights reserved.',
    copyright: '© 2024 {company.name}',
    links: [
      { label: '{company.name}', href: '{siteUrl}/' },
      { label: 'Privacy Policy', href: { route: 'privacy' } },
    ],
  },
});
