// The build's first step: every data file validated, and the site settings it will build with.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Content } from '../../../src/content/load';
import { BUILD_CACHE, SITE_SNAPSHOT } from '../../../src/content/snapshot';
import { BuildStepError, type RunCommand } from './step';

/** `npm run validate`'s script. */
export const VALIDATE_SCRIPT = fileURLToPath(new URL('../../validate.ts', import.meta.url));

export interface ValidateDataInput {
  root: string;
  /** A warning of the content lint fails the build too (`--strict`). */
  strict: boolean;
  run: RunCommand;
  script?: string;
}

/**
 * Empties the build's cache, then validates every data file as `npm run validate -- --snapshot` in a
 * process of its own, which frees the data modules it imported: the prerender and the later steps read
 * the content it wrote there (src/content/get-content.ts). Returns the site settings it wrote.
 */
export async function validateData({
  root,
  strict,
  run,
  script = VALIDATE_SCRIPT,
}: ValidateDataInput): Promise<Content['site']> {
  await rm(path.join(root, BUILD_CACHE), { recursive: true, force: true });
  const status = await run(process.execPath, [
    ...process.execArgv,
    script,
    '--snapshot',
    ...(strict ? ['--strict'] : []),
  ]);
  if (status !== 0) throw new BuildStepError('the page data has problems (listed above).');
  return JSON.parse(await readFile(path.join(root, SITE_SNAPSHOT), 'utf8')) as Content['site'];
}
