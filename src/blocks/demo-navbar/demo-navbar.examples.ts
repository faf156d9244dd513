import type { BlockExample } from '../example';

// Spec §2: the demo header links Home, About Us and Contact Us, here pointed at the home page's sections.
const links = [
  { label: 'Home', href: { route: 'presentation' } },
  { label: 'About Us', href: { route: 'presentation', hash: '#secOurService' } },
  { label: 'Contact Us', href: { route: 'presentation', hash: '#secContactUs' } },
];

export const demoNavbarExamples: BlockExample<'demo-navbar'>[] = [
  {
    id: 'navbar-dark',
    title: 'Dark navbar',
    data: {
      type: 'demo-navbar',
      label: 'Dark navbar',
      brand: { text: 'Brightline', href: { route: 'presentation' } },
      links,
      variant: 'dark',
    },
  },
  {
    id: 'navbar-light',
    title: 'Light navbar with Buy Now',
    data: {
      type: 'demo-navbar',
      label: 'Light navbar',
      brand: { text: 'Brightline', href: { route: 'presentation' } },
      links,
      action: { label: 'Buy Now', href: { route: 'presentation' }, size: 'sm' },
    },
  },
];
