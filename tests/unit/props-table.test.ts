import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { peel } from '../../schema/zod-walk';
import { propRows } from '../../src/showcase/props-table';

describe("Given a block schema's props table", () => {
  it('should read each field through the wrappers the editor reads through, lazy, read-only and caught ones too', () => {
    const schema = z.object({
      type: z.literal('demo'),
      title: z.string().readonly().describe('The heading.'),
      size: z.lazy(() => z.enum(['sm', 'lg'])).optional(),
      count: z.number().catch(3).default(1).describe('How many.'),
    });
    expect(propRows(schema)).toEqual([
      { name: 'title', type: 'string', required: true, description: 'The heading.' },
      { name: 'size', type: '"sm" | "lg"', required: false, description: '' },
      { name: 'count', type: 'number', required: false, default: '1', description: 'How many.' },
    ]);
    // The editor's walker says the same of each field.
    expect(peel(schema.shape.title).def.type).toBe('string');
    expect(peel(schema.shape.size)).toMatchObject({ optional: true, def: { type: 'enum' } });
  });

  it('should show the default a field returns, not a value it parses first (a prefault), and list nested fields', () => {
    const schema = z.object({
      buttons: z
        .array(z.object({ label: z.string().describe('Its words.') }))
        .prefault([{ label: 'Close' }])
        .describe('The buttons.'),
    });
    expect(propRows(schema)).toEqual([
      { name: 'buttons', type: 'object[]', required: false, description: 'The buttons.' },
      { name: 'buttons[].label', type: 'string', required: true, description: 'Its words.' },
    ]);
  });
});
