import { z } from 'zod';
import { lineSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

/** A switch: a checkbox drawn as an on/off track (a switch starts checked unless told otherwise). */
export const toggleSchema = blockSchema('toggle', {
  label: lineSchema.min(1).describe('Text beside the switch; it names the switch.'),
  description: textSchema.min(1).optional().describe('A line under the label, read as the description of the switch.'),
  checked: z.boolean().default(true).describe('Whether the switch is on at first; switches start checked.'),
  name: lineSchema.min(1).optional().describe('Name of the field in a form.'),
});

describeBlock(toggleSchema, { title: 'Switch', description: 'An on/off switch with its label.' });
