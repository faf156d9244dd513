import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ClientBuild } from '../../scripts/lib/build/client-build';
import { prerender } from '../../scripts/lib/build/prerender';
import { BuildStepError } from '../../scripts/lib/build/step';

const browser: ClientBuild = {
  scripts: { shell: '/assets/shell-1.js', islands: '/assets/islands-1.js', searchDialog: '/assets/search-1.js' },
  files: ['assets/shell-1.js'],
};

describe("Given the build's prerender step", () => {
  it('should run React Router beside the browser build, with the base path, and give the browser scripts', async () => {
    const started: string[] = [];
    let bothRunning = false;
    const result = await prerender({
      root: '/project',
      scriptsDir: '/project/.cache/site-build/scripts',
      base: '/docs/',
      run: async (command, args) => {
        started.push([command, ...args].join(' '));
        await new Promise((resolve) => setTimeout(resolve, 20));
        return 0;
      },
      buildClient: async (root, outDir, base) => {
        bothRunning = started.length === 1;
        started.push(`client ${root} ${outDir} ${base}`);
        return browser;
      },
    });
    expect(result).toBe(browser);
    expect(bothRunning).toBe(true);
    expect(started).toEqual([
      `${path.join('/project', 'node_modules', '.bin', 'react-router')} build`,
      'client /project /project/.cache/site-build/scripts /docs/',
    ]);
  });

  it('should fail the build when React Router exits with an error, or the browser scripts do not build', async () => {
    const routerFails = prerender({
      root: '/p',
      scriptsDir: '/s',
      base: '/',
      run: async () => 1,
      buildClient: async () => browser,
    });
    await expect(routerFails).rejects.toBeInstanceOf(BuildStepError);
    await expect(routerFails).rejects.toThrow('react-router build exited with an error.');
    const clientFails = prerender({
      root: '/p',
      scriptsDir: '/s',
      base: '/',
      run: async () => 0,
      buildClient: async () => Promise.reject(new Error('Could not resolve "./gone"')),
    });
    await expect(clientFails).rejects.toThrow('the browser scripts did not build: Could not resolve "./gone"');
  });
});
