import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockMapSources } from '../../scripts/gen-block-maps';

const sources = await blockMapSources();

describe('the block maps', () => {
  it.each(Object.entries(sources))(
    'Given the block files, should match %s (run `npm run blocks:maps` when this fails)',
    (file, generated) => {
      expect(readFileSync(file, 'utf8')).toBe(generated);
    },
  );
});
