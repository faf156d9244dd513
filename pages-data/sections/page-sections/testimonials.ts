import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';
import { portrait } from '../../_people';
import type { ImageId } from '../../../schema/images';

const logo = (file: 'bluepeak' | 'halcyon' | 'northwind', name: string) => ({
  src: `logos/${file}` as const,
  alt: name,
});
const picture = (src: ImageId) => ({ src, alt: '' });

export default definePage({
  name: 'pagesections-testimonials',
  meta: {
    title: 'Testimonials – Page Sections',
    description: 'Customer reviews with star ratings, with pictures and company logos, and short reviews.',
  },
  nav: { title: 'Testimonials', order: 6 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'testimonials-ratings',
      title: 'Reviews with ratings',
      blocks: [
        {
          type: 'reviews',
          heading: 'Trusted by teams who ship',
          description: 'What our customers say after their first year with us.',
          reviews: [
            {
              rating: 4,
              review:
                'The help desk answers within the hour, day or night. We stopped worrying about our servers and started shipping features again.',
              author: { name: 'Noah Fischer', image: portrait('Noah Fischer'), date: '1 day ago' },
              variant: 'gradient',
              color: 'dark',
            },
            {
              rating: 3,
              review: 'A solid team and clear reports. The first release came a week late, every one after it on time.',
              author: { name: 'Elena Petrova', image: portrait('Elena Petrova'), date: '2 weeks ago' },
              variant: 'contained',
              color: 'info',
            },
            {
              rating: 5,
              review:
                'They took our order system from a spreadsheet to a cloud application in four months, with a release every two weeks.',
              author: { name: 'Tomas Rivera', image: portrait('Tomas Rivera'), date: '1 month ago' },
            },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'testimonials-logos',
      title: 'Reviews with pictures and logos',
      blocks: [
        {
          type: 'reviews',
          reviews: [
            {
              image: picture('photos/city-haze'),
              title: 'Our orders moved to the cloud',
              review: 'Four months from a spreadsheet to a cloud application, and not one lost order on the way.',
              author: { name: 'Sofia Marin', logo: logo('northwind', 'Northwind'), role: 'CTO, Northwind' },
            },
            {
              image: picture('photos/blue-room'),
              title: 'Audits without the panic',
              review: 'Their quality system made our ISO 27001 audit a two-day formality instead of a month of work.',
              author: { name: 'Daniel Kim', logo: logo('bluepeak', 'Bluepeak'), role: 'Head of IT, Bluepeak' },
            },
            {
              image: picture('photos/lounge-meeting'),
              title: 'An app our drivers like',
              review: 'The delivery app was in both stores in ten weeks, and the drivers asked for it before launch.',
              author: { name: 'Priya Nair', logo: logo('halcyon', 'Halcyon'), role: 'Operations, Halcyon' },
            },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'testimonials-short',
      title: 'Short reviews',
      blocks: [
        {
          type: 'reviews',
          heading: 'Heard on social media',
          reviews: [
            {
              review: 'Replies within 24 hours, every single time. Rare these days.',
              author: { name: 'Amara Okafor', image: portrait('Amara Okafor'), username: '@amara.codes' },
            },
            {
              review: 'Best decision of the year: handing our releases to @brightline.',
              author: { name: 'Lukas Weber', image: portrait('Lukas Weber'), username: '@lukasweber' },
              variant: 'contained',
              color: 'light',
            },
            {
              review: 'Payments in 120+ currencies went live without a hitch.',
              author: { name: 'Sofia Marin', image: portrait('Sofia Marin'), username: '@sofiamarin' },
            },
          ],
        },
      ],
    },
  ],
});
