import { z } from 'zod';
import { blockSchema, describeBlock } from './block';

/** A switch: a checkbox drawn as an on/off track (spec §2 Toggles, §5 switches start checked). */
export const toggleSchema = blockSchema('toggle', {
  label: z.string().min(1).describe('Text beside the switch; it names the switch.'),
  description: z.string().min(1).optional().describe('A line under the label, read as the description of the switch.'),
  checked: z.boolean().default(true).describe('Whether the switch is on at first; switches start checked.'),
  name: z.string().min(1).optional().describe('Name of the field in a form.'),
});

describeBlock(toggleSchema, { title: 'Switch', description: 'An on/off switch with its label.' });
