import { defineGroup } from '../../../schema';

export default defineGroup({
  heading: 'Elements',
  description: 'Buttons, badges, tables and the other small parts of a page.',
  order: 5,
});
