import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFilesAtomically } from '../../scripts/lib/editor/files';
import { addedProblems } from '../../scripts/lib/editor/site-check';
import type { Problem } from '../../src/content/problem';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'editor-site-save-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('Given a change set of several files', () => {
  it('should write every file, create a moved page and remove its old file, and undo it all on request', async () => {
    await writeFile(path.join(dir, 'a.ts'), 'a');
    await writeFile(path.join(dir, 'old.ts'), 'old');
    const undo = await writeFilesAtomically(
      [
        { abs: path.join(dir, 'a.ts'), text: 'A' },
        { abs: path.join(dir, 'new', 'moved.ts'), text: 'moved' },
      ],
      [path.join(dir, 'old.ts')],
      dir,
    );
    expect(await readFile(path.join(dir, 'a.ts'), 'utf8')).toBe('A');
    expect(await readFile(path.join(dir, 'new', 'moved.ts'), 'utf8')).toBe('moved');
    expect(existsSync(path.join(dir, 'old.ts'))).toBe(false);
    await undo();
    expect(await readFile(path.join(dir, 'a.ts'), 'utf8')).toBe('a');
    expect(existsSync(path.join(dir, 'new', 'moved.ts'))).toBe(false);
    expect(await readFile(path.join(dir, 'old.ts'), 'utf8')).toBe('old');
  });

  it('should put back the files already replaced when a later one cannot be', async () => {
    await writeFile(path.join(dir, 'a.ts'), 'a');
    await writeFile(path.join(dir, 'b.ts'), 'b');
    // A folder where a file should go: its new text is written beside it, but cannot replace it.
    await mkdir(path.join(dir, 'taken.ts'));
    await writeFile(path.join(dir, 'taken.ts', 'inside'), 'x');
    await expect(
      writeFilesAtomically(
        [
          { abs: path.join(dir, 'a.ts'), text: 'A' },
          { abs: path.join(dir, 'taken.ts'), text: 'T' },
          { abs: path.join(dir, 'b.ts'), text: 'B' },
        ],
        [],
        dir,
      ),
    ).rejects.toThrow();
    expect(await readFile(path.join(dir, 'a.ts'), 'utf8')).toBe('a');
    expect(await readFile(path.join(dir, 'b.ts'), 'utf8')).toBe('b');
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

const problem = (file: string, message: string, path: (string | number)[] = []): Problem => ({
  file,
  message,
  path,
  where: '',
});

describe('Given the site’s problems before and after a save', () => {
  it('should count only the new ones, wherever the save moved the old ones', () => {
    const before = [problem('pages-data/a.ts', 'old trouble', ['blocks', 3]), problem('pages-data/_site.ts', 'x')];
    const after = [
      // Moved up one block by a deletion above it: the same problem.
      problem('pages-data/a.ts', 'old trouble', ['blocks', 2]),
      problem('pages-data/_site.ts', 'x'),
      problem('pages-data/_site.ts', 'the link "/#secSolution" points at "#secSolution", which is no id on /.'),
    ];
    expect(addedProblems(before, after).map((p) => p.message)).toEqual([
      'the link "/#secSolution" points at "#secSolution", which is no id on /.',
    ]);
  });

  it('should count a second problem of the same words as new, and see a moved page’s problems under its old name', () => {
    const before = [problem('pages-data/pricing.ts', 'vague link')];
    const after = [problem('pages-data/prices.ts', 'vague link'), problem('pages-data/prices.ts', 'vague link')];
    const renamed = new Map([['pages-data/prices.ts', 'pages-data/pricing.ts']]);
    expect(addedProblems(before, after, renamed)).toHaveLength(1);
    expect(addedProblems(before, after.slice(0, 1), renamed)).toEqual([]);
  });
});
