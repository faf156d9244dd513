import type { BlockExample } from '../example';

export const inputExamples: BlockExample<'input'>[] = [
  {
    id: 'input-dynamic',
    title: 'Input dynamic',
    data: { type: 'input', variant: 'dynamic', label: 'Email', inputType: 'email', name: 'email' },
  },
  {
    id: 'input-static',
    title: 'Input static',
    data: { type: 'input', variant: 'static', label: 'Full Name', name: 'name', placeholder: 'eg. Michael' },
  },
  {
    id: 'input-outlined',
    title: 'Input outlined',
    data: { type: 'input', variant: 'outlined', label: 'Password', inputType: 'password', name: 'password' },
  },
  {
    id: 'input-with-icon',
    title: 'Input with icon',
    data: { type: 'input', variant: 'dynamic', label: 'Search', inputType: 'search', icon: 'search' },
  },
  {
    id: 'input-success',
    title: 'Input success',
    data: {
      type: 'input',
      label: 'Username',
      value: 'brightline',
      state: 'success',
      helpText: 'This username is available.',
    },
  },
  {
    id: 'input-error',
    title: 'Input error',
    data: {
      type: 'input',
      label: 'Email Address',
      inputType: 'email',
      value: 'name@',
      state: 'error',
      helpText: 'Enter an email address such as name@example.com.',
    },
  },
  {
    id: 'input-disabled',
    title: 'Input disabled',
    data: { type: 'input', label: 'Company', value: 'Brightline', disabled: true },
  },
  {
    id: 'input-date',
    title: 'Date field',
    data: { type: 'input', variant: 'static', label: 'Check-in', inputType: 'date', name: 'checkin' },
  },
];
