import type { BlockInput } from '../../../schema';
import type { ImageId } from '../../../schema/images';
import { portrait } from '../../_people';

const picture = (src: ImageId) => ({ src, alt: '' });
export const priya = { image: portrait('Priya Nair'), name: 'Priya Nair' };

/** The blog's posts as cards: the author page lists them, an article shows the others as related posts. */
export const POSTS = {
  monolith: {
    image: picture('photos/city-haze'),
    category: { label: 'Cloud', color: 'info' },
    title: 'Moving a monolith to the cloud, one piece at a time',
    description: 'How we split a ten-year-old system into services without a single day of downtime.',
    author: { ...priya, date: 'Posted on 28 February' },
    href: { route: 'blog-single-article' },
  },
  pentest: {
    image: picture('photos/blue-room'),
    category: { label: 'Security', color: 'success' },
    title: 'What a penetration test taught our team',
    description: 'Five findings from last year’s test, and the small changes that fixed them.',
    author: { ...priya, date: 'Posted on 14 February' },
    href: { route: 'blog-single-article' },
  },
  dashboards: {
    image: picture('photos/desk-from-above'),
    category: { label: 'Data', color: 'warning' },
    title: 'Dashboards your whole team can read',
    description: 'Three rules for charts that managers, engineers and customers all understand.',
    author: { ...priya, date: 'Posted on 2 February' },
    href: { route: 'blog-single-article' },
  },
} satisfies Record<string, BlockInput<'blog-cards'>['cards'][number]>;
