import type { BlockExample } from '../example';

export const cardExamples: BlockExample<'card'>[] = [
  {
    id: 'card-raised',
    title: 'Raised picture',
    data: {
      type: 'card',
      image: { src: 'photos/laptop-desk', alt: 'A laptop on a desk' },
      label: 'Workspace',
      icon: 'laptop_mac',
      title: 'Rover raised the bar',
      description: 'Use this card to present a place, a product or an article, with a button to read more.',
      action: { label: 'Read about Rover', href: '#card-raised', color: 'dark', size: 'sm' },
    },
  },
  {
    id: 'card-image-inside',
    title: 'Picture inside',
    data: {
      type: 'card',
      variant: 'image-inside',
      image: { src: 'photos/snowy-peak', alt: '' },
      title: 'Touch the mountains',
      description: 'The picture sits inside the card, under the same rounded corners.',
      color: 'success',
    },
  },
  {
    id: 'card-blur',
    title: 'Blur animation',
    data: {
      type: 'card',
      variant: 'blur',
      image: { src: 'photos/amsterdam', alt: 'A city skyline' },
      label: 'Travel',
      title: 'Cities by the water',
      description: 'A blurred glow of the picture drifts behind it.',
      color: 'info',
      headingLevel: 2,
    },
  },
];
