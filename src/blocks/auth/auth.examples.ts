import type { BlockExample } from '../example';
import type { ImageId } from '../../../schema/images';

const header = (src: ImageId) => ({ src, alt: '' });

export const authExamples: BlockExample<'auth'>[] = [
  {
    id: 'auth-sign-in',
    title: 'Sign in on a picture, with networks',
    data: {
      type: 'auth',
      layout: 'basic',
      image: header('photos/mountain-road'),
      title: 'Welcome back',
      providers: ['facebook', 'github', 'twitter'],
      fields: [
        { kind: 'email', label: 'Email', name: 'email' },
        { kind: 'password', label: 'Password', name: 'password', autocomplete: 'current-password' },
        { kind: 'switch', label: 'Remember me', name: 'remember', checked: true },
      ],
      submit: 'Sign in',
      footer: { text: 'Don’t have an account?', link: { label: 'Sign up', href: '/privacy' } },
    },
  },
  {
    id: 'auth-reset',
    title: 'Reset password, alone',
    data: {
      type: 'auth',
      layout: 'simple',
      title: 'Reset password',
      color: 'dark',
      fields: [{ kind: 'email', label: 'Email', name: 'email' }],
      submit: 'Reset',
      note: 'You will receive an e-mail in maximum 60 seconds',
    },
  },
];
