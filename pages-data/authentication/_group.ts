import { defineGroup } from '../../schema';

export default defineGroup({
  heading: 'Account',
  description: 'Sign-in, sign-up and password-reset layouts.',
  order: 3,
});
