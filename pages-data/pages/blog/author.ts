import { definePage } from '../../../schema';
import type { ImageId } from '../../../schema/images';
import { portrait } from '../../_people';

const picture = (src: ImageId) => ({ src, alt: '' });
const priya = {
  image: portrait('Priya Nair'),
  name: 'Priya Nair',
};

export default definePage({
  name: 'blog-author',
  meta: {
    title: 'Priya Nair, author | Brightline Software',
    description:
      'A demo author profile: portrait, counts of posts and followers, her latest posts, contact details and a form to write to her.',
  },
  nav: { title: 'Author', order: 2 },
  layout: { navbar: { variant: 'transparent', sticky: true, menus: true } },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/skyline', alt: '' },
      title: 'Notes from the cloud',
      description: 'Stories of moving old systems to the cloud without stopping the business.',
      minHeight: '50vh',
    },
    {
      type: 'profile',
      id: 'profile',
      image: { src: 'people/woman-glasses', alt: 'Priya Nair' },
      name: 'Priya Nair',
      level: 'h2',
      role: 'Cloud architect at {company.name}',
      follow: 'Follow',
      stats: [
        { value: '323', label: 'Posts' },
        { value: '3.5k', label: 'Followers' },
        { value: '260', label: 'Following' },
      ],
      bio: 'Priya designs cloud platforms for growing companies. She writes about moving old systems to the cloud without stopping the business, and about the habits that keep releases calm.',
    },
    {
      type: 'blog-cards',
      id: 'latest-posts',
      heading: 'Latest posts',
      cards: [
        {
          image: picture('photos/city-haze'),
          category: { label: 'Cloud', color: 'info' },
          title: 'Moving a monolith to the cloud, one piece at a time',
          description: 'How we split a ten-year-old system into services without a single day of downtime.',
          author: { ...priya, date: 'Posted on 28 February' },
          href: { route: 'blog-single-article' },
        },
        {
          image: picture('photos/blue-room'),
          category: { label: 'Security', color: 'success' },
          title: 'What a penetration test taught our team',
          description: 'Five findings from last year’s test, and the small changes that fixed them.',
          author: { ...priya, date: 'Posted on 14 February' },
          href: { route: 'blog-single-article' },
        },
        {
          image: picture('photos/desk-from-above'),
          category: { label: 'Data', color: 'warning' },
          title: 'Dashboards your whole team can read',
          description: 'Three rules for charts that managers, engineers and customers all understand.',
          author: { ...priya, date: 'Posted on 2 February' },
          href: { route: 'blog-single-article' },
        },
      ],
    },
    {
      type: 'contact',
      id: 'contact-information',
      title: 'Contact information',
      description: 'Write to Priya with the form below, or reach her here.',
      // Priya's details, not the company's contact point.
      of: 'person',
      channels: [
        { icon: 'call', label: 'Phone', value: '+44 20 7946 0000', href: 'tel:+442079460000' },
        { icon: 'mail', label: 'Email', value: '{supportEmail}', href: 'mailto:{supportEmail}' },
        { icon: 'location_on', label: 'Office', value: '1 Example Street, London' },
      ],
      socials: [
        { network: 'linkedin', href: 'https://www.linkedin.com/' },
        { network: 'twitter', href: 'https://twitter.com/' },
        { network: 'github', href: 'https://github.com/' },
      ],
    },
    {
      type: 'form',
      id: 'say-hi',
      title: 'Say hi!',
      description: 'Tell Priya what you are working on. She usually replies within 24 hours.',
      fields: [
        { label: 'My name is', name: 'name', width: 'half' },
        { label: "I'm looking for", name: 'lookingFor', width: 'half' },
        { kind: 'textarea', label: 'I want to say that...', name: 'message', rows: 6 },
      ],
      submit: { label: 'Send Message' },
    },
  ],
});
