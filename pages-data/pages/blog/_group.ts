import { defineGroup } from '../../../schema';

export default defineGroup({
  heading: 'Blog',
  description: 'A single article and an author profile.',
  order: 5,
});
