// The pages run no router: its scripts and data files go, and the pages' own browser scripts come in.
import { copyFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { BuildStepError } from './step';

export interface PageScriptsInput {
  client: string;
  /** Where the browser scripts were built, and their files (`prerender`'s `files`). */
  scriptsDir: string;
  scriptFiles: readonly string[];
}

/**
 * Removes React Router's scripts from `assets/` and its `.data` and `.manifest` files from the site,
 * then copies the browser scripts into `assets/`. Any other file the browser build made must be one the
 * page build made as well: an island would otherwise link a second copy of a stylesheet the page has.
 */
export async function replaceRouterScripts({ client, scriptsDir, scriptFiles }: PageScriptsInput): Promise<void> {
  const assets = path.join(client, 'assets');
  for (const file of await readdir(assets)) {
    if (file.endsWith('.js')) await rm(path.join(assets, file));
  }
  for (const file of await readdir(client, { recursive: true })) {
    if (file.endsWith('.data') || file.endsWith('.manifest')) await rm(path.join(client, file));
  }
  const pageAssets = new Set(await readdir(assets));
  for (const file of scriptFiles) {
    const name = path.basename(file);
    if (!file.endsWith('.js') && !pageAssets.has(name)) {
      throw new BuildStepError(
        `the browser build made assets/${name}, which the page build did not: keep both builds' settings in scripts/lib/build/vite-shared.ts.`,
      );
    }
    if (file.endsWith('.js')) await copyFile(path.join(scriptsDir, file), path.join(assets, name));
  }
}
