import { defineGroup } from '../../../schema';

export default defineGroup({
  heading: 'Page Sections',
  description: 'Headers, features, pricing, teams and the other sections of a page.',
  order: 1,
});
