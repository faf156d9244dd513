import { definePage } from '../../../schema';

export default definePage({
  name: 'help-center',
  meta: {
    title: 'Help Center | Brightline Software',
    description:
      'Search the help center, browse topics, read answers to common questions or write to our 24/7 help desk.',
  },
  nav: { title: 'Help Center', order: 3 },
  layout: { navbar: { variant: 'transparent', menus: true } },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/fog-lake', alt: '' },
      title: 'How can we help you?',
      description: 'Search our guides, browse by topic, or ask the help desk directly.',
      minHeight: '50vh',
    },
    {
      type: 'form',
      id: 'search',
      label: 'Search the help center',
      siteSearch: true,
      fields: [{ kind: 'search', label: 'Search for answers', name: 'query', placeholder: 'e.g. reset password' }],
      submit: { label: 'Search' },
    },
    {
      type: 'card-grid',
      title: 'Browse by topic',
      description: 'Guides for every stage of working with us.',
      columns: 3,
      cards: [
        {
          icon: 'flag',
          title: 'Getting started',
          description: 'From the first call to the first release in 2-3 weeks.',
        },
        {
          icon: 'manage_accounts',
          title: 'Account & billing',
          description: 'Change your details, your plan or your billing currency.',
        },
        {
          icon: 'security',
          title: 'Security',
          description: 'How we protect your systems, from monitoring to penetration testing.',
        },
        {
          icon: 'integration_instructions',
          title: 'Integrations',
          description: 'Connect your ERP, CRM and eCommerce systems.',
        },
        {
          icon: 'update',
          title: 'Releases',
          description: 'What changes in each version and how updates reach you.',
        },
        {
          icon: 'support_agent',
          title: 'Help desk',
          description: 'L1, L2 and L3 support, 24/7, governed by an SLA.',
        },
      ],
    },
    {
      type: 'accordion',
      questions: true,
      align: 'center',
      id: 'faq',
      title: 'Frequently Asked Questions',
      items: [
        {
          title: 'How do I contact the help desk?',
          body: [
            [
              'Use the form below or write to ',
              { text: '{supportEmail}', href: 'mailto:{supportEmail}' },
              '. We reply within 24 hours, every day of the week.',
            ],
          ],
        },
        {
          title: 'How do I reset my password?',
          // Said to search engines by the FAQ page (/pages/support/faq), as the last one below; shown here too.
          faq: false,
          body: ['Use the password reset page: you will receive an e-mail in maximum 60 seconds.'],
        },
        {
          title: 'How often do you release updates?',
          body: ['New versions every 2-3 weeks, and minor updates several times a day.'],
        },
        {
          title: 'Can I delete my account?',
          faq: false,
          body: [
            [
              'Yes: email ',
              { text: '{supportEmail}', href: 'mailto:{supportEmail}' },
              ' and we delete the account and its data.',
            ],
          ],
        },
      ],
    },
    {
      type: 'form',
      id: 'contact',
      title: 'Still need help?',
      description: 'Write to the help desk. We reply within 24 hours.',
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
  ],
});
