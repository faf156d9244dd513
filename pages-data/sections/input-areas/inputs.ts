import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'inputareas-inputs',
  meta: {
    title: 'Inputs – Input Areas',
    description:
      'Text fields: dynamic, static and outlined labels, with an icon, and in success, error and disabled states.',
  },
  nav: { title: 'Inputs', order: 3 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'input-dynamic',
      title: 'Dynamic label',
      blocks: [{ type: 'input', variant: 'dynamic', label: 'Email', inputType: 'email', name: 'email' }],
    },
    {
      type: 'sample',
      id: 'input-static',
      title: 'Static label',
      blocks: [{ type: 'input', variant: 'static', label: 'Full Name', name: 'name', placeholder: 'eg. Michael' }],
    },
    {
      type: 'sample',
      id: 'input-outlined',
      title: 'Outlined',
      blocks: [{ type: 'input', variant: 'outlined', label: 'Password', inputType: 'password', name: 'password' }],
    },
    {
      type: 'sample',
      id: 'input-with-icon',
      title: 'With icon',
      blocks: [{ type: 'input', variant: 'dynamic', label: 'Search', inputType: 'search', icon: 'search' }],
    },
    {
      type: 'sample',
      id: 'input-success',
      title: 'Success state',
      blocks: [
        {
          type: 'input',
          label: 'Username',
          value: 'brightline',
          state: 'success',
          helpText: 'This username is available.',
        },
      ],
    },
    {
      type: 'sample',
      id: 'input-error',
      title: 'Error state',
      blocks: [
        {
          type: 'input',
          label: 'Email Address',
          inputType: 'email',
          value: 'name@',
          state: 'error',
          helpText: 'Enter an email address such as name@example.com.',
        },
      ],
    },
    {
      type: 'sample',
      id: 'input-disabled',
      title: 'Disabled',
      blocks: [{ type: 'input', label: 'Company', value: 'Brightline', disabled: true }],
    },
  ],
});
