import type { InvalidBlockCase } from '../example';

export const formInvalidCases: InvalidBlockCase<'form'>[] = [
  {
    name: 'a form field of a kind the block does not offer',
    data: { type: 'form', fields: [{ kind: 'date', label: 'Day', name: 'day' }] },
    path: ['fields', 0, 'kind'],
    message: /expected one of "text", "email", .*found "date"/,
  },
  {
    name: 'rows on a text field',
    data: { type: 'form', fields: [{ label: 'Name', name: 'name', rows: 4 }] },
    path: ['fields', 0, 'rows'],
    message: '`rows` is for a textarea only',
    jsonSchema: false,
  },
  {
    name: 'two fields with one name',
    data: {
      type: 'form',
      fields: [
        { label: 'Name', name: 'name' },
        { kind: 'email', label: 'Email', name: 'name' },
      ],
    },
    path: ['fields', 1, 'name'],
    jsonSchema: false,
  },
  {
    name: 'a site search form whose field is not a search field',
    data: { type: 'form', siteSearch: true, fields: [{ label: 'Name', name: 'name' }] },
    path: ['fields'],
    message: 'a `siteSearch` form holds one field, of kind `search`',
    jsonSchema: false,
  },
];
