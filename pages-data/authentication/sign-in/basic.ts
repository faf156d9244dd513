import { definePage } from '../../../schema';
import { picture, signInFields, toSignUp } from '../_forms';

export default definePage({
  name: 'signin-basic',
  meta: {
    title: 'Sign in | Brightline Software',
    description:
      'A sign-in card on a full-screen picture: email, password, Remember me and sign-in with Facebook, GitHub or Google.',
  },
  nav: { title: 'Sign in · basic', order: 1 },
  layout: { navbar: { variant: 'transparent', menus: true } },
  blocks: [
    {
      type: 'auth',
      layout: 'basic',
      image: picture('photos/mountain-road'),
      title: 'Sign in',
      providers: ['facebook', 'github', 'google'],
      fields: signInFields,
      submit: 'Sign in',
      footer: toSignUp,
    },
  ],
});
