import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathRefusedError } from '../../scripts/lib/editor/errors';
import * as editorFiles from '../../scripts/lib/editor/files';
import {
  createAtomically,
  writeAtomically,
  writeFilesAtomically,
  writeIfChanged,
  WriteRefusedError,
} from '../../scripts/lib/fs/write-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'write-file-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("Given the project's one atomic file writer", () => {
  it('should replace a file whole and leave no temporary file beside it', async () => {
    const file = path.join(dir, 'content.json');
    await writeFile(file, '{"old":true}');
    await writeAtomically(file, '{"new":true}', dir);
    expect(await readFile(file, 'utf8')).toBe('{"new":true}');
    expect(await readdir(dir)).toEqual(['content.json']);
  });

  it('should write a file again only when its bytes change, making its folder', async () => {
    const file = path.join(dir, 'theme', '_theme.scss');
    expect(writeIfChanged(file, '$primary: red;\n')).toBe(true);
    expect(writeIfChanged(file, Buffer.from('$primary: red;\n'))).toBe(false);
    expect(writeIfChanged(file, '$primary: blue;\n')).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('$primary: blue;\n');
    expect(await readdir(path.dirname(file))).toEqual(['_theme.scss']);
  });

  it('should create a file only where there is none, and write a set of files all or none', async () => {
    const created = path.join(dir, 'new', 'page.ts');
    await createAtomically(created, 'export default {};\n', dir);
    await expect(createAtomically(created, 'again', dir)).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readFile(created, 'utf8')).toBe('export default {};\n');
    const [a, b] = [path.join(dir, 'a.ts'), path.join(dir, 'b.ts')];
    await writeFile(a, 'a0');
    const undo = await writeFilesAtomically(
      [
        { abs: a, text: 'a1' },
        { abs: b, text: 'b1' },
      ],
      [],
      dir,
    );
    expect([await readFile(a, 'utf8'), await readFile(b, 'utf8')]).toEqual(['a1', 'b1']);
    await undo();
    expect(await readFile(a, 'utf8')).toBe('a0');
    expect(existsSync(b)).toBe(false);
  });

  it('should refuse to write through a link, with its own error, or the editor’s where the editor writes', async () => {
    const outside = path.join(dir, 'outside.txt');
    await writeFile(outside, 'kept');
    await mkdir(path.join(dir, 'site'));
    const linked = path.join(dir, 'site', 'page.ts');
    await symlink(outside, linked);
    const plain = writeAtomically(linked, 'over', path.join(dir, 'site'));
    await expect(plain).rejects.toBeInstanceOf(WriteRefusedError);
    await expect(plain).rejects.toThrow('page.ts is a symbolic link, and nothing is written through one');
    await expect(editorFiles.writeAtomically(linked, 'over', path.join(dir, 'site'))).rejects.toBeInstanceOf(
      PathRefusedError,
    );
    expect(await readFile(outside, 'utf8')).toBe('kept');
  });
});
