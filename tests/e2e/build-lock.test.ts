import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_LOCK } from '../../scripts/lib/build-lock';
import { makeScaleProject, measure, type StepResult } from '../../scripts/lib/scale';

/**
 * Two builds started in one project, the second while the first runs (`npm run build & npm run
 * build`), in a copy of the project: before the lock both exited 0 and the site they left linked
 * scripts that neither had kept.
 */
let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The scripts and stylesheets the built pages load, as site paths, with the pages that do. */
function linkedAssets(dist: string): Map<string, string> {
  const assets = new Map<string, string>();
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(path.join(dist, file), 'utf8');
    for (const [, url] of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/[^"?#]+\.(?:js|css))"/g)) {
      assets.set(url!, file);
    }
  }
  return assets;
}

describe('Given a build running in the project', () => {
  it('should refuse a second build at once, and the first should publish a whole site', async () => {
    dir = await makeScaleProject(process.cwd(), 0);
    const tsx = path.join(dir, 'node_modules', '.bin', 'tsx');
    let firstDone = false;
    const first = measure(tsx, ['scripts/build.ts'], dir).then((result) => {
      firstDone = true;
      return result;
    });
    // The second starts once the first holds the lock, or after 10 s at most, as `npm run build & sleep
    // 3; npm run build` does.
    const lock = path.join(dir, BUILD_LOCK);
    for (const started = Date.now(); !existsSync(lock) && Date.now() - started < 10_000;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const second: StepResult = await measure(tsx, ['scripts/build.ts'], dir);
    // Soft: without the lock both builds finish, and the site they leave is checked all the same.
    expect.soft(second.ok, second.output.slice(-3000)).toBe(false);
    expect.soft(firstDone, 'the first build ended before the second one did').toBe(false);
    const pid = existsSync(lock) ? (JSON.parse(readFileSync(lock, 'utf8')) as { pid: number }).pid : 'none';
    const refusal = `Another build \\(pid ${pid}, started \\d+ s ago\\) is running in this project; wait for it to finish, or stop it`;
    expect.soft(second.output).toMatch(new RegExp(refusal));
    expect.soft(second.output).not.toContain('Validated the data');

    const built = await first;
    expect(built.ok, built.output.slice(-3000)).toBe(true);
    expect(existsSync(lock)).toBe(false);
    const dist = path.join(dir, 'dist');
    const assets = linkedAssets(dist);
    expect([...assets.keys()].some((url) => url.endsWith('.js'))).toBe(true);
    const missing = [...assets].filter(([url]) => !existsSync(path.join(dist, url)));
    expect(missing).toEqual([]);
  }, 300_000);
});
