import type { BlockExample } from '../example';

export const contactExamples: BlockExample<'contact'>[] = [
  {
    id: 'contact-channels',
    title: 'Contact channels',
    data: {
      type: 'contact',
      id: 'secContactUs',
      title: 'Contact Us',
      description: 'We reply within 24 hours.',
      channels: [
        { icon: 'mail', label: 'Email', value: 'hello@example.com', href: 'mailto:hello@example.com' },
        { icon: 'call', label: 'Phone', value: '+44 20 7946 0000', href: 'tel:+442079460000' },
        { icon: 'badge', label: 'Company registration number', value: '15391842' },
      ],
      note: 'Office hours: Monday to Friday, 9:00 to 17:00.',
    },
  },
  {
    id: 'contact-socials',
    title: 'Contact details with social buttons',
    data: {
      type: 'contact',
      id: 'contact-info',
      title: 'Contact information',
      channels: [
        { icon: 'call', label: 'Phone', value: '+44 20 7946 0000', href: 'tel:+442079460000' },
        { icon: 'location_on', label: 'Office', value: '1 Example Street, London' },
      ],
      socials: [
        { network: 'linkedin', href: 'https://www.linkedin.com/' },
        { network: 'github', href: 'https://github.com/' },
      ],
    },
  },
];
