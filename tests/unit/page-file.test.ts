import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findComputed, holds } from '../../src/content/page-file/computed';
import { locateProblems } from '../../src/content/page-file/locate';
import { readPageFile } from '../../src/content/page-file/model';
import { stringLiterals } from '../../src/content/page-file/strings';

const TS_PAGE = `import { definePage } from '../schema';
import { PEOPLE } from './_people';

const cards = [{ title: 'One' }, { title: 'Two' }];

export default definePage({
  title: 'Home',
  blocks: [
    {
      type: 'cards',
      // Two cards, written above.
      items: cards,
      people: PEOPLE,
      'Sofia Marin': 'a key written as a string',
    },
  ],
});
`;

const JSON_PAGE = `{
  "title": "Home",
  "blocks": [
    {
      "type": "cards",
      "items": [{ "title": "One" }, { "title": "Two" }]
    }
  ]
}
`;

const SHARED = `export const PEOPLE = [
  { name: 'Sofia Marin', role: 'CEO' },
];
`;

let dir: string;
const file = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'page-file-'));
  await writeFile(file('index.ts'), TS_PAGE);
  await writeFile(file('home.json'), JSON_PAGE);
  await writeFile(file('_people.ts'), SHARED);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const problem = (at: string, dataPath: (string | number)[]) => ({
  file: file(at),
  path: dataPath,
  where: dataPath.join(' › '),
  message: 'wrong',
});

describe('Given a TypeScript page and the same page in JSON', () => {
  it('should place a problem at its value in either file, through a constant of the file', async () => {
    const [inTs, inJson] = await locateProblems([
      problem('index.ts', ['blocks', 0, 'items', 1, 'title']),
      problem('home.json', ['blocks', 0, 'items', 1, 'title']),
    ]);
    // `cards` on line 4: `{ title: 'Two' }`'s value.
    expect(inTs).toMatchObject({ line: 4, column: 43 });
    expect(inJson).toMatchObject({ line: 6, column: 48 });
  });

  it('should follow a value imported from a shared file there, and name the page that uses it', async () => {
    const [found] = await locateProblems([problem('index.ts', ['blocks', 0, 'people', 0, 'role'])]);
    expect(found).toMatchObject({ file: file('_people.ts'), line: 2, column: 32, where: 'PEOPLE › [0] › role' });
    expect(found!.usedBy).toEqual([`${file('index.ts')} (blocks › 0 › people › 0 › role)`]);
  });

  it('should list the strings each writes with their data path, and no key as a string', () => {
    const ts = stringLiterals('index.ts', TS_PAGE).map((s) => [s.value, s.path.join('.')]);
    const json = stringLiterals('home.json', JSON_PAGE).map((s) => [s.value, s.path.join('.')]);
    expect(json).toEqual([
      ['Home', 'title'],
      ['cards', 'blocks.0.type'],
      ['One', 'blocks.0.items.0.title'],
      ['Two', 'blocks.0.items.1.title'],
    ]);
    expect(ts).toContainEqual(['Home', 'title']);
    expect(ts).toContainEqual(['a key written as a string', 'blocks.0.Sofia Marin']);
    expect(ts.map(([value]) => value)).not.toContain('Sofia Marin');
  });
});

describe('Given values the file computes', () => {
  const data = (text: string) => readPageFile('page.ts', text).data!;
  const page = (text: string) => readPageFile('page.ts', text);

  it('should name each with where to edit it, and nothing written as it is', () => {
    const text = `import { PEOPLE } from './_people';
const base = { a: 1 };
export default definePage({
  count: -1_000,
  ratio: +0.5,
  list: [...PEOPLE, 'x'],
  people: PEOPLE,
  shorthand: { base },
  spread: { title: 'kept?', ...base },
  total: 2 * 3,
  gap: [1, , 2],
});
`;
    const file = page(text);
    const value = {
      count: -1000,
      ratio: 0.5,
      list: ['x'],
      people: [],
      shorthand: { base: { a: 1 } },
      spread: { title: 'kept?', a: 1 },
      total: 6,
      gap: [1, undefined, 2],
    };
    const notes = Object.fromEntries(findComputed(file.data!, value, file).map((c) => [c.path.join('.'), c.note]));
    expect(Object.keys(notes).sort()).toEqual([
      'gap',
      'list',
      'people',
      'shorthand.base',
      'spread.a',
      'spread.title',
      'total',
    ]);
    expect(notes.people).toBe(
      'comes from `PEOPLE`, imported from ./_people: edit it there (other pages may use it too)',
    );
    expect(notes['shorthand.base']).toBe('comes from the constant `base` (line 2 of the file): edit it there');
    expect(notes.total).toBe('computed by `2 * 3` in the file: edit it there');
  });

  it('should tell whether the written values hold the data', () => {
    expect(
      holds(
        data(`export default { n: -1_000, s: \`x\`, t: true, z: null }`),
        { n: -1000, s: 'x', t: true, z: null },
        page(''),
      ),
    ).toBe(true);
    expect(holds(data(`export default { n: 1 }`), { n: 2 }, page(''))).toBe(false);
    expect(holds(data(`export default { n: 1 }`), { n: 1, extra: 2 }, page(''))).toBe(false);
  });
});
