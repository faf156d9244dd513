import { definePage } from '../../../schema';

export default definePage({
  name: 'faq',
  meta: {
    title: 'FAQ | Brightline Software',
    description: 'Answers to frequent questions about our services, your account and settings, and licences.',
  },
  nav: { title: 'FAQ', order: 2 },
  layout: { navbar: { variant: 'transparent', menus: true } },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/sunset-lake', alt: '' },
      title: 'Frequently Asked Questions',
      description: 'The basics of working with us, your account and settings, and the licences behind our software.',
      minHeight: '50vh',
    },
    {
      type: 'accordion',
      questions: true,
      // Spec §2: the three groups, in one card over the header; each opens its first item.
      groups: [
        {
          title: 'Basics',
          items: [
            {
              title: 'What do you build?',
              body: [
                'Enterprise applications, ERP and CRM systems, and eCommerce platforms, from the first idea to support in production.',
              ],
            },
            {
              title: 'How do we start working together?',
              body: [
                'Tell us about your project through the contact form. We reply within 24 hours and suggest a first call to agree on scope, team and timeline.',
              ],
            },
            {
              title: 'How often will I see new versions?',
              body: ['New versions ship every 2-3 weeks, and minor updates several times a day.'],
            },
            {
              title: 'Who owns the code?',
              body: ['You do, from the first commit, including its documentation.'],
            },
          ],
        },
        {
          title: 'Account & Settings',
          items: [
            {
              title: 'How do I change my email address?',
              body: [
                [
                  'Write to ',
                  { text: '{supportEmail}', href: 'mailto:{supportEmail}' },
                  ' from the address we have on file and tell us the new one.',
                ],
              ],
            },
            {
              title: 'How do I reset my password?',
              body: [
                'Use the password reset page: you will receive an e-mail in maximum 60 seconds with a link to choose a new password.',
              ],
            },
            {
              title: 'Can I delete my account?',
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
          title: 'Licenses',
          items: [
            {
              title: 'Which open-source licences do you use?',
              body: ['Permissive licences such as MIT and Apache 2.0, listed with every delivery.'],
            },
            {
              title: 'Do I need a licence for the hosting?',
              body: ['No. The cloud infrastructure is part of the service.'],
            },
            {
              title: 'Can I use the software in more than one company?',
              body: [
                'The software we build for you is yours to use in any company you own. Third-party components keep their own licence terms, which we list for you.',
              ],
            },
          ],
        },
      ],
    },
  ],
});
