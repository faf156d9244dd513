import { definePage } from '../../../schema';

export default definePage({
  name: 'contact-us',
  meta: {
    title: 'Contact Us | Brightline Software',
    description:
      'Send us a message about your project or a problem you need solved. We reply within 24 hours, every day of the week.',
  },
  nav: { title: 'Contact Us', order: 1 },
  layout: {
    navbar: {
      variant: 'transparent',
      sticky: true,
      menus: true,
      action: { label: 'Buy Now', href: { route: 'pricing' }, color: 'primary', size: 'sm' },
    },
  },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/city-night', alt: '' },
      title: 'Contact Us',
      description: 'For questions, including partnership opportunities, write to us with the form below.',
      minHeight: '50vh',
    },
    {
      type: 'form',
      id: 'contact-form',
      title: 'Send us a message',
      description: 'Tell us what you need or what went wrong. We reply within 24 hours.',
      fields: [
        { label: 'Full Name', name: 'fullName', width: 'half' },
        { kind: 'email', label: 'Email', name: 'email', width: 'half' },
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
    {
      type: 'contact',
      title: 'Other ways to reach us',
      description: 'Our help desk works 24/7; every message gets an answer within 24 hours.',
      channels: [
        { icon: 'mail', label: 'Email', value: '{supportEmail}', href: 'mailto:{supportEmail}' },
        { icon: 'language', label: 'Website', value: 'brightline-software.example', href: '{company.providerUrl}' },
        { icon: 'badge', label: 'Company registration number', value: '{company.registrationNumber}' },
      ],
    },
  ],
});
