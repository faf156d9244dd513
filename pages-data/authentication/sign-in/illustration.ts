import { definePage } from '../../../schema';
import { picture, signInFields, toSignUp } from '../_forms';

export default definePage({
  name: 'signin-illustration',
  meta: {
    title: 'Sign in | Brightline Software',
    description: 'A sign-in form beside a picture on wide screens.',
  },
  nav: { title: 'Sign in · illustration', order: 3 },
  layout: { navbar: { variant: 'light', sticky: true, menus: true } },
  blocks: [
    {
      type: 'auth',
      layout: 'illustration',
      image: picture('illustrations/sign-in'),
      title: 'Sign in',
      description: 'Enter your email and password to sign in',
      color: 'info',
      fields: signInFields,
      submit: 'Sign in',
      footer: toSignUp,
    },
  ],
});
