import { z } from 'zod';
import { lineSchema, shownNumberSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

const positive = (value: number, what: string) => z.number().positive().default(value).describe(what);
/** A value on the scale: shown as text (the handles' values), so bounded with a few decimals. */
const value = () => shownNumberSchema({ min: -1e9, max: 1e9, decimals: 4 });

/** A single or range slider on nouislider; the defaults are nouislider's own. */
export const sliderSchema = blockSchema('slider', {
  label: lineSchema.min(1).describe('What the slider sets; shown above it and read as the name of its handles.'),
  start: z
    .union([value(), z.tuple([value(), value()])])
    .describe('Start value, or `[from, to]` for a range with two handles.'),
  min: value().default(0).meta({ title: 'Lowest value' }).describe('Lowest value.'),
  max: value().default(100).meta({ title: 'Highest value' }).describe('Highest value.'),
  step: shownNumberSchema({ min: 0.0001, max: 1e9, decimals: 4 })
    .default(1)
    .describe('Values move in steps of this size; its decimals are those the values show.'),
  orientation: z.enum(['horizontal', 'vertical']).default('horizontal'),
  direction: z.enum(['ltr', 'rtl']).default('ltr').describe('`rtl` puts the lowest value on the right (or bottom).'),
  tooltips: z.boolean().default(true).describe('Shows each value above its handle.'),
  animate: z.boolean().default(true).describe('Slides a handle to where the track is tapped.'),
  animationDuration: z.number().int().min(0).default(300).describe('Milliseconds of that slide.'),
  keyboardDefaultStep: positive(10, 'Percent of the range an arrow key moves when there is no step.').meta({
    title: 'Arrow key step (%)',
  }),
  keyboardPageMultiplier: positive(5, 'Page Up and Page Down move this many steps.').meta({
    title: 'Page Up / Page Down steps',
  }),
  keyboardMultiplier: positive(1, 'The arrow keys move this many steps.').meta({ title: 'Arrow key steps' }),
}).superRefine((slider, ctx) => {
  const { min, max } = slider;
  if (min >= max) {
    ctx.addIssue({
      code: 'custom',
      path: ['max'],
      input: max,
      message: `expected a number above min (${min}), found ${max}`,
    });
    return;
  }
  const starts = typeof slider.start === 'number' ? [slider.start] : slider.start;
  starts.forEach((value, i) => {
    if (value < min || value > max)
      ctx.addIssue({
        code: 'custom',
        path: typeof slider.start === 'number' ? ['start'] : ['start', i],
        input: value,
        message: `expected a value from ${min} to ${max}, found ${value}`,
      });
  });
  if (starts.length === 2 && starts[0]! > starts[1]!)
    ctx.addIssue({
      code: 'custom',
      path: ['start'],
      input: slider.start,
      message: `expected [from, to] with from ≤ to, found [${starts.join(', ')}]`,
    });
});

describeBlock(sliderSchema, {
  title: 'Slider',
  description: 'A handle, or two, to drag along a scale to pick a value or a range.',
});
