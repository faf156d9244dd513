import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { themeSchema } from '../../schema/theme';
import { drawSiteCards } from '../../scripts/lib/build/cards';
import { CARDS_SNAPSHOT } from '../../src/content/snapshot';
import { cardTextOf } from '../../src/content/social-card';

const site = { theme: themeSchema.parse({}), brand: { logo: { src: 'brand/logo', alt: '' } } } as never;
const job = {
  route: '/pages/company/pricing',
  text: cardTextOf({
    title: 'Pricing',
    section: 'Company',
    site: { siteUrl: 'https://example.com', company: { name: 'Example' } } as never,
    language: 'en',
  }),
};

let root: string;
beforeEach(async () => {
  // A project with the validation's card list, the repository's packages and pictures.
  root = await mkdtemp(path.join(os.tmpdir(), 'build-cards-'));
  await symlink(path.resolve('node_modules'), path.join(root, 'node_modules'));
  await symlink(path.resolve('src'), path.join(root, 'src'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("Given the build's card step", () => {
  it('should draw the cards the validation listed into the cache, and take them from it the next time', async () => {
    await mkdir(path.join(root, path.dirname(CARDS_SNAPSHOT)), { recursive: true });
    await writeFile(path.join(root, CARDS_SNAPSHOT), JSON.stringify([job]));
    const cacheDir = path.join(root, 'cards');
    const first = await drawSiteCards({ root, site, besideDone: Promise.resolve(), cacheDir });
    if (first instanceof Error) throw first;
    expect(first).toMatchObject({ drawn: 1, reused: 0, cards: [{ route: job.route }] });
    expect(first.seconds).toBeGreaterThan(0);
    expect(await readdir(cacheDir)).toEqual([`${first.cards[0]!.key}.png`]);
    const second = await drawSiteCards({ root, site, besideDone: Promise.resolve(), cacheDir });
    expect(second).toMatchObject({ drawn: 0, reused: 1 });
  });

  it('should resolve with the failure instead of rejecting, for the build to report once it needs the cards', async () => {
    const result = await drawSiteCards({ root, site, besideDone: Promise.resolve() });
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toContain('cards.json');
    expect(existsSync(path.join(root, '.cache', 'social-cards'))).toBe(false);
  });
});
