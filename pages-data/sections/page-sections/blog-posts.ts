import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';
import { type Person, portrait } from '../../_people';
import type { ImageId } from '../../../schema/images';

const image = (src: ImageId) => ({ src, alt: '' });
const author = (name: Person, date: string) => ({
  image: portrait(name),
  name,
  date,
});
const home = { route: 'presentation' } as const;

export default definePage({
  name: 'pagesections-blog-posts',
  meta: {
    title: 'Blog Posts – Page Sections',
    description: 'Blog post cards with pictures, categories and authors, and cards with their text on the picture.',
  },
  nav: { title: 'Blog Posts', order: 5 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'blog-posts-authors',
      title: 'Posts with authors',
      blocks: [
        {
          type: 'blog-cards',
          heading: 'Check the latest posts',
          description: 'Notes from the projects we ship, written by the people who built them.',
          cards: [
            {
              image: image('photos/city-haze'),
              category: { label: 'Cloud', color: 'info' },
              title: 'From a spreadsheet to the cloud',
              description: 'How a retailer moved its order system to a cloud application in four months.',
              author: author('Amara Okafor', 'Posted on 28 February'),
              href: home,
            },
            {
              image: image('photos/blue-room'),
              category: { label: 'Security', color: 'success' },
              title: 'Monitoring around the clock',
              description: 'What 24/7 monitoring catches before your customers notice it.',
              author: author('Lukas Weber', 'Posted on 12 March'),
              href: home,
            },
            {
              image: image('photos/laptop-desk'),
              category: { label: 'Process', color: 'dark' },
              title: 'Releasing every 2-3 weeks',
              description: 'Small, frequent releases keep projects on track and surprises small.',
              author: author('Sofia Marin', 'Posted on 2 April'),
              href: home,
            },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'blog-posts-categories',
      title: 'Posts by category',
      blocks: [
        {
          type: 'blog-cards',
          heading: 'Read by topic',
          columns: 4,
          cards: (
            [
              {
                image: image('photos/lounge-meeting'),
                category: { label: 'Mobile', color: 'danger' },
                title: 'One app, two stores',
              },
              {
                image: image('photos/desk-from-above'),
                category: { label: 'Data', color: 'success' },
                title: 'Reports people read',
              },
              {
                image: image('photos/team-laptops'),
                category: { label: 'Team', color: 'warning' },
                title: 'Hiring for the long run',
              },
              {
                image: image('photos/city-haze'),
                category: { label: 'Cloud', color: 'primary' },
                title: 'Costs you can predict',
              },
            ] as const
          ).map((card) => ({ ...card, description: 'A five-minute read from our engineers.', href: home })),
        },
      ],
    },
    {
      type: 'sample',
      id: 'blog-posts-background',
      title: 'Background cards',
      blocks: [
        {
          type: 'blog-cards',
          heading: 'Stories from our customers',
          variant: 'background',
          cards: [
            {
              image: image('photos/team-laptops'),
              title: 'A help desk that never sleeps',
              description: 'Answers within the hour, day or night, for a logistics company in 12 countries.',
              href: home,
              label: 'Read the story',
              icon: 'arrow_forward',
            },
            {
              image: image('photos/desk-from-above'),
              title: 'Payments in 120+ currencies',
              description: 'A checkout that speaks the language and the currency of every customer.',
              href: home,
              label: 'Read the story',
              icon: 'arrow_forward',
            },
            {
              image: image('photos/lounge-meeting'),
              title: 'Booking in three taps',
              description: 'A travel agency’s mobile app, from the first sketch to both stores.',
              href: home,
              label: 'Read the story',
              icon: 'arrow_forward',
            },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'blog-posts-featured',
      title: 'Featured posts',
      blocks: [
        {
          type: 'blog-cards',
          heading: 'Featured this month',
          description: 'Two long reads on how we work.',
          columns: 2,
          cards: [
            {
              image: image('photos/laptop-desk'),
              title: 'A quality system since 2022',
              description: 'What ISO 9001 and ISO 27001 changed in the way we plan, build and review software.',
              author: author('Daniel Kim', 'Posted on 5 May'),
              href: home,
            },
            {
              image: image('photos/blue-room'),
              title: 'Keeping data where it belongs',
              description: 'Access rules, encryption and audits: the checklist we run on every project.',
              author: author('Priya Nair', 'Posted on 19 May'),
              href: home,
            },
          ],
        },
      ],
    },
  ],
});
