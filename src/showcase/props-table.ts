import type { z } from 'zod';
import { defOf as def, peel } from '../../schema/zod-walk';

/** One row of a block's props table, generated from its schema. */
export interface PropRow {
  /** Dotted path, `cards[].title` for fields of list items. */
  name: string;
  type: string;
  required: boolean;
  default?: string;
  description: string;
}

interface Field {
  schema: z.ZodType;
  required: boolean;
  default?: unknown;
  description?: string;
}

/** A field as the table shows it: required unless optional or defaulted; its default unless a prefault. */
function unwrap(schema: z.ZodType): Field {
  const peeled = peel(schema);
  return {
    schema: peeled.schema,
    required: !peeled.optional,
    ...(peeled.hasDefault && !peeled.prefault ? { default: peeled.defaultValue } : {}),
    description: peeled.description,
  };
}

const quote = (value: unknown) => JSON.stringify(value);

/** A short type text: `"sm" | "md" | "lg"`, `string`, `link[]`, `{ … }`. */
export function typeText(schema: z.ZodType, depth = 0): string {
  const inner = unwrap(schema).schema;
  const d = def(inner);
  switch (d.type) {
    case 'enum': {
      const values = Object.values(d.entries ?? {});
      // Long lists (icon names) would drown the table; the description says what they are.
      return values.length > 12 ? `string (one of ${values.length} names)` : values.map(quote).join(' | ');
    }
    case 'literal':
      return (d.values ?? []).map(quote).join(' | ');
    case 'array': {
      const element = typeText(d.element!, depth + 1);
      return element.includes(' ') ? `(${element})[]` : `${element}[]`;
    }
    case 'union': {
      const parts = new Set((d.options ?? []).map((option) => typeText(option, depth + 1)));
      return [...parts].join(' | ');
    }
    case 'object':
      return 'object';
    default:
      return d.type;
  }
}

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const inner = unwrap(schema).schema;
  const d = def(inner);
  if (d.type === 'object') return d.shape;
  if (d.type === 'array') return objectShape(d.element!);
  return undefined;
}

/** The props of a block schema, its nested fields included (`cards[].title`), `type` left out. */
export function propRows(schema: z.ZodType, prefix = '', depth = 0): PropRow[] {
  const shape = objectShape(schema);
  if (!shape) return [];
  const rows: PropRow[] = [];
  for (const [key, fieldSchema] of Object.entries(shape)) {
    if (depth === 0 && key === 'type') continue;
    const field = unwrap(fieldSchema);
    const isList = def(field.schema).type === 'array';
    const name = prefix + key;
    const element = isList ? def(field.schema).element : undefined;
    rows.push({
      name,
      type: typeText(fieldSchema),
      required: field.required,
      ...(field.default !== undefined ? { default: quote(field.default) } : {}),
      description: field.description ?? element?.description ?? '',
    });
    if (depth < 2) rows.push(...propRows(field.schema, `${name}${isList ? '[]' : ''}.`, depth + 1));
  }
  return rows;
}
