import type { BlockInput } from '../../../schema/blocks';
import type { InvalidBlockCase } from '../example';

const contact: BlockInput<'contact'> = {
  type: 'contact',
  title: 'Contact',
  channels: [{ icon: 'mail', label: 'Email', value: 'help@acme.example', href: 'mailto:help@acme.example' }],
};

export const contactInvalidCases: InvalidBlockCase<'contact'>[] = [
  {
    name: 'a javascript: link',
    data: { ...contact, channels: [{ ...contact.channels[0], href: 'javascript:alert(1)' }] },
    path: ['channels', 0, 'href'],
    message: /found "javascript:alert\(1\)"/,
  },
  {
    name: 'a channel without its value',
    data: { ...contact, channels: [{ icon: 'mail', label: 'Email', href: 'mailto:help@acme.example' }] },
    path: ['channels', 0, 'value'],
    message: /missing required field "value"/,
  },
];
