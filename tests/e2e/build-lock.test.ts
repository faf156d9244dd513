// @project e2e-builds: shares the built copy of the project (support/site-copy.ts)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { BUILD_LOCK } from '../../scripts/lib/build/build-lock';
import { COPY_BASE } from './support/site-copy';

/**
 * Two builds started in one project, the second while the first runs (`npm run build & npm run
 * build`): before the lock both exited 0 and the site they left linked scripts that neither had kept.
 * The copy of the project that `support/site-copy.ts` builds is that project: its build is the first.
 */
const second = inject('secondBuild');
const dir = inject('copyDir');
const dist = inject('copyDist');

/** The scripts and stylesheets the built pages load, as files of dist/, with the pages that do. */
function linkedAssets(): Map<string, string> {
  const assets = new Map<string, string>();
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(path.join(dist, file), 'utf8');
    for (const [, url] of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/[^"?#]+\.(?:js|css))"/g)) {
      assets.set(url!.replace(COPY_BASE, '/'), file);
    }
  }
  return assets;
}

describe('Given a build running in the project', () => {
  it('should refuse a second build at once, naming the running one, and write nothing', () => {
    expect(second.whileFirstRan, 'the first build ended before the second one did').toBe(true);
    expect(second.ok, second.output).toBe(false);
    expect(second.holder).toEqual(expect.any(Number));
    expect(second.output).toMatch(
      new RegExp(
        `Another build \\(pid ${second.holder}, started \\d+ s ago\\) is running in this project; wait for it to finish, or stop it`,
      ),
    );
    expect(second.output).not.toContain('Validated the data');
  });

  it('should let the first publish a whole site, and release the lock', () => {
    expect(existsSync(path.join(dir, BUILD_LOCK))).toBe(false);
    const assets = linkedAssets();
    expect([...assets.keys()].some((url) => url.endsWith('.js'))).toBe(true);
    expect([...assets].filter(([url]) => !existsSync(path.join(dist, url)))).toEqual([]);
  });
});
