// npm run schema:json: writes schema/page.schema.json and schema/site.schema.json from the zod schemas.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonSchemas, jsonSchemaText } from '../schema/json-schema';

const schemaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema');

for (const [name, schema] of Object.entries(jsonSchemas())) {
  const file = path.join(schemaDir, name);
  await writeFile(file, jsonSchemaText(schema));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
