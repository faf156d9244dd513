import type { InvalidBlockCase } from '../example';

export const sliderInvalidCases: InvalidBlockCase<'slider'>[] = [
  {
    name: 'a slider without a label',
    data: { type: 'slider', start: 50 },
    path: ['label'],
    message: 'missing required field "label": expected a string',
  },
  {
    name: 'a slider starting past its max',
    data: { type: 'slider', label: 'Volume', start: 150 },
    path: ['start'],
    message: 'expected a value from 0 to 100, found 150',
    jsonSchema: false,
  },
  {
    name: 'a range slider whose lower start is below its min',
    data: { type: 'slider', label: 'Price', start: [30, 80], min: 40 },
    path: ['start', 0],
    message: 'expected a value from 40 to 100, found 30',
    jsonSchema: false,
  },
  {
    name: 'a range slider given in reverse',
    data: { type: 'slider', label: 'Price', start: [80, 30] },
    path: ['start'],
    message: 'expected [from, to] with from ≤ to, found [80, 30]',
    jsonSchema: false,
  },
  {
    name: 'a slider whose max is not above its min',
    data: { type: 'slider', label: 'Volume', start: 5, min: 10, max: 10 },
    path: ['max'],
    message: 'expected a number above min (10), found 10',
    jsonSchema: false,
  },
  {
    name: 'a step too fine for its values to show',
    data: { type: 'slider', label: 'Volume', start: 0, step: 1e-7 },
    path: ['step'],
    message: 'expected a number from 0.0001 to 1,000,000,000, found 1e-7',
  },
  {
    name: 'a slider with three start values',
    data: { type: 'slider', label: 'Price', start: [10, 20, 30] },
    path: ['start'],
  },
];
