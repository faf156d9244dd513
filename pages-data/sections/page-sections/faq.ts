import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'pagesections-faq',
  meta: {
    title: 'FAQ – Page Sections',
    description: 'A frequently-asked-questions section: five questions in an accordion, the first one open.',
  },
  nav: { title: 'FAQ', order: 4 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'faq-accordion',
      title: 'FAQ with five questions',
      blocks: [
        {
          type: 'accordion',
          title: 'Frequently Asked Questions',
          open: 0,
          items: [
            {
              title: 'How do I order?',
              body: [
                'Tell us about your project through the contact form. We reply within 24 hours and suggest a first call to agree on scope, team and timeline.',
              ],
            },
            {
              title: 'How can I make the payment?',
              body: [
                'We invoice monthly in any of 120+ currencies. Bank transfer and card payments are both accepted.',
              ],
            },
            {
              title: 'How much time does it take to receive the first version?',
              body: [
                'A first working version usually ships after 2-3 weeks; after that, new versions follow every 2-3 weeks and minor updates several times a day.',
              ],
            },
            {
              title: 'Can I resell the products?',
              body: [
                'Yes. Everything we build for you belongs to you, including the source code and its documentation.',
              ],
            },
            {
              title: 'Where do I find the support details?',
              body: [
                'Our help desk works 24/7, with L1, L2 and L3 support governed by an SLA. Write to {supportEmail} at any time.',
              ],
            },
          ],
        },
      ],
    },
  ],
});
