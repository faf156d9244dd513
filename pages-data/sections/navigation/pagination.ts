import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

const SIZES = { sm: 'small', md: 'medium', lg: 'large' } as const;

export default definePage({
  name: 'navigation-pagination',
  meta: {
    title: 'Pagination – Navigation',
    description: 'A five-page pager with previous and next: simple, in three sizes, and in gradient and outline looks.',
  },
  nav: { title: 'Pagination', order: 3 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'pagination-simple',
      title: 'Simple pagination',
      blocks: [{ type: 'pagination', label: 'Pagination, simple' }],
    },
    {
      type: 'sample',
      id: 'pagination-sizing',
      title: 'Sizing',
      blocks: (['sm', 'md', 'lg'] as const).map((size) => ({
        type: 'pagination' as const,
        size,
        label: `Pagination, ${SIZES[size]}`,
      })),
    },
    {
      type: 'sample',
      id: 'pagination-variant',
      title: 'Variants',
      blocks: [
        { type: 'pagination', color: 'info', label: 'Pagination, gradient info' },
        { type: 'pagination', color: 'dark', label: 'Pagination, gradient dark' },
        { type: 'pagination', variant: 'outline', label: 'Pagination, outline primary' },
        { type: 'pagination', variant: 'outline', color: 'success', label: 'Pagination, outline success' },
      ],
    },
  ],
});
