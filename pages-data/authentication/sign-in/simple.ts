import { definePage } from '../../../schema';
import { signInFields, toSignUp } from '../_forms';

export default definePage({
  name: 'signin-simple',
  meta: {
    title: 'Sign in | Brightline Software',
    description: 'A plain sign-in card with sign-in by Facebook, GitHub or Google.',
  },
  nav: { title: 'Sign in · simple', order: 4 },
  layout: { navbar: { variant: 'light', sticky: true, menus: true }, bodyClass: ['bg-gray-200'] },
  blocks: [
    {
      type: 'auth',
      layout: 'simple',
      title: 'Sign in',
      providers: ['facebook', 'github', 'google'],
      fields: signInFields,
      submit: 'Sign in',
      footer: toSignUp,
    },
  ],
});
