import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

const brand = { text: 'Brightline', href: { route: 'presentation' } };

export default definePage({
  name: 'pagesections-page-headers',
  meta: {
    title: 'Page Headers – Page Sections',
    description: 'Headers over a background image: plain, with typed rotating words, and with a navbar.',
  },
  nav: { title: 'Page Headers', order: 1 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'page-headers-image',
      title: 'Header with a background image',
      blocks: [
        {
          type: 'hero',
          image: { src: 'photos/mountain-road', alt: '' },
          title: 'Your next product starts here',
          level: 'h2',
          description: 'We plan, build, test and run the software your business depends on.',
          actions: [
            { label: 'Get Started', href: { route: 'presentation' }, color: 'white', variant: 'contained' },
            {
              label: 'Our services',
              href: { route: 'presentation', hash: '#secOurService' },
              color: 'white',
              variant: 'outline',
            },
          ],
          minHeight: '50vh',
          fullWidth: false,
        },
      ],
    },
    {
      type: 'sample',
      id: 'page-headers-typed',
      title: 'Header with typed rotating words',
      blocks: [
        {
          type: 'hero',
          image: { src: 'photos/office-dark', alt: '' },
          title: 'Our experts are great at',
          level: 'h2',
          // Spec §4: the header's typed words.
          typed: { words: ['web development', 'mobile development', 'web design'] },
          description: 'Tell us what you need and we will put the right team on it.',
          minHeight: '50vh',
          fullWidth: false,
        },
      ],
    },
    {
      type: 'sample',
      id: 'page-headers-buy-now',
      title: 'Header with a navbar and Buy Now',
      blocks: [
        {
          type: 'hero',
          image: { src: 'photos/team-laptops', alt: '' },
          title: 'Work with an amazing team',
          level: 'h2',
          description: 'Consultants, developers and testers who ship a new version every two to three weeks.',
          center: false,
          minHeight: '75vh',
          fullWidth: false,
          navbar: {
            label: 'Header navbar',
            brand,
            links: [
              { label: 'Home', href: { route: 'presentation' } },
              { label: 'About Us', href: { route: 'presentation', hash: '#secOurService' } },
              { label: 'Contact Us', href: { route: 'presentation', hash: '#secContactUs' } },
            ],
            action: {
              label: 'Buy Now',
              href: { route: 'el-buttons' },
              color: 'white',
              variant: 'contained',
              size: 'sm',
            },
            variant: 'transparent',
          },
        },
      ],
    },
  ],
});
