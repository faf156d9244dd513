import { execFile } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { makeScaleProject } from '../../../scripts/lib/bench/scale';

export { type DevServer, startDevServer } from '../../../scripts/lib/dev/dev-server';

/**
 * A copy of the project in a folder of its own, for a test whose edits must not touch the project's
 * files. Its node_modules holds hard links to the project's package files (no copy of their bytes, and
 * no symbolic link the development server would refuse to serve from), so its server keeps its own
 * Vite cache (node_modules/.vite) and never rebundles the project's.
 */
export async function projectCopy(): Promise<string> {
  const dir = await makeScaleProject(process.cwd(), 0);
  const modules = path.join(dir, 'node_modules');
  await rm(modules);
  await promisify(execFile)('cp', ['-al', path.resolve('node_modules'), modules]);
  // Vite's and the fonts' caches are written in place: linked, a write in the copy would change the
  // project's own files. The encoded pictures are kept: each is written to a new file and renamed into
  // place, never rewritten, so the copy shares what the project's build encoded.
  await rm(path.join(modules, '.vite'), { recursive: true, force: true });
  for (const cache of await readdir(path.join(modules, '.cache')).catch(() => [])) {
    if (cache !== 'site-images') await rm(path.join(modules, '.cache', cache), { recursive: true, force: true });
  }
  return dir;
}
