import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'pagesections-general-cards',
  meta: {
    title: 'General Cards – Page Sections',
    description:
      'Cards with a raised picture, a picture inside, a blurred glow, a card that turns over, and a pricing card.',
  },
  nav: { title: 'General Cards', order: 13 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'card-raised',
      title: 'Raised card',
      blocks: [
        {
          type: 'card',
          image: { src: 'photos/laptop-desk', alt: 'A laptop on a desk' },
          label: 'Workspace',
          icon: 'laptop_mac',
          title: 'Rover raised the bar',
          description: 'Use this card to present a place, a product or an article, with a button to read more.',
          action: { label: 'See the features', href: { route: 'pagesections-features' }, color: 'dark', size: 'sm' },
        },
      ],
    },
    {
      type: 'sample',
      id: 'card-image-inside',
      title: 'Card with the picture inside',
      blocks: [
        {
          type: 'card',
          variant: 'image-inside',
          image: { src: 'photos/snowy-peak', alt: 'Mountains at sunset' },
          label: 'Outdoors',
          icon: 'landscape',
          title: 'Touch the mountains',
          description: 'The picture sits inside the card, under the same rounded corners.',
          action: {
            label: 'See the stats sections',
            href: { route: 'pagesections-stats' },
            color: 'success',
            size: 'sm',
          },
          color: 'success',
        },
      ],
    },
    {
      type: 'sample',
      id: 'card-blur-animation',
      title: 'Card with a blur animation',
      blocks: [
        {
          type: 'card',
          variant: 'blur',
          image: { src: 'photos/amsterdam', alt: 'A city skyline' },
          label: 'Travel',
          icon: 'location_city',
          title: 'Cities by the water',
          description:
            'A blurred glow of the picture drifts behind it; it stays still when you ask for reduced motion.',
          color: 'info',
        },
      ],
    },
    {
      type: 'sample',
      id: 'card-rotate',
      title: 'Rotating card',
      blocks: [
        {
          type: 'rotating-card',
          front: {
            image: { src: 'photos/laptop-desk', alt: '' },
            icon: 'touch_app',
            title: 'Feel the Material Kit',
            description: 'All the components you need in a development have been re-designed with the new look.',
          },
          back: {
            title: 'Discover More',
            description: 'You save a lot of time going from prototyping to full working code: every element is ready.',
            actions: [
              {
                label: 'See the features',
                href: { route: 'pagesections-features' },
                color: 'white',
                variant: 'contained',
              },
            ],
          },
          headingLevel: 3,
        },
      ],
    },
    {
      type: 'sample',
      id: 'card-pricing',
      title: 'Pricing card',
      blocks: [
        {
          type: 'pricing',
          plans: [
            {
              label: 'Premium',
              cards: [
                {
                  title: 'Premium',
                  description: 'For growing teams that need room for everyone.',
                  price: { amount: 499, period: 'mo' },
                  specifications: [{ label: '200 members' }, { label: '2GB storage' }, { label: '100 team members' }],
                  action: { label: 'Join', href: { route: 'inputareas-contact' } },
                  highlighted: true,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});
