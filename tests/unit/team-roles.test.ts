import { describe, expect, it } from 'vitest';
import { changeInWords } from '../../scripts/lib/team/audit';
import { hiddenFor, roleRefusal, ROUTE_ROLES, saveRefusal } from '../../scripts/lib/team/roles';

describe('roles, as the endpoint checks them', () => {
  it('lets an author save, upload and create pages, and nothing a publisher does', () => {
    for (const route of ['POST /save', 'POST /upload', 'POST /new', 'GET /page', 'GET /changes']) {
      expect(roleRefusal('author', route)).toBeUndefined();
    }
    expect(roleRefusal('author', 'POST /publish', 'Lena Berg')).toBe('Publishing is for publishers: ask Lena Berg.');
    expect(roleRefusal('author', 'POST /discard')).toBe('Discarding changes is for publishers.');
    expect(roleRefusal('author', 'POST /theme')).toMatch(/style is for publishers/);
  });

  it('lets a publisher and an admin do every change, and no one a change it does not know', () => {
    for (const route of Object.keys(ROUTE_ROLES)) {
      expect(roleRefusal('publisher', route)).toBeUndefined();
      expect(roleRefusal('admin', route)).toBeUndefined();
    }
    expect(roleRefusal('admin', 'POST /anything')).toMatch(/No one may ask/);
    expect(roleRefusal('admin', 'DELETE /page')).toMatch(/No one may ask/);
  });

  it("refuses an author's save that renames a page, removes other pages' links or changes the settings", () => {
    const save = { file: 'pages-data/pricing.ts', address: '/pricing' };
    expect(saveRefusal('author', save, '/pricing')).toBeUndefined();
    expect(saveRefusal('author', { ...save, removeLinksTo: [] }, '/pricing')).toBeUndefined();
    expect(saveRefusal('author', { ...save, address: '/prices' }, '/pricing')).toMatch(/Renaming or moving/);
    expect(saveRefusal('author', { ...save, removeLinksTo: ['plans'] }, '/pricing')).toMatch(/section/);
    expect(saveRefusal('author', { file: 'pages-data/_site.ts' }, '/')).toMatch(/settings is for publishers/);
    expect(saveRefusal('publisher', { ...save, address: '/prices' }, '/pricing')).toBeUndefined();
  });

  it('tells the editor what an author cannot do, with why, and a publisher nothing', () => {
    expect(hiddenFor('author', 'Lena')).toMatchObject({ publish: 'Publishing is for publishers: ask Lena.' });
    expect(hiddenFor('publisher')).toEqual({});
  });
});

describe('the audit words of a change', () => {
  it('names the person, the page and the commit', () => {
    const pageOf = (file: string) => (file === 'pages-data/pricing.ts' ? '/pricing' : undefined);
    expect(changeInWords('POST /save', 'Mara', { file: 'pages-data/pricing.ts' }, pageOf)).toEqual({
      action: 'save',
      words: 'Mara saved /pricing',
      page: '/pricing',
    });
    expect(
      changeInWords('POST /publish', 'Lena', { commit: 'abc123', message: 'Edit Pricing', files: ['a'] }, pageOf),
    ).toMatchObject({ action: 'publish', words: 'Lena published 1 file as commit abc123: "Edit Pricing"' });
    expect(changeInWords('GET /page', 'Mara', {}, pageOf)).toBeUndefined();
  });
});
