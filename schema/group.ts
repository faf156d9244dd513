import { z } from 'zod';
import { lineSchema } from './primitives';

/**
 * A folder of pages as the navigation shows it (`pages-data/<folder>/_group.ts`): the menus, the
 * showcase groups and the breadcrumbs are built from these and the pages' `nav` entries.
 */
export const groupSchema = z.strictObject({
  $schema: z.string().optional().describe('JSON files only: path of the group JSON Schema, for editors.'),
  heading: lineSchema.min(1).max(40).describe('Name of the group in menus and breadcrumbs, e.g. "Elements".'),
  description: lineSchema.max(200).optional().describe('One line about the group, shown in menus.'),
  order: z.number().int().optional().describe('Place among its sibling groups; lower comes first, then by folder.'),
});

export type GroupInput = z.input<typeof groupSchema>;
export type Group = z.output<typeof groupSchema>;

/** Types a group file in the editor: `export default defineGroup({ … })`. */
export function defineGroup(group: GroupInput): GroupInput {
  return group;
}
