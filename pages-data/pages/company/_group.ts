import { defineGroup } from '../../../schema';

export default defineGroup({
  heading: 'Company',
  description: 'About us and pricing.',
  order: 2,
});
