import { definePage } from '../../../../schema';
import { picture } from '../_forms';

export default definePage({
  meta: {
    title: 'Jetzt registrieren | Brightline Software',
    description:
      'Ein Konto erstellen: Name, E-Mail-Adresse, Passwort und die Zustimmung zu den AGB, über einem Bild am Seitenanfang.',
  },
  nav: { title: 'Registrieren', order: 5 },
  layout: { navbar: { variant: 'transparent', menus: true } },
  blocks: [
    {
      type: 'auth',
      layout: 'cover',
      image: picture('photos/mountain-road'),
      title: 'Jetzt registrieren',
      description: 'Geben Sie Ihre E-Mail-Adresse und ein Passwort ein, um sich zu registrieren.',
      fields: [
        { label: 'Name', name: 'name', autocomplete: 'name' },
        { kind: 'email', label: 'E-Mail', name: 'email' },
        { kind: 'password', label: 'Passwort', name: 'password', autocomplete: 'new-password' },
        { kind: 'checkbox', label: 'Ich stimme den Allgemeinen Geschäftsbedingungen zu', name: 'terms', checked: true },
      ],
      submit: 'Registrieren',
      footer: { text: 'Sie haben bereits ein Konto?', link: { label: 'Anmelden', href: { route: 'signin-cover' } } },
    },
  ],
});
