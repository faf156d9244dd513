import type { PageInput } from '../../schema';

/** The layout every showcase page shares: a sticky light bar with the menus, and a breadcrumb title. */
export const showcaseLayout = {
  navbar: { variant: 'light', sticky: true, menus: true },
  breadcrumb: true,
  bodyClass: ['bg-gray-200'],
} satisfies PageInput['layout'];
