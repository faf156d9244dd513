import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, assert, describe, expect, it } from 'vitest';
import { MergeConflictError, StaleFileError } from '../../scripts/lib/editor/errors';
import { fileVersion } from '../../scripts/lib/editor/files';
import { readPage } from '../../scripts/lib/editor/read-page';
import { writePage } from '../../scripts/lib/editor/write-page';
import { pagesDir, removePagesDirs } from '../support/pages-dir';

afterAll(removePagesDirs);

const STYLE_FROM = path.resolve('pages-data/index.ts');

const PAGE = `export default {
  meta: { title: 'About', description: 'Who we are.' },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/office-dark', alt: '' },
      title: 'About us',
    },
  ],
};
`;

type Data = { meta: { title: string }; blocks: { title: string }[] };

/** A page read by the editor, then changed on disk by `other` (text in, text out). */
async function changedOnDisk(name: string, other: (text: string) => string) {
  const dir = await pagesDir({ [name]: PAGE });
  const page = await readPage(`pages-data/${name}`, { dir });
  const abs = path.join(dir, name);
  const theirs = other(PAGE);
  await writeFile(abs, theirs);
  return { dir, page, abs, theirs, mine: structuredClone(page.data) as Data };
}

describe('Given a page file changed on disk since the editor read it', () => {
  it('should write both edits when they changed different values, the other side’s text kept as written', async () => {
    const other = (text: string) =>
      text.replace("title: 'About us',", '// Shorter, says marketing.\n      title: "About", // not \'About us\'');
    const { dir, page, abs, theirs, mine } = await changedOnDisk('about.ts', other);
    mine.meta.title = 'About the company';
    const answer = await writePage(
      { file: page.file, version: page.version, base: page.data, data: mine },
      { dir, prettierConfigFrom: STYLE_FROM },
    );
    const text = await readFile(abs, 'utf8');
    expect(text).toBe(theirs.replace("title: 'About'", "title: 'About the company'"));
    expect(answer).toEqual({
      file: 'pages-data/about.ts',
      version: fileVersion(text),
      data: { ...mine, blocks: [{ ...mine.blocks[0], title: 'About' }] },
      theirChanges: [['blocks', 0, 'title']],
    });
  });

  it('should write nothing where both changed the same value, and answer both sides', async () => {
    const { dir, page, abs, theirs, mine } = await changedOnDisk('team.ts', (text) =>
      text.replace("title: 'About us'", "title: 'Our team'"),
    );
    mine.blocks[0]!.title = 'The people';
    const saving = writePage({ file: page.file, version: page.version, base: page.data, data: mine }, { dir });
    const error: unknown = await saving.catch((e: unknown) => e);
    assert(error instanceof MergeConflictError);
    expect(error.message).toBe(
      'pages-data/team.ts changed on disk, and one value changed both there and in the editor: pick which to keep.',
    );
    expect(error.answer).toMatchObject({
      file: 'pages-data/team.ts',
      version: fileVersion(theirs),
      conflicts: [{ path: ['blocks', 0, 'title'], theirs: 'Our team', mine: 'The people' }],
    });
    expect(await readFile(abs, 'utf8')).toBe(theirs);
  });

  it('should refuse a save without the data it started from, as before', async () => {
    const { dir, page, abs, theirs, mine } = await changedOnDisk('old.ts', (text) => text.replace('Who', 'What'));
    mine.meta.title = 'Old';
    await expect(writePage({ file: page.file, version: page.version, data: mine }, { dir })).rejects.toThrow(
      StaleFileError,
    );
    expect(await readFile(abs, 'utf8')).toBe(theirs);
  });
});
