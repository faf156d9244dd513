import type { BlockExample } from '../example';

// Spec §2 (Pagination: simple, sizing, variant) and the rental page's pager, page 2 of 5 active.
export const paginationExamples: BlockExample<'pagination'>[] = [
  { id: 'pagination-simple', title: 'Simple pagination', data: { type: 'pagination' } },
  ...(['sm', 'md', 'lg'] as const).map((size) => ({
    id: `pagination-size-${size}`,
    title: `Pagination, size ${size}`,
    data: { type: 'pagination' as const, size, label: `Pagination, size ${size}` },
  })),
  {
    id: 'pagination-gradient-info',
    title: 'Gradient info pagination',
    data: { type: 'pagination', variant: 'gradient', color: 'info', label: 'Pagination, gradient info' },
  },
  {
    id: 'pagination-gradient-dark',
    title: 'Gradient dark pagination',
    data: { type: 'pagination', variant: 'gradient', color: 'dark', label: 'Pagination, gradient dark' },
  },
  {
    id: 'pagination-outline-primary',
    title: 'Outline primary pagination',
    data: { type: 'pagination', variant: 'outline', label: 'Pagination, outline primary' },
  },
  {
    id: 'pagination-outline-success',
    title: 'Outline success pagination',
    data: { type: 'pagination', variant: 'outline', color: 'success', label: 'Pagination, outline success' },
  },
  {
    id: 'pagination-rental',
    title: 'Places pager, page 2 of 5',
    data: { type: 'pagination', active: 2, variant: 'contained', label: 'Places pages' },
  },
];
