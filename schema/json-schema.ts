import { z } from 'zod';
import { blockSchemas } from './blocks';
import { KIT_IMAGE_IDS, UPLOADED_IMAGE_ID } from './images';
import { IMAGE_ID_DEF } from './primitives';
import { pageSchema } from './page';
import { siteSchema } from './site';

/**
 * The JSON Schemas of a page and of the site settings, as an author writes them (`io: 'input'`:
 * fields with defaults are optional). Editors use them through a JSON file's `$schema` line. They
 * cannot check what needs the whole site (route names, files in public/); `npm run validate` does.
 */
export function jsonSchemas(): Record<'page.schema.json' | 'site.schema.json', Record<string, unknown>> {
  // Each block type is defined once, under its name, and referred to wherever blocks may stand (a
  // page's blocks, a sample's blocks): otherwise every block would be written out at each place.
  // The shared registry already names the icon and image id lists.
  for (const [type, schema] of Object.entries(blockSchemas)) {
    const meta = z.globalRegistry.get(schema);
    if (!meta?.id) z.globalRegistry.add(schema, { ...meta, id: `block-${type}` });
  }
  const options = {
    io: 'input',
    unrepresentable: 'any',
    // `advanced` is the editor's own mark (its "Advanced" group), no JSON Schema keyword.
    override: ({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) => {
      delete jsonSchema.advanced;
      // An image id: one of the catalogue's own, or an uploaded picture's, whose list changes with
      // every upload (and is checked by `npm run validate`).
      if (z.globalRegistry.get(zodSchema as z.ZodType)?.id === IMAGE_ID_DEF) {
        delete jsonSchema.type;
        jsonSchema.anyOf = [
          { type: 'string', enum: KIT_IMAGE_IDS },
          { type: 'string', pattern: UPLOADED_IMAGE_ID.source },
        ];
      }
    },
  } as const;
  return {
    'page.schema.json': z.toJSONSchema(pageSchema, options),
    'site.schema.json': z.toJSONSchema(siteSchema, options),
  };
}

/** The file text written for a schema. */
export function jsonSchemaText(schema: Record<string, unknown>): string {
  return JSON.stringify(schema, null, 2) + '\n';
}
