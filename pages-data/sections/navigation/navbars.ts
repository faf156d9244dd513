import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

// Spec §2: the demo header links Home, About Us and Contact Us are placeholders; here they reach the
// home page and its sections.
const brand = { text: 'Brightline', href: { route: 'presentation' } };
const links = [
  { label: 'Home', href: { route: 'presentation' } },
  { label: 'About Us', href: { route: 'presentation', hash: '#secOurService' } },
  { label: 'Contact Us', href: { route: 'presentation', hash: '#secContactUs' } },
];

export default definePage({
  name: 'navigation-navbars',
  meta: {
    title: 'Navbars – Navigation',
    description: 'Navigation bars in dark, light, transparent and frosted-glass looks, collapsing on small screens.',
  },
  nav: { title: 'Navbars', order: 1 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'navbar-dark',
      title: 'Dark navbar',
      blocks: [{ type: 'demo-navbar', label: 'Dark navbar', brand, links, variant: 'dark' }],
    },
    {
      type: 'sample',
      id: 'navbar-light',
      title: 'Light navbar with a button',
      blocks: [
        {
          type: 'demo-navbar',
          label: 'Light navbar',
          brand,
          links,
          action: { label: 'Buy Now', href: { route: 'el-buttons' }, size: 'sm' },
          variant: 'light',
        },
      ],
    },
    {
      type: 'sample',
      id: 'navbar-transparent',
      title: 'Transparent navbar over a picture',
      blocks: [
        {
          type: 'hero',
          image: { src: 'photos/city-haze', alt: '' },
          title: 'A bar that lets the picture show',
          level: 'h2',
          minHeight: '50vh',
          fullWidth: false,
          navbar: { label: 'Transparent navbar', brand, links, variant: 'transparent' },
        },
      ],
    },
    {
      type: 'sample',
      id: 'navbar-blur',
      title: 'Sticky frosted-glass navbar',
      height: 420,
      blocks: [
        {
          type: 'demo-navbar',
          label: 'Frosted navbar',
          brand,
          links,
          action: { label: 'Buy Now', href: { route: 'el-buttons' }, size: 'sm' },
          variant: 'blur',
          sticky: true,
        },
        {
          type: 'hero',
          image: { src: 'photos/mountain-road', alt: '' },
          title: 'Scroll inside this frame',
          level: 'h2',
          description: 'The bar stays on top and blurs the picture passing under it.',
          minHeight: '75vh',
          fullWidth: false,
        },
      ],
    },
  ],
});
