import { defineGroup } from '../../../schema';

export default defineGroup({
  heading: 'Support',
  description: 'Contact us, frequently asked questions and the help center.',
  order: 3,
});
