import { definePage } from '../../../schema';

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
      description: 'By Priya Nair, cloud architect · Posted on 28 February · 6 min read',
      minHeight: '75vh',
      // What search engines are told of the article: its author and the day it was published.
      article: { author: 'Priya Nair', published: '2026-02-28' },
    },
    {
      type: 'content',
      id: 'article',
      title: 'Why we did not rewrite it',
      text: [
        'Our customer’s order system had grown for ten years. It worked, the team knew it well, and it ran the whole business. A rewrite would have frozen new features for a year.',
        'So we kept it running and moved it to the cloud piece by piece. Every step shipped on its own, and every step could be rolled back in minutes.',
        {
          list: [
            'No day of downtime during the whole move',
            'New versions every 2-3 weeks throughout',
            'Hosting costs down by a third after the last step',
          ],
        },
      ],
      image: { src: 'photos/city-haze', alt: 'Servers linked to a cloud' },
    },
    {
      type: 'carousel',
      id: 'steps',
      variant: 'header',
      label: 'The move in three steps',
      autoplay: false,
      slides: [
        {
          image: { src: 'photos/city-night', alt: '' },
          title: 'Step 1: Map what you run',
          description: 'List every part of the system, who uses it and what depends on it.',
        },
        {
          image: { src: 'photos/mountain-road', alt: '' },
          title: 'Step 2: Move the edges first',
          description: 'Reports, search and file storage moved first, while orders stayed where they were.',
        },
        {
          image: { src: 'photos/sunset-lake', alt: '' },
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
  ],
});
