// @takes 29 s
import { readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { EditorError, PathRefusedError, ReadOnlyValueError, StaleFileError } from '../../scripts/lib/editor/errors';
import { fileVersion } from '../../scripts/lib/editor/files';
import { readPage } from '../../scripts/lib/editor/read-page';
import { writePage } from '../../scripts/lib/editor/write-page';
import { HOME, load, pagesDir, removePagesDirs, SITE } from '../support/pages-dir';

afterAll(removePagesDirs);

const fixture = (name: string) => readFile(path.resolve('tests/fixtures/editor', name), 'utf8');
// New code is written in the project's style, whatever folder the page is in.
const STYLE_FROM = path.resolve('pages-data/index.ts');

/** A pages folder with the fixtures: `fixture.ts` (imports the project's schema) and `json-page.json`. */
async function fixtureDir(): Promise<{ dir: string; ts: string; json: string }> {
  const ts = (await fixture('page.ts')).replace("'../../../schema'", `'${path.resolve('schema')}'`);
  const json = await fixture('page.json');
  const dir = await pagesDir({
    'index.ts': HOME,
    '_people.ts': await fixture('_people.ts'),
    'fixture.ts': ts,
    'json-page.json': json,
  });
  return { dir, ts, json };
}

type Data = { meta: { title: string; description: string }; blocks: Record<string, unknown>[] } & Record<
  string,
  unknown
>;

/** Reads `file` as the editor does, applies `change` to its data and saves it; returns the file's new text. */
async function edit(dir: string, file: string, change: (data: Data) => void): Promise<string> {
  const page = await readPage(file, { dir });
  const data = structuredClone(page.data) as Data;
  change(data);
  await writePage({ file: page.file, version: page.version, data }, { dir, prettierConfigFrom: STYLE_FROM });
  return readFile(path.join(dir, path.basename(file)), 'utf8');
}

/** The lines of `after` that differ from `before`, for texts with as many lines. */
function changedLines(before: string, after: string): string[] {
  const [a, b] = [before.split('\n'), after.split('\n')];
  expect(b).toHaveLength(a.length);
  return b.filter((line, i) => line !== a[i]);
}

/** After a save the page must load and validate, be as Prettier leaves it, and read back as it was saved. */
async function expectSound(dir: string, file: string, text: string) {
  const { problems } = await load(dir);
  expect(problems).toEqual([]);
  const options = { ...(await prettier.resolveConfig(STYLE_FROM)), filepath: path.join(dir, file) };
  expect(await prettier.check(text, options)).toBe(true);
  expect((await readPage(`pages-data/${file}`, { dir })).version).toBe(fileVersion(text));
}

describe('readPage', () => {
  it('Given a TypeScript page, should return its data, its version and the values it computes', async () => {
    const { dir, ts } = await fixtureDir();
    const page = await readPage('/fixture', { dir });
    expect(page.file).toBe('pages-data/fixture.ts');
    expect(page.version).toBe(fileVersion(ts));
    expect(page.data).toMatchObject({
      meta: { title: 'Editor fixture' },
      blocks: [
        { type: 'hero', image: { src: 'people/woman-auburn', alt: '' }, actions: [{ label: 'Talk to us' }] },
        { type: 'card-grid', cards: [{ title: 'Cloud' }, { details: ['Web', 'Mobile', 'Back end'] }] },
        { type: 'card-grid', cards: [{ title: 'Email' }, { title: 'Phone', description: 'Reach us by Phone.' }] },
      ],
    });
    expect(page.readOnly.map((value) => [value.where, value.note])).toEqual([
      [
        'blocks[0] (hero) › image',
        "computed by `portrait('Sofia Marin')` in the file: edit it there (`portrait` is imported from ./_people)",
      ],
      ['blocks[0] (hero) › actions[0]', "computed by `link('Talk to us')` in the file: edit it there"],
      [
        'blocks[2] (card-grid) › cards',
        "computed by `CHANNELS.map((channel) => ({ icon: 'mail', title: channel, …` in the file: edit it there",
      ],
    ]);
    expect(page.readOnly[0]).toMatchObject({ file: 'pages-data/fixture.ts', line: 18 });
  });

  it('Given a JSON page, should return its data with nothing read-only', async () => {
    const { dir, json } = await fixtureDir();
    const page = await readPage('pages-data/json-page.json', { dir });
    expect(page).toEqual({
      file: 'pages-data/json-page.json',
      version: fileVersion(json),
      data: JSON.parse(json),
      readOnly: [],
    });
  });
});

describe('writePage on a TypeScript page', { timeout: 30_000 }, async () => {
  const { dir, ts } = await fixtureDir();
  const file = 'pages-data/fixture.ts';
  const restore = () => writeFile(path.join(dir, 'fixture.ts'), ts);

  it('Given one string changed, should change exactly that line', async () => {
    await restore();
    const after = await edit(dir, file, (data) => (data.blocks[1]!.title = 'Our services'));
    expect(changedLines(ts, after)).toEqual(["      title: 'Our services',"]);
    await expectSound(dir, 'fixture.ts', after);
  });

  it('Given a nested list item changed, should change exactly that line', async () => {
    await restore();
    const after = await edit(dir, file, (data) => {
      (data.blocks[1]!.cards as { details: string[] }[])[1]!.details[1] = "Mobile (iOS and Android's)";
    });
    expect(changedLines(ts, after)).toEqual([`          details: ['Web', "Mobile (iOS and Android's)", 'Back end'],`]);
    await expectSound(dir, 'fixture.ts', after);
  });

  it('Given two blocks swapped, should move their lines with their comments and keep the blank lines', async () => {
    await restore();
    const after = await edit(dir, file, (data) => data.blocks.splice(1, 2, data.blocks[2]!, data.blocks[1]!));
    const services = ts.slice(
      ts.indexOf("    {\n      type: 'card-grid',\n      id: 'services'"),
      ts.indexOf('\n\n    /*'),
    );
    const contact = ts.slice(ts.indexOf('    /* How'), ts.indexOf('\n  ],\n});'));
    expect(after).toBe(ts.replace(services, '\0').replace(contact, services).replace('\0', contact));
    await expectSound(dir, 'fixture.ts', after);
  });

  it('Given a block added, should insert its lines only, in the layout of the list', async () => {
    await restore();
    const after = await edit(dir, file, (data) =>
      data.blocks.push({ type: 'cta', title: 'Ready?', actions: [{ label: 'Write to us', href: '#contact' }] }),
    );
    const added = "\n    { type: 'cta', title: 'Ready?', actions: [{ label: 'Write to us', href: '#contact' }] },";
    expect(after).toBe(ts.replace('\n  ],\n});', `\n${added}\n  ],\n});`));
    await expectSound(dir, 'fixture.ts', after);
  });

  it('Given a block removed, should remove its lines only, with the blank line above it', async () => {
    await restore();
    const after = await edit(dir, file, (data) => data.blocks.splice(1, 1));
    const services = ts.slice(
      ts.indexOf("\n\n    {\n      type: 'card-grid',\n      id: 'services'"),
      ts.indexOf('\n\n    /*'),
    );
    expect(after).toBe(ts.replace(services, ''));
    await expectSound(dir, 'fixture.ts', after);
  });

  it('Given a block removed whose list the file computes, should remove it with its comment and code', async () => {
    await restore();
    const after = await edit(dir, file, (data) => data.blocks.pop());
    expect(after).toBe(ts.slice(0, ts.indexOf('\n\n    /*')) + '\n  ],\n});\n');
    await expectSound(dir, 'fixture.ts', after);
  });

  it('Given an item added beside one the file computes, should keep that one as written', async () => {
    await restore();
    const after = await edit(dir, file, (data) =>
      (data.blocks[0]!.actions as unknown[]).push({ label: 'Call us', href: '#contact' }),
    );
    const actions = "      actions: [link('Talk to us'), { label: 'Call us', href: '#contact' }],";
    expect(changedLines(ts, after)).toEqual([actions]);
    await expectSound(dir, 'fixture.ts', after);
  });

  it('Given a key added and one removed, should add and remove their lines only', async () => {
    await restore();
    const after = await edit(dir, file, (data) => {
      data.blocks[0]!.description = 'We write software.';
      delete data.blocks[1]!.id;
    });
    const expected = ts
      .replace("      actions: [link('Talk to us')],\n", "$&      description: 'We write software.',\n")
      .replace("      id: 'services',\n", '');
    expect(after).toBe(expected);
    await expectSound(dir, 'fixture.ts', after);
  });

  it('Given a string grown past the line width, should lay out that value as Prettier does and nothing else', async () => {
    await restore();
    const long =
      'A page the editor writes back into, with a description long enough to leave the line it was written on.';
    const after = await edit(dir, file, (data) => (data.meta.description = long));
    expect(after).toBe(
      ts.replace("    description: 'A page the editor writes back into.',", `    description:\n      '${long}',`),
    );
    await expectSound(dir, 'fixture.ts', after);
  });

  it('Given a file not in Prettier style, should leave its other lines as they are written', async () => {
    const handmade = ts.replace("  name: 'fixture',", "  name:   'fixture',");
    await writeFile(path.join(dir, 'fixture.ts'), handmade);
    const long =
      'A page the editor writes back into, with a description long enough to leave the line it was written on.';
    const after = await edit(dir, file, (data) => (data.meta.description = long));
    const moved = `    description:\n      '${long}',`;
    expect(after).toBe(handmade.replace("    description: 'A page the editor writes back into.',", moved));
  });

  it('Given an edit of a computed value, should refuse it, naming the path and why, and leave the file', async () => {
    await restore();
    const attempt = edit(dir, file, (data) => ((data.blocks[0]!.image as { alt: string }).alt = 'Sofia'));
    await expect(attempt).rejects.toThrow(ReadOnlyValueError);
    await expect(attempt).rejects.toThrow(
      "pages-data/fixture.ts: blocks[0] (hero) › image is read-only in the editor: computed by `portrait('Sofia Marin')` in the file: edit it there (`portrait` is imported from ./_people).",
    );
    const inList = edit(dir, file, (data) => ((data.blocks[2]!.cards as { title: string }[])[0]!.title = 'Mail'));
    await expect(inList).rejects.toThrow(
      'blocks[2] (card-grid) › cards is read-only in the editor: computed by `CHANNELS.map(',
    );
    const removed = edit(dir, file, (data) => delete data.blocks[0]!.image);
    await expect(removed).rejects.toThrow('blocks[0] (hero) › image is read-only');
    expect(await readFile(path.join(dir, 'fixture.ts'), 'utf8')).toBe(ts);
  });

  it('Given data the page schema rejects, should refuse it as validate words it', async () => {
    await restore();
    const attempt = edit(dir, file, (data) => ((data.blocks[1]!.cards as { icon: string }[])[0]!.icon = 'clowd'));
    await expect(attempt).rejects.toThrow(
      'pages-data/fixture.ts was not saved: blocks[1] (card-grid) › cards[0] › icon: unknown icon "clowd".',
    );
    expect(await readFile(path.join(dir, 'fixture.ts'), 'utf8')).toBe(ts);
  });

  it('Given the file changed on disk since it was read, should refuse to save and keep the change', async () => {
    await restore();
    const page = await readPage(file, { dir });
    const changed = ts.replace('Editor fixture', 'Changed elsewhere');
    await writeFile(path.join(dir, 'fixture.ts'), changed);
    const attempt = writePage({ ...page, data: page.data }, { dir });
    await expect(attempt).rejects.toThrow(StaleFileError);
    await expect(attempt).rejects.toThrow(
      'pages-data/fixture.ts changed on disk since the editor opened it; reload the editor to see the change.',
    );
    expect(await readFile(path.join(dir, 'fixture.ts'), 'utf8')).toBe(changed);
  });

  it('Given saves that succeed and fail, should leave no temporary file behind', async () => {
    await restore();
    await edit(dir, file, (data) => (data.meta.title = 'Saved'));
    await edit(dir, file, (data) => ((data.blocks[0]!.image as { alt: string }).alt = 'x')).catch(() => undefined);
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('writePage on a JSON page', { timeout: 30_000 }, async () => {
  const { dir, json } = await fixtureDir();
  const file = 'pages-data/json-page.json';

  it('Given a value changed and a card added, should write JSON that changes those lines only', async () => {
    const after = await edit(dir, file, (data) => {
      data.meta.title = 'JSON page, edited';
      (data.blocks[1]!.cards as unknown[]).push({ icon: 'cloud_done', title: 'Backups', description: 'Copies kept.' });
    });
    const expected = json
      .replace('"JSON fixture"', '"JSON page, edited"')
      .replace(
        '"Software we write for you." }\n',
        '"Software we write for you." },\n        { "icon": "cloud_done", "title": "Backups", "description": "Copies kept." }\n',
      );
    expect(after).toBe(expected);
    expect(Object.keys(JSON.parse(after) as object)[0]).toBe('$schema');
    await expectSound(dir, 'json-page.json', after);
  });

  it('Given data without the $schema line, should keep the line', async () => {
    const before = await readFile(path.join(dir, 'json-page.json'), 'utf8');
    const after = await edit(dir, file, (data) => {
      delete data.$schema;
      data.meta.title = 'No schema field in the editor';
    });
    expect(after).toBe(before.replace(/"title": "[^"]*"/, '"title": "No schema field in the editor"'));
  });

  it('Given the data unchanged, should leave the file and its version', async () => {
    const page = await readPage(file, { dir });
    const before = await readFile(path.join(dir, 'json-page.json'), 'utf8');
    expect(await writePage(page, { dir })).toEqual({ file, version: page.version, theirChanges: [] });
    expect(await readFile(path.join(dir, 'json-page.json'), 'utf8')).toBe(before);
  });
});

describe('the paths the editor reads and writes', async () => {
  const { dir } = await fixtureDir();
  const outside = path.join(tmpdir(), `editor-outside-${process.pid}.ts`);
  await writeFile(outside, 'export default {};\n');
  await symlink(outside, path.join(dir, 'linked.ts'));
  await symlink(path.dirname(outside), path.join(dir, 'elsewhere'));
  const save = (file: string) => writePage({ file, version: '', data: {} }, { dir });

  it.each([
    ['pages-data/../package.json', '".." would lead out of pages-data/'],
    ['../fixture.ts', '".." would lead out of pages-data/'],
    [outside, 'never an absolute path'],
    ['pages-data/notes.md', 'only page files (.ts or .json) are saved'],
    ['pages-data/_site.ts', 'names starting with "_" are data shared by several pages'],
    ['pages-data/.hidden.ts', 'files and folders starting with "." are not pages'],
    ['pages-data/linked.ts', 'it leads out of pages-data/ through a symbolic link'],
    [`pages-data/elsewhere/${path.basename(outside)}`, 'it leads out of pages-data/ through a symbolic link'],
  ])('Given %s, should refuse it saying why', async (file, rule) => {
    await expect(save(file)).rejects.toThrow(PathRefusedError);
    await expect(save(file)).rejects.toThrow(`"${file}" is refused: `);
    await expect(save(file)).rejects.toThrow(rule);
    await expect(readPage(file, { dir })).rejects.toThrow(rule);
  });

  it('Given a shared data file explicitly allowed, should open and save it like a page', async () => {
    const site = await readPage('pages-data/_site.ts', { dir, allowShared: true });
    const data = structuredClone(site.data) as { supportEmail: string };
    data.supportEmail = 'support@acme.example';
    await writePage({ ...site, data }, { dir, allowShared: true, prettierConfigFrom: STYLE_FROM });
    const text = await readFile(path.join(dir, '_site.ts'), 'utf8');
    expect(text).toBe(SITE.replace('help@acme.example', 'support@acme.example'));
  });

  it('Given a route no page publishes, should say which file would publish it', async () => {
    await expect(readPage('/nowhere', { dir })).rejects.toThrow(EditorError);
    await expect(readPage('/nowhere', { dir })).rejects.toThrow(
      'No page publishes /nowhere: its file would be pages-data/nowhere.ts.',
    );
  });
});
