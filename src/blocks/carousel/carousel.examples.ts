import type { BlockExample } from '../example';
import { portrait } from '../../../pages-data/_people';

export const carouselExamples: BlockExample<'carousel'>[] = [
  {
    id: 'carousel-testimonials',
    title: 'Testimonial carousel',
    data: {
      type: 'carousel',
      variant: 'testimonial',
      label: 'Customer reviews',
      heading: 'What our customers say',
      slides: [
        {
          quote:
            'Their team took our order system from a spreadsheet to a cloud application in four months, and the releases every two weeks kept us in the loop.',
          name: 'Mathew Glock',
          role: 'Marketing Manager, Spotify',
          avatar: portrait('Mathew Glock', 'Mathew Glock'),
          rating: 5,
        },
        {
          quote:
            'The help desk answers within the hour, day or night. We stopped worrying about our servers and started shipping features again.',
          name: 'Nick Willever',
          role: 'Designer, Airbnb',
          avatar: portrait('Nick Willever', 'Nick Willever'),
          rating: 4.5,
        },
      ],
    },
  },
  {
    id: 'carousel-header',
    title: 'Header carousel opening a page, the next section overlapping it',
    data: {
      type: 'carousel',
      variant: 'header',
      label: 'Plans at a glance',
      heading: 'Pricing',
      overlap: true,
      slides: [
        {
          image: { src: 'photos/city-night', alt: '' },
          title: 'Pick the best plan for you',
          description: 'Freelancer or startup, monthly or annual: every plan comes with 24/7 support.',
          actions: [{ label: 'Talk to us', href: { route: 'presentation', hash: '#secContactUs' }, color: 'white' }],
        },
        {
          image: { src: 'photos/mountain-road', alt: '' },
          title: 'Work with the rockets',
          description: 'New versions every 2-3 weeks and minor updates several times a day.',
        },
        {
          image: { src: 'photos/sunset-lake', alt: '' },
          title: 'Quality you can count on',
          description: 'A quality management system since 2022, ISO 9001 and ISO 27001 certified.',
        },
      ],
    },
  },
];
