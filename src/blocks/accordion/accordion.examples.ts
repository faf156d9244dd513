import type { BlockExample } from '../example';

export const accordionExamples: BlockExample<'accordion'>[] = [
  {
    id: 'accordion-faq',
    title: 'FAQ',
    data: {
      type: 'accordion',
      title: 'Frequently Asked Questions',
      items: [
        {
          title: 'How do I order?',
          body: [
            'Tell us about your project through the contact form. We reply within 24 hours and suggest a first call to agree on scope, team and timeline.',
          ],
        },
        {
          title: 'How can I make the payment?',
          body: ['We invoice monthly in any of 120+ currencies. Bank transfer and card payments are both accepted.'],
        },
        {
          title: 'How much time does it take to receive the first version?',
          body: [
            'A first working version usually ships after 2-3 weeks; after that, new versions follow every 2-3 weeks and minor updates several times a day.',
          ],
        },
        {
          title: 'Can I resell the products?',
          body: ['Yes. Everything we build for you belongs to you, including the source code and its documentation.'],
        },
        {
          title: 'Where do I find the support details?',
          body: [
            'Our help desk works 24/7 with L1, L2 and L3 support governed by an SLA:',
            {
              list: [
                'L1: first answer within one hour',
                'L2: fix or workaround within one business day',
                'L3: root-cause analysis',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    id: 'accordion-groups',
    title: 'FAQ groups in one section',
    data: {
      type: 'accordion',
      groups: [
        {
          title: 'Basics',
          items: [
            {
              title: 'What do you build?',
              body: ['Enterprise applications, ERP and CRM systems, and eCommerce platforms.'],
            },
            { title: 'Who owns the code?', body: ['You do, from the first commit.'] },
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
          ],
        },
      ],
    },
  },
  {
    id: 'accordion-account',
    title: 'FAQ group: Account & Settings',
    data: {
      type: 'accordion',
      title: 'Account & Settings',
      open: null,
      multiple: true,
      items: [
        {
          title: 'How do I change my email address?',
          body: ['Write to {supportEmail} from the address we have on file.'],
        },
        {
          title: 'Can I delete my account?',
          body: ['Yes: email {supportEmail} and we delete the account and its data.'],
        },
      ],
    },
  },
];
