import inputsPage from '../../../pages-data/sections/input-areas/inputs';
import { type BlockExample, samplesOf } from '../example';

// The showcase's fields, then a date field.
export const inputExamples: BlockExample<'input'>[] = [
  ...samplesOf(inputsPage, 'input'),
  {
    id: 'input-date',
    title: 'Date field',
    data: { type: 'input', variant: 'static', label: 'Check-in', inputType: 'date', name: 'checkin' },
  },
];
