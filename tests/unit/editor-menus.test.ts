import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { EditorError, SiteBreakError, StaleFileError } from '../../scripts/lib/editor/errors';
import { readSiteMenus, saveSiteMenus } from '../../scripts/lib/editor/menus';
import { readPage } from '../../scripts/lib/editor/read-page';
import { saveSite } from '../../scripts/lib/editor/save-site';
import { groupSchema } from '../../schema/group';
import { GROUP_HEADING_MAX } from '../../src/editor/api';
import { HOME, pagesDir, removePagesDirs, settings, siteDir } from '../support/pages-dir';

afterAll(removePagesDirs);

describe('Given the site settings and the Menus panel', () => {
  it('should read the navbar links, the footer menus and links as written', async () => {
    const { dir } = await siteDir();
    const menus = await readSiteMenus({ dir });
    expect(menus.navbar.map((link) => link.label)).toEqual([
      'Our Service',
      'Solutions',
      'Contact Us',
      'Privacy Policy',
    ]);
    expect(menus.navbar[0]).toEqual({
      label: 'Our Service',
      href: { route: 'presentation', hash: '#secOurService' },
      hideOn: [{ route: 'privacy' }],
    });
    expect(menus.footerMenus).toEqual(['/pages/company', '/pages/support', '/sections', '/authentication']);
    expect(menus.footerLinks.map((link) => link.label)).toEqual(['{company.name}', 'Privacy Policy']);
  });

  it('should add a navbar link and a footer link in place, every other line of the file as it was', async () => {
    const { dir, site } = await siteDir();
    const menus = await readSiteMenus({ dir });
    const home = { label: 'Start', href: { route: 'presentation' } };
    const saved = await saveSiteMenus(
      {
        version: menus.version,
        base: menus,
        navbar: [...menus.navbar, home],
        footerMenus: menus.footerMenus,
        footerLinks: [home, ...menus.footerLinks],
      },
      // The project's Prettier settings, as the editor's saves in the project take them.
      { dir, prettierConfigFrom: path.resolve('pages-data/_site.ts') },
    );
    const text = await settings(dir);
    const added = text.split('\n').filter((line) => !site.split('\n').includes(line));
    expect(added.map((line) => line.trim())).toEqual([
      "{ label: 'Start', href: { route: 'presentation' } },",
      "{ label: 'Start', href: { route: 'presentation' } },",
    ]);
    expect(text.replace(/\n\s*\{ label: 'Start', href: \{ route: 'presentation' \} \},/g, '')).toBe(site);
    expect(saved.navbar.at(-1)).toEqual(home);
    expect((await readSiteMenus({ dir })).version).toBe(saved.version);
  });

  it('should refuse a link to a page the site does not have, writing nothing, the problem in words', async () => {
    const { dir, site } = await siteDir();
    const menus = await readSiteMenus({ dir });
    const attempt = saveSiteMenus(
      { ...menus, base: menus, navbar: [...menus.navbar, { label: 'Offer', href: { route: 'offer' } }] },
      { dir },
    );
    await expect(attempt).rejects.toThrow(SiteBreakError);
    const error = (await attempt.catch((caught: unknown) => caught)) as SiteBreakError;
    expect(error.breaks.map((item) => item.message).join(' ')).toContain('unknown route name "offer"');
    expect(await settings(dir)).toBe(site);
  });

  it('should save over a change made elsewhere to other settings, and refuse one made to the menus', async () => {
    const { dir } = await siteDir();
    const menus = await readSiteMenus({ dir });
    const elsewhere = (await settings(dir)).replace("rights: 'All rights reserved.'", "rights: 'Rights reserved.'");
    await writeFile(path.join(dir, '_site.ts'), elsewhere);
    const reversed = { ...menus, base: menus, navbar: [...menus.navbar].reverse() };
    const saved = await saveSiteMenus(reversed, { dir });
    expect(saved.navbar.map((link) => link.label)[0]).toBe('Privacy Policy');
    expect(await settings(dir)).toContain("rights: 'Rights reserved.'");
    // The panel's menus are those read before this save: the file's menus have changed since.
    await expect(saveSiteMenus({ ...reversed, version: menus.version }, { dir })).rejects.toThrow(StaleFileError);
  });
});

const PRIVACY = HOME.replace("name: 'home'", "name: 'privacy'").replace("title: 'Home'", "title: 'Privacy'");

/** The privacy page at the top of the site, read as the editor reads it, with a Menu entry given. */
async function topLevelPage() {
  const dir = await pagesDir({ 'index.ts': HOME, 'privacy.ts': PRIVACY });
  const page = await readPage('pages-data/privacy.ts', { dir });
  const data = { ...(page.data as object), nav: { title: 'Privacy' } };
  return { dir, page, data };
}

describe('Given a page at the top of the site, in no menu group, and a new menu named for it', () => {
  it('should write the group file and the page in it with its entry, in one save, the old address leading there', async () => {
    const { dir, page, data } = await topLevelPage();
    const saved = await saveSite(
      { file: page.file, version: page.version, data, address: '/legal/privacy', group: { heading: 'Legal' } },
      { dir, prettierConfigFrom: path.resolve('pages-data/_site.ts') },
    );
    expect(saved.address).toBe('/legal/privacy');
    expect(await readFile(path.join(dir, 'legal', '_group.ts'), 'utf8')).toBe(
      "export default {\n  heading: 'Legal',\n};\n",
    );
    expect(await readFile(path.join(dir, 'legal', 'privacy.ts'), 'utf8')).toContain("nav: { title: 'Privacy' }");
    expect(existsSync(path.join(dir, 'privacy.ts'))).toBe(false);
    expect(await settings(dir)).toContain("{ from: '/privacy', to: '/legal/privacy' }");
  });

  it('should refuse a new menu with no page in it, writing nothing, the problem in words', async () => {
    const { dir, page } = await topLevelPage();
    const attempt = saveSite(
      {
        file: page.file,
        version: page.version,
        data: page.data,
        address: '/legal/privacy',
        group: { heading: 'Legal' },
      },
      { dir },
    );
    const error = (await attempt.catch((caught: unknown) => caught)) as SiteBreakError;
    expect(error).toBeInstanceOf(SiteBreakError);
    expect(error.breaks.map((item) => item.message).join(' ')).toContain('the group would be empty');
    expect(existsSync(path.join(dir, 'legal'))).toBe(false);
    expect(existsSync(path.join(dir, 'privacy.ts'))).toBe(true);
  });

  it('should refuse a menu for the top of the site, which would hold every folder, saying where it can go', async () => {
    const { dir, page, data } = await topLevelPage();
    const attempt = saveSite({ file: page.file, version: page.version, data, group: { heading: 'Legal' } }, { dir });
    await expect(attempt).rejects.toThrow(EditorError);
    await expect(attempt).rejects.toThrow('give the page an address in a folder of its own');
    expect(existsSync(path.join(dir, '_group.ts'))).toBe(false);
  });

  it('should take the heading limit of the group schema', () => {
    expect(groupSchema.shape.heading.maxLength).toBe(GROUP_HEADING_MAX);
  });
});
