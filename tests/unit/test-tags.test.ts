import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesOfProject, tagsOf } from '../support/test-tags';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'test-tags-'));
  await mkdir(path.join(root, 'tests', 'e2e', 'support'), { recursive: true });
  const file = (name: string, text: string) => writeFile(path.join(root, 'tests', 'e2e', name), text);
  await file('editor.test.ts', '// @project e2e-builds: shares the editor server\n// @takes 45 s\nimport x;\n');
  await file('routes.test.ts', "// @takes 220 s\nimport { it } from 'vitest';\n");
  await file('later.test.ts', `${'import x;\n'.repeat(8)}// @project e2e-builds: too far down\n`);
  await file('support/copy.ts', '// @project e2e-builds: not a test file\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('Given test files that say what they need in their first lines', () => {
  it('should read the project a file names and how long it takes, above its imports only', () => {
    const at = (name: string) => path.join(root, 'tests', 'e2e', name);
    expect(tagsOf(at('editor.test.ts'))).toEqual({ project: 'e2e-builds', seconds: 45 });
    expect(tagsOf(at('routes.test.ts'))).toEqual({ seconds: 220 });
    expect(tagsOf(at('later.test.ts'))).toEqual({});
  });

  it("should list a project's test files, and no other file", () => {
    expect(filesOfProject(root, 'tests/e2e', 'e2e-builds')).toEqual(['tests/e2e/editor.test.ts']);
  });

  it('should find the files of the builds group and the drawing unit files in this project', () => {
    const builds = filesOfProject(process.cwd(), 'tests/e2e', 'e2e-builds');
    expect(builds).toEqual(expect.arrayContaining(['tests/e2e/editor.test.ts', 'tests/e2e/scale.test.ts']));
    expect(builds).not.toContain('tests/e2e/routes.test.ts');
    expect(filesOfProject(process.cwd(), 'tests/unit', 'unit-dom')).toContain('tests/unit/new-block.test.ts');
  });
});
