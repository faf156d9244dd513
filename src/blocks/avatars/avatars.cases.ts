import type { InvalidBlockCase } from '../example';

export const avatarsInvalidCases: InvalidBlockCase<'avatars'>[] = [
  {
    name: 'an avatar in a size avatars do not have',
    data: {
      type: 'avatars',
      size: 'xxxl',
      items: [{ image: { src: 'people/man-sunglasses', alt: '' }, name: 'Dan' }],
    },
    path: ['size'],
    message: /expected one of "xs", .*found "xxxl"/,
  },
  {
    name: 'an avatar without a name',
    data: {
      type: 'avatars',
      items: [{ image: { src: 'people/man-sunglasses', alt: '' } }],
    },
    path: ['items', 0, 'name'],
    message: /missing required field "name"/,
  },
  {
    name: 'an avatar portrait from another site',
    data: {
      type: 'avatars',
      items: [{ image: { src: 'https://cdn.example/dan.jpg', alt: '' }, name: 'Dan' }],
    },
    path: ['items', 0, 'image', 'src'],
    message: /^unknown image "https:\/\/cdn\.example\/dan\.jpg"\./,
  },
];
