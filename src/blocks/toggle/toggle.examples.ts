import type { BlockExample } from '../example';

// Spec §2 (Toggles): a "Remember me" switch, and one with a description; §5: switches start checked.
export const toggleExamples: BlockExample<'toggle'>[] = [
  {
    id: 'toggle-simple',
    title: 'Switch',
    data: { type: 'toggle', label: 'Remember me', name: 'remember' },
  },
  {
    id: 'toggle-description',
    title: 'Switch with a description',
    data: {
      type: 'toggle',
      label: 'Remember me',
      description: 'Be sure that you will always be logged in.',
      name: 'remember',
    },
  },
  {
    id: 'toggle-off',
    title: 'Switch starting off',
    data: { type: 'toggle', label: 'Email me about new releases', checked: false },
  },
];
