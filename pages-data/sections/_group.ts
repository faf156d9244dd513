import { defineGroup } from '../../schema';

export default defineGroup({
  heading: 'Sections',
  description: 'Ready-made sections and elements, each with its code.',
  order: 2,
});
