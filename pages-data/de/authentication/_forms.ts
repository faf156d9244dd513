import type { BlockInput } from '../../../schema';
import type { ImageId } from '../../../schema/images';

/** The fields every sign-in layout shares: email, password and Remember me, checked. */
export const signInFields = [
  { kind: 'email', label: 'E-Mail', name: 'email' },
  { kind: 'password', label: 'Passwort', name: 'password', autocomplete: 'current-password' },
  { kind: 'switch', label: 'Angemeldet bleiben', name: 'remember', checked: true },
] satisfies BlockInput<'auth'>['fields'];

/** Under each sign-in form: the way to the sign-up page. */
export const toSignUp = {
  text: 'Sie haben noch kein Konto?',
  link: { label: 'Registrieren', href: { route: 'signup-cover' } },
} satisfies BlockInput<'auth'>['footer'];

/** A picture of the site's own, for the layouts that show one. */
export const picture = (src: ImageId) => ({ src, alt: '' });
