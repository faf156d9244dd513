import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES_FILE, iconNamesSource } from '../../scripts/gen-icon-names';

describe('schema/icon-names.ts', () => {
  it('Given the installed icon package, should list its names (run `npm run icons:names` when this fails)', () => {
    expect(readFileSync(ICON_NAMES_FILE, 'utf8')).toBe(iconNamesSource());
  });
});
