import { defineGroup } from '../../../schema';

export default defineGroup({
  heading: 'Apps',
  description: 'A promotion page for a desktop app.',
  order: 4,
});
