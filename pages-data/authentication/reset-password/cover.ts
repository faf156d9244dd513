import { definePage } from '../../../schema';
import { picture } from '../_forms';

export default definePage({
  name: 'reset-cover',
  meta: {
    title: 'Reset password | Brightline Software',
    description: 'Ask for a password-reset email: one email field and a Reset button.',
  },
  nav: { title: 'Reset password', order: 6 },
  layout: { navbar: { variant: 'transparent', menus: true } },
  blocks: [
    {
      type: 'auth',
      layout: 'cover',
      image: picture('photos/city-haze'),
      title: 'Reset password',
      description: 'You will receive an e-mail in maximum 60 seconds',
      color: 'dark',
      fields: [{ kind: 'email', label: 'Email', name: 'email' }],
      submit: 'Reset',
    },
  ],
});
