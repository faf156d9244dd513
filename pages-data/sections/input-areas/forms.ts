import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'inputareas-forms',
  meta: {
    title: 'Forms – Input Areas',
    description:
      'A simple contact form, and a form with names, email, message, a terms switch and a full-width button.',
  },
  nav: { title: 'Forms', order: 4 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'forms-simple',
      title: 'Form simple',
      blocks: [
        {
          type: 'form',
          label: 'Simple contact form',
          fields: [
            { label: 'Full Name', name: 'fullName', width: 'half' },
            { kind: 'email', label: 'Email', name: 'email', width: 'half' },
            { kind: 'textarea', label: 'Your message', name: 'message', rows: 4 },
          ],
          submit: { label: 'Send Message' },
        },
      ],
    },
    {
      type: 'sample',
      id: 'forms-context',
      title: 'Form context',
      blocks: [
        {
          type: 'form',
          title: 'Contact us',
          description:
            'For further questions, including partnership opportunities, write to {supportEmail} or use this form.',
          fields: [
            { label: 'First Name', name: 'firstName', width: 'half' },
            { label: 'Last Name', name: 'lastName', width: 'half' },
            { kind: 'email', label: 'Email Address', name: 'email' },
            { kind: 'textarea', label: 'Your message', name: 'message', rows: 4 },
            { kind: 'switch', label: 'I agree to the Terms and Conditions', name: 'terms', checked: true },
          ],
          submit: { label: 'Send Message', fullWidth: true },
        },
      ],
    },
  ],
});
