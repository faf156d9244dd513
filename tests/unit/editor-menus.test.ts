import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SiteBreakError, StaleFileError } from '../../scripts/lib/editor/errors';
import { readSiteMenus, saveSiteMenus } from '../../scripts/lib/editor/menus';
import { removePagesDirs, settings, siteDir } from '../support/pages-dir';

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
