import type { InvalidBlockCase } from '../example';

export const authInvalidCases: InvalidBlockCase<'auth'>[] = [
  {
    name: 'a cover layout without its picture',
    data: {
      type: 'auth',
      layout: 'cover',
      title: 'Sign in',
      fields: [{ kind: 'email', label: 'Email', name: 'email' }],
      submit: 'Sign in',
    },
    path: ['image'],
    message: 'the "cover" layout needs an image (only "simple" has none)',
    jsonSchema: false,
  },
  {
    name: 'two fields with one name',
    data: {
      type: 'auth',
      layout: 'simple',
      title: 'Sign in',
      fields: [
        { kind: 'email', label: 'Email', name: 'login' },
        { kind: 'password', label: 'Password', name: 'login', autocomplete: 'current-password' },
      ],
      submit: 'Sign in',
    },
    path: ['fields', 1, 'name'],
    message: 'the name "login" is already used by fields[0]; names must be unique',
    jsonSchema: false,
  },
  {
    name: 'an unknown network to sign in with',
    data: {
      type: 'auth',
      layout: 'simple',
      title: 'Sign in',
      providers: ['myspace'],
      fields: [{ kind: 'email', label: 'Email', name: 'email' }],
      submit: 'Sign in',
    },
    path: ['providers', 0],
  },
];
