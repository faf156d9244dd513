import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_CACHE, SITE_SNAPSHOT } from '../../src/content/snapshot';
import { BuildStepError } from '../../scripts/lib/build/step';
import { VALIDATE_SCRIPT, validateData } from '../../scripts/lib/build/validate-data';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'build-validate-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("Given the build's validation step", () => {
  it('should validate in a process of its own into an emptied cache, and build with the site it wrote', async () => {
    const stale = path.join(root, BUILD_CACHE, 'content.json');
    await mkdir(path.dirname(stale), { recursive: true });
    await writeFile(stale, '{}');
    const calls: string[][] = [];
    const site = await validateData({
      root,
      strict: true,
      run: async (command, args) => {
        calls.push([command, ...args]);
        // The last build's snapshot is gone before the validation writes its own.
        expect(existsSync(stale)).toBe(false);
        await mkdir(path.join(root, BUILD_CACHE), { recursive: true });
        await writeFile(path.join(root, SITE_SNAPSHOT), JSON.stringify({ siteUrl: 'https://example.com/' }));
        return 0;
      },
    });
    expect(site).toEqual({ siteUrl: 'https://example.com/' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.slice(-3)).toEqual([VALIDATE_SCRIPT, '--snapshot', '--strict']);
    expect(VALIDATE_SCRIPT).toBe(path.resolve('scripts/validate.ts'));
  });

  it('should pass no --strict unless asked, and fail the build when the data has problems', async () => {
    let args: string[] = [];
    const failed = validateData({ root, strict: false, run: async (_command, given) => ((args = given), 1) });
    await expect(failed).rejects.toBeInstanceOf(BuildStepError);
    await expect(failed).rejects.toThrow('the page data has problems (listed above).');
    expect(args).not.toContain('--strict');
  });
});
