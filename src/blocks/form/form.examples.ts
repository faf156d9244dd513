import type { BlockExample } from '../example';

export const formExamples: BlockExample<'form'>[] = [
  {
    id: 'form-simple',
    title: 'Form simple',
    data: {
      type: 'form',
      label: 'Simple contact form',
      fields: [
        { label: 'Full Name', name: 'fullName', width: 'half' },
        { kind: 'email', label: 'Email', name: 'email', width: 'half' },
        { kind: 'textarea', label: 'Your message', name: 'message' },
      ],
      submit: { label: 'Send Message' },
    },
  },
  {
    id: 'form-context',
    title: 'Form context',
    data: {
      type: 'form',
      title: 'Contact us',
      description: 'For further questions, including partnership opportunities, write to us with the form.',
      fields: [
        { label: 'First Name', name: 'firstName', width: 'half' },
        { label: 'Last Name', name: 'lastName', width: 'half' },
        { kind: 'email', label: 'Email Address', name: 'email' },
        {
          kind: 'textarea',
          label: 'Your message',
          name: 'message',
          rows: 4,
          hint: 'Describe your problem in at least 250 characters.',
        },
        { kind: 'switch', label: 'I agree to the Terms and Conditions', name: 'terms', checked: true },
      ],
      submit: { label: 'Send Message', fullWidth: true },
    },
  },
  {
    id: 'form-sign-in',
    title: 'Password and checkbox',
    data: {
      type: 'form',
      label: 'Sign in',
      fields: [
        { kind: 'email', label: 'Email', name: 'email', placeholder: 'name@example.com' },
        { kind: 'password', label: 'Password', name: 'password' },
        { kind: 'checkbox', label: 'Remember me', name: 'remember', hint: 'On this device only.' },
      ],
      submit: { label: 'Sign in', color: 'info', fullWidth: true },
    },
  },
  {
    id: 'form-search',
    title: 'Search field',
    data: {
      type: 'form',
      label: 'Search the help center',
      fields: [{ kind: 'search', label: 'Search for answers', name: 'query', placeholder: 'e.g. reset password' }],
      submit: { label: 'Search' },
    },
  },
];
