import { defineGroup } from '../../../schema';

export default defineGroup({
  heading: 'Navigation',
  description: 'Navbars, tabs and pagination.',
  order: 2,
});
