import { definePage } from '../../../schema';
import { picture, signInFields, toSignUp } from '../_forms';

export default definePage({
  name: 'signin-cover',
  meta: {
    title: 'Sign in | Brightline Software',
    description: 'A sign-in card over a picture at the top of the page, with a link to sign up.',
  },
  nav: { title: 'Sign in · cover', order: 2 },
  layout: { navbar: { variant: 'transparent', menus: true } },
  blocks: [
    {
      type: 'auth',
      layout: 'cover',
      image: picture('photos/city-night'),
      title: 'Sign in',
      description: 'Enter your email and password to sign in',
      fields: signInFields,
      submit: 'Sign in',
      footer: toSignUp,
    },
  ],
});
