import { definePage } from '../schema';

export default definePage({
  name: 'privacy',
  meta: {
    title: 'Privacy Policy | Brightline Software',
    description:
      'How the Brightline Software bookkeeping and personal finance app collects, uses and protects your information.',
  },
  layout: { navbar: { variant: 'light', sticky: true }, bodyClass: ['bg-gray-200'] },
  blocks: [
    {
      type: 'article',
      title: 'Privacy Policy',
      subtitle: 'Effective date: {date:2025-09-01}',
      intro: [
        '{company.name} ("we", "us", "our") offers an app for bookkeeping and personal finance tracking: you record your income, expenses and transactions and see where your money goes. This policy explains what information the app collects, why, and the choices you have.',
      ],
      sections: [
        {
          heading: 'Information We Collect',
          body: [
            'We collect only what the app needs to work:',
            {
              list: [
                [{ bold: 'Account information:' }, ' your name, email address and password.'],
                [{ bold: 'Financial data:' }, ' the income, expenses and transactions you enter.'],
                [{ bold: 'Device information:' }, ' IP address, operating system and how you use the app.'],
              ],
            },
          ],
        },
        {
          heading: 'How We Use Your Information',
          body: [
            {
              list: [
                'To create and run your account and keep your records in sync.',
                'To show you reports on your income, expenses and transactions.',
                'To answer your support requests.',
                'To keep the app secure, find faults and improve it.',
              ],
            },
          ],
        },
        {
          heading: 'Data Storage and Security',
          body: [
            'Your data is stored on secured cloud infrastructure, encrypted in transit and at rest. Access is limited to staff who need it to run the service, and our systems are monitored around the clock.',
          ],
        },
        {
          heading: 'Sharing Your Information',
          body: [
            'We do not sell your personal or financial data. We share it only with service providers who host and operate the app for us, under contracts that oblige them to protect it, or when the law requires us to.',
          ],
        },
        {
          heading: 'Data Retention',
          body: [
            'We keep your data for as long as your account exists. When the account is deleted, your personal and financial data is deleted too, except where the law obliges us to keep records for longer.',
          ],
        },
        {
          heading: 'Your Rights',
          body: [
            'You may ask to see, correct or export the data we hold about you.',
            [
              'You can also ',
              {
                text: 'delete your account and data',
                alert: [
                  'To delete your account and all its data, email ',
                  { text: '{supportEmail}', href: 'mailto:{supportEmail}' },
                  ' from the address you signed up with and ask us to delete your account. We will confirm once your account and data have been deleted.',
                ],
              },
              ' at any time.',
            ],
          ],
        },
        {
          heading: "Children's Privacy",
          body: [
            'The app is not intended for children under 13, and we do not knowingly collect data from them. If you believe a child under 13 has given us data, contact us and we will delete it.',
          ],
        },
        {
          heading: 'Changes to This Policy',
          body: [
            'We may update this policy. When we do, we change the effective date above and, for significant changes, tell you in the app or by email.',
          ],
        },
        {
          heading: 'Contact Us',
          body: [
            [
              'Questions about this policy? Write to ',
              { text: '{supportEmail}', href: 'mailto:{supportEmail}' },
              '. {company.name}, company registration number {company.registrationNumber}.',
            ],
          ],
        },
      ],
    },
  ],
});
