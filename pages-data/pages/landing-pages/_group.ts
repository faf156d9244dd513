import { defineGroup } from '../../../schema';

export default defineGroup({
  heading: 'Landing pages',
  description: 'A co-working space and a holiday rental, each on one page.',
  order: 1,
});
