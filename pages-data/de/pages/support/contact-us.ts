import { definePage } from '../../../../schema';

export default definePage({
  meta: {
    title: 'Kontakt | Brightline Software',
    description:
      'Schreiben Sie uns zu Ihrem Projekt oder zu einem Problem, das Sie lösen möchten. Wir antworten innerhalb von 24\u00a0Stunden, an jedem Tag der Woche.',
  },
  nav: { title: 'Kontakt', order: 1 },
  layout: {
    navbar: {
      variant: 'transparent',
      sticky: true,
      menus: true,
      action: { label: 'Jetzt kaufen', href: { route: 'pricing' }, color: 'primary', size: 'sm' },
    },
  },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/city-night', alt: '' },
      title: 'Kontakt',
      description: 'Bei Fragen, auch zu Partnerschaften, schreiben Sie uns einfach über das folgende Formular.',
      minHeight: '50vh',
    },
    {
      type: 'form',
      id: 'contact-form',
      title: 'Schreiben Sie uns',
      description: 'Sagen Sie uns, was Sie brauchen oder wo es hakt. Wir antworten innerhalb von 24\u00a0Stunden.',
      fields: [
        { label: 'Vor- und Nachname', name: 'fullName', width: 'half' },
        { kind: 'email', label: 'E-Mail', name: 'email', width: 'half' },
        {
          kind: 'textarea',
          label: 'Wie können wir Ihnen helfen?',
          name: 'message',
          rows: 6,
          hint: 'Beschreiben Sie Ihr Anliegen in mindestens 250\u00a0Zeichen.',
        },
      ],
      submit: { label: 'Nachricht senden' },
    },
    {
      type: 'contact',
      title: 'Weitere Kontaktmöglichkeiten',
      description:
        'Unser Helpdesk ist rund um die Uhr für Sie da; jede Nachricht wird innerhalb von 24\u00a0Stunden beantwortet.',
      channels: [
        { icon: 'mail', label: 'E-Mail', value: '{supportEmail}', href: 'mailto:{supportEmail}' },
        { icon: 'language', label: 'Website', value: 'brightline-software.example', href: '{company.providerUrl}' },
        { icon: 'badge', label: 'Handelsregisternummer', value: '{company.registrationNumber}' },
      ],
    },
  ],
});
