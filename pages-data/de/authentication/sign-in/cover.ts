import { definePage } from '../../../../schema';
import { picture, signInFields, toSignUp } from '../_forms';

export default definePage({
  meta: {
    title: 'Anmelden | Brightline Software',
    description: 'Eine Anmeldekarte über einem Bild am Seitenanfang, mit einem Link zur Registrierung.',
  },
  nav: { title: 'Anmelden · Cover', order: 2 },
  layout: { navbar: { variant: 'transparent', menus: true } },
  blocks: [
    {
      type: 'auth',
      layout: 'cover',
      image: picture('photos/city-night'),
      title: 'Anmelden',
      description: 'Geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein, um sich anzumelden.',
      fields: signInFields,
      submit: 'Anmelden',
      footer: toSignUp,
    },
  ],
});
