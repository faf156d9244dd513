import { defineGroup } from '../../../schema';

export default defineGroup({
  heading: 'Input Areas',
  description: 'Newsletters, contact sections, inputs and forms.',
  order: 3,
});
