import { defineGroup } from '../../schema';

export default defineGroup({
  heading: 'Pages',
  description: 'Demo landing, company, support, app, blog and extra pages.',
  order: 1,
});
