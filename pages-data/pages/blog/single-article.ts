import { definePage } from '../../../schema';
import { portrait } from '../../_people';
import { POSTS } from './_posts';

const ARTICLE_URL = 'https://www.brightline-software.example/pages/blog/single-article';

export default definePage({
  name: 'blog-single-article',
  meta: {
    title: 'Moving a monolith to the cloud | Brightline Software blog',
    description:
      'A demo blog article: how a ten-year-old order system moved to the cloud in three steps, without a day of downtime.',
    shareAs: 'article',
  },
  nav: { title: 'Single article', order: 1 },
  layout: { navbar: { variant: 'transparent', menus: true } },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/blue-room', alt: '' },
      title: 'Moving a monolith to the cloud, one piece at a time',
      description: 'How a ten-year-old order system moved to the cloud in three steps, without a day of downtime.',
      minHeight: '75vh',
      // What search engines are told of the article: its author and the day it was published.
      article: { author: 'Priya Nair', published: '2026-02-28' },
    },
    {
      type: 'article',
      id: 'article',
      author: {
        name: 'Priya Nair',
        role: 'Cloud architect at {company.name}',
        image: portrait('Priya Nair'),
        date: 'Posted on 28 February 2026 · 6 min read',
      },
      numbered: false,
      intro: [
        'Our customer’s order system had grown for ten years. It worked, the team knew it well, and it ran the whole business: every order, every invoice and every delivery slot went through it. It also ran on two servers in a basement that nobody wanted to touch, and each new feature took longer than the one before.',
        'The obvious answer was a rewrite. We said no. A rewrite would have frozen new features for a year, and the business would have paid for the same system twice before it saw anything new. So we kept it running and moved it to the cloud piece by piece. Every step shipped on its own, and every step could be rolled back in minutes.',
      ],
      sections: [
        {
          heading: 'Why we did not rewrite it',
          body: [
            'A system that has run for ten years holds a decade of decisions: the discount that applies only on Tuesdays, the customer whose invoices go out in two currencies, the report the finance team reads every Monday. Few of them are written down. A rewrite has to find every one again, and the ones it misses turn up as bugs in production.',
            'Moving the system as it stands keeps those decisions where they are. What changes is where each part runs and how it talks to the others, and both can be tested against the old system, side by side, before anyone depends on them.',
          ],
        },
        {
          heading: 'What we promised the business',
          body: [
            'Before the first line of code, we agreed on three promises with the people who run the company. They shaped every decision that followed:',
            {
              list: [
                'No day of downtime during the whole move',
                'New versions every 2-3 weeks throughout, as before',
                'Hosting costs down by a third after the last step',
              ],
            },
            'The first two kept the move honest: if a step needed the shop to close, or stopped the regular releases, it was the wrong step. The third made it worth doing.',
          ],
        },
        {
          heading: 'Map what you run',
          body: [
            'We spent the first two weeks drawing the system as it really is, not as the diagrams on the wiki said it was. We listed every part, who uses it and what depends on it, and we watched the traffic for a fortnight to find the jobs that run once a month.',
            'The map showed that most of the system was edges around a small core: reports, search, file storage, e-mail and the customer portal all read from the order database, but only the order screens wrote to it. The edges could move first, one by one, while the core stayed where it was.',
          ],
        },
        {
          heading: 'Move the edges first',
          body: [
            'Each edge moved the same way. We built the new service in the cloud, fed it a copy of the data, and ran it beside the old one for a week, comparing their answers. When they had agreed for seven days in a row, we switched the traffic over and kept the old service ready for another week in case we had to switch back.',
            'We never had to. Reports moved first, then search, then file storage; each took two or three releases, and each made the basement servers a little quieter.',
          ],
        },
        {
          heading: 'Switch the core',
          body: [
            'With the edges in the cloud, only the order database and its screens were left. We rehearsed the switch four times on a copy of the real data, timing each step, until the whole move took under forty minutes.',
            'On the day, we moved the database over one quiet Sunday morning, while the shop stayed open on a read-only copy. Orders placed in those forty minutes waited in a queue and went through as soon as the new database was live. On Monday, the finance team read their report as usual. Nobody outside the project noticed anything had happened, which was the point.',
          ],
        },
        {
          heading: 'What we would do again',
          body: [
            'Draw the real system before you change it, move the parts that only read before the parts that write, and run old and new side by side until they agree. None of it is new; what made it work was doing it for every single step, including the ones that looked too small to need it.',
            'If your business runs on a system that is too important to stop and too old to keep, we would be glad to talk it through with you.',
          ],
        },
      ],
    },
    {
      type: 'carousel',
      id: 'steps',
      variant: 'header',
      label: 'The move in three steps',
      autoplay: false,
      slides: [
        {
          image: { src: 'photos/office-empty', alt: '' },
          title: 'Step 1: Map what you run',
          description: 'List every part of the system, who uses it and what depends on it.',
        },
        {
          image: { src: 'photos/laptop-desk', alt: '' },
          title: 'Step 2: Move the edges first',
          description: 'Reports, search and file storage moved first, while orders stayed where they were.',
        },
        {
          image: { src: 'photos/skyline', alt: '' },
          title: 'Step 3: Switch the core',
          description: 'With the edges in the cloud, the order database moved over one quiet Sunday morning.',
        },
      ],
    },
    {
      type: 'social-buttons',
      id: 'share',
      title: 'Share this article',
      align: 'center',
      buttons: [
        { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${ARTICLE_URL}` },
        { network: 'twitter', href: `https://twitter.com/intent/tweet?url=${ARTICLE_URL}` },
        { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${ARTICLE_URL}` },
        { network: 'reddit', href: `https://www.reddit.com/submit?url=${ARTICLE_URL}` },
      ],
    },
    {
      type: 'blog-cards',
      id: 'related-posts',
      heading: 'Related posts',
      columns: 2,
      cards: [POSTS.pentest, POSTS.dashboards],
    },
  ],
});
