import { describe, expect, it } from 'vitest';
import { draftStore, type DraftStorage, draftTime } from '../../src/editor/drafts';

/** A browser storage in memory. */
function memory(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const FILE = 'pages-data/about.ts';
const base = { meta: { title: 'About' } };
const edited = { meta: { title: 'About us' } };

describe('Given the drafts kept in the browser', () => {
  it('should give back the newest draft of a page, whatever version it was made from', () => {
    const storage = memory();
    const drafts = draftStore(storage);
    drafts.keep({ file: FILE, version: 'v1', base, data: edited, savedAt: 1000 });
    drafts.keep({ file: FILE, version: 'v2', base, data: { meta: { title: 'Later' } }, savedAt: 2000 });
    drafts.keep({ file: 'pages-data/other.ts', version: 'v1', base, data: edited, savedAt: 3000 });
    expect(drafts.find(FILE)).toEqual({
      file: FILE,
      version: 'v2',
      base,
      data: { meta: { title: 'Later' } },
      savedAt: 2000,
    });
    expect(drafts.find('pages-data/none.ts')).toBeUndefined();
  });

  it("should keep each signed-in person's drafts apart in a team's editor, and apart from the one-person editor's", () => {
    const storage = memory();
    draftStore(storage, 'mara@example.com').keep({ file: FILE, version: 'v1', base, data: edited, savedAt: 1000 });
    expect(draftStore(storage, 'mara@example.com').find(FILE)?.data).toEqual(edited);
    expect(draftStore(storage, 'lena@example.com').find(FILE)).toBeUndefined();
    expect(draftStore(storage, undefined).find(FILE)).toBeUndefined();
    draftStore(storage, 'lena@example.com').remove(FILE);
    expect(draftStore(storage, 'mara@example.com').find(FILE)?.data).toEqual(edited);
  });

  it('should forget a draft whose edits went back to the file, the saved one, or all of a page once discarded', () => {
    const storage = memory();
    const drafts = draftStore(storage);
    drafts.keep({ file: FILE, version: 'v1', base, data: edited, savedAt: 1000 });
    drafts.keep({ file: FILE, version: 'v1', base, data: base, savedAt: 2000 });
    expect(drafts.find(FILE)).toBeUndefined();
    drafts.keep({ file: FILE, version: 'v1', base, data: edited, savedAt: 1000 });
    drafts.keep({ file: FILE, version: 'v2', base, data: edited, savedAt: 1000 });
    drafts.remove(FILE, 'v2');
    expect(drafts.find(FILE)?.version).toBe('v1');
    drafts.remove(FILE);
    expect(storage.items.size).toBe(0);
  });

  it('should skip and remove what is not a draft, and go on when the storage refuses to write', () => {
    const storage = memory();
    storage.items.set(`site-editor-draft:${FILE}@v1`, '{not json');
    storage.items.set(`site-editor-draft:${FILE}@v2`, '{"file":1}');
    const drafts = draftStore(storage);
    expect(drafts.find(FILE)).toBeUndefined();
    expect(storage.items.size).toBe(0);
    const full = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => draftStore(full).keep({ file: FILE, version: 'v1', base, data: edited, savedAt: 1 })).not.toThrow();
  });
});

describe('Given the time a draft was made', () => {
  const now = new Date(2026, 10, 26, 15, 30).getTime();
  it('should say it in words, relative to today', () => {
    expect(draftTime(new Date(2026, 10, 26, 12, 4).getTime(), now)).toBe('12:04 today');
    expect(draftTime(new Date(2026, 10, 25, 18, 30).getTime(), now)).toBe('18:30 yesterday');
    expect(draftTime(new Date(2026, 2, 3, 9, 15).getTime(), now)).toBe('09:15 on 3 March');
    expect(draftTime(new Date(2025, 11, 31, 23, 59).getTime(), now)).toBe('23:59 on 31 December 2025');
  });
});
