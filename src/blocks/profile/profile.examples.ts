import type { BlockExample } from '../example';

export const profileExamples: BlockExample<'profile'>[] = [
  {
    id: 'profile-author',
    title: 'Author with counts',
    data: {
      type: 'profile',
      level: 'h2',
      image: { src: 'people/woman-glasses', alt: 'Priya Nair' },
      name: 'Priya Nair',
      role: 'Cloud architect',
      follow: 'Follow',
      stats: [
        { value: '323', label: 'Posts' },
        { value: '3.5k', label: 'Followers' },
        { value: '260', label: 'Following' },
      ],
      bio: 'Priya designs cloud platforms for growing companies and writes about moving old systems to the cloud without stopping the business.',
    },
  },
  {
    id: 'profile-plain',
    title: 'Name and portrait only',
    data: {
      type: 'profile',
      level: 'h2',
      image: { src: 'people/man-beard-glasses', alt: '' },
      name: 'Lukas Weber',
    },
  },
];
