import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { themeSchema } from '../../schema/theme';
import { SITE_THEME_FILE, THEME_FONTS_FILE, writeSiteTheme } from '../../scripts/lib/build/site-theme';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'build-theme-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("Given the build's theme step", () => {
  it("should write the site's colours as the Sass variables every stylesheet reads, and the theme for the fonts' build", async () => {
    const theme = themeSchema.parse({ colors: { primary: '#123456' } });
    expect(writeSiteTheme(theme, dir)).toBe(true);
    const scss = await readFile(path.join(dir, SITE_THEME_FILE), 'utf8');
    expect(scss).toContain('$primary: #123456;');
    expect(JSON.parse(await readFile(path.join(dir, THEME_FONTS_FILE), 'utf8'))).toEqual(theme);
  });

  it('should leave the files as they are when the theme is the same (a watching server restyles nothing)', () => {
    const theme = themeSchema.parse({});
    expect(writeSiteTheme(theme, dir)).toBe(true);
    expect(writeSiteTheme(theme, dir)).toBe(false);
    expect(writeSiteTheme(undefined, dir)).toBe(false);
    expect(writeSiteTheme(themeSchema.parse({ radius: 'none' }), dir)).toBe(true);
  });
});
