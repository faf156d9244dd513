import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'inputareas-contact',
  meta: {
    title: 'Contact Sections – Input Areas',
    description: 'Contact sections: a contact form, and the ways to reach us beside a shorter form.',
  },
  nav: { title: 'Contact Sections', order: 2 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'contact-one',
      title: 'Contact form',
      blocks: [
        {
          type: 'form',
          title: 'Contact Us',
          description:
            'For further questions, including partnership opportunities, write to us. We reply within 24 hours.',
          fields: [
            { label: 'Full Name', name: 'fullName', placeholder: 'e.g. Alex Smith', width: 'half' },
            { kind: 'email', label: 'Email', name: 'email', placeholder: 'name@example.com', width: 'half' },
            {
              kind: 'textarea',
              label: 'How can we help you?',
              name: 'message',
              rows: 6,
              hint: 'Describe your problem in at least 250 characters.',
            },
          ],
          submit: { label: 'Send Message' },
        },
      ],
    },
    {
      type: 'sample',
      id: 'contact-two',
      title: 'Contact details and form',
      blocks: [
        {
          type: 'contact',
          id: 'contact-two-details',
          title: 'Contact Information',
          description: 'Fill in the form or write to us directly. We reply within 24 hours.',
          channels: [
            { icon: 'mail', label: 'Email', value: '{supportEmail}', href: 'mailto:{supportEmail}' },
            { icon: 'apartment', label: 'Company', value: '{company.name}' },
            { icon: 'badge', label: 'Registration', value: 'Company No. {company.registrationNumber}' },
          ],
          note: 'Our help desk answers around the clock, 24/7.',
        },
        {
          type: 'form',
          label: 'Send us a message',
          fields: [
            { label: 'My name is', name: 'name', width: 'half' },
            { label: "I'm looking for", name: 'topic', width: 'half' },
            { kind: 'textarea', label: 'I want to say that...', name: 'message', rows: 6 },
          ],
          submit: { label: 'Send Message', color: 'info' },
        },
      ],
    },
  ],
});
