import { definePage } from '../../../schema';
import { picture } from '../_forms';

export default definePage({
  name: 'signup-cover',
  meta: {
    title: 'Join us today | Brightline Software',
    description: 'Create an account: name, email, password and the terms, over a picture at the top of the page.',
  },
  nav: { title: 'Sign up', order: 5 },
  layout: { navbar: { variant: 'transparent', menus: true } },
  blocks: [
    {
      type: 'auth',
      layout: 'cover',
      image: picture('photos/mountain-road'),
      title: 'Join us today',
      description: 'Enter your email and password to register',
      fields: [
        { label: 'Name', name: 'name', autocomplete: 'name' },
        { kind: 'email', label: 'Email', name: 'email' },
        { kind: 'password', label: 'Password', name: 'password', autocomplete: 'new-password' },
        { kind: 'checkbox', label: 'I agree the Terms and Conditions', name: 'terms', checked: true },
      ],
      submit: 'Sign up',
      footer: { text: 'Already have an account?', link: { label: 'Sign in', href: { route: 'signin-cover' } } },
    },
  ],
});
