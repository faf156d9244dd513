import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notFoundFile, notFoundPathsOf, placeNotFoundPages } from '../../scripts/lib/build/not-found-pages';
import { BuildStepError } from '../../scripts/lib/build/step';

let client: string;
beforeEach(async () => {
  client = await mkdtemp(path.join(os.tmpdir(), 'build-404-'));
});
afterEach(async () => {
  await rm(client, { recursive: true, force: true });
});

const prerendered = async (at: string, html: string) => {
  await mkdir(path.join(client, at), { recursive: true });
  await writeFile(path.join(client, at, 'index.html'), html);
};

describe("Given the build's 404 step", () => {
  it("should name the default language's 404 page first, then each other language's", () => {
    expect(notFoundPathsOf([{}, { prefix: '/de' }, { prefix: '/fr' }])).toEqual(['/404', '/de/404', '/fr/404']);
  });

  it('should move each 404 page to <at>.html, where a static host looks, and drop the single-page fallback', async () => {
    await prerendered('/404', '<h1>Not found</h1>');
    await prerendered('/de/404', '<h1>Nicht gefunden</h1>');
    await writeFile(path.join(client, '__spa-fallback.html'), '<div id="root"></div>');
    await placeNotFoundPages(client, ['/404', '/de/404']);
    expect(await readFile(notFoundFile(client, '/404'), 'utf8')).toBe('<h1>Not found</h1>');
    expect(await readFile(path.join(client, 'de', '404.html'), 'utf8')).toBe('<h1>Nicht gefunden</h1>');
    expect(existsSync(path.join(client, '404'))).toBe(false);
    expect(existsSync(path.join(client, 'de', '404'))).toBe(false);
    expect(existsSync(path.join(client, '__spa-fallback.html'))).toBe(false);
  });

  it('should fail the build when a 404 page was not prerendered', async () => {
    await prerendered('/404', '<h1>Not found</h1>');
    await expect(placeNotFoundPages(client, ['/404', '/de/404'])).rejects.toEqual(
      new BuildStepError('the 404 page /de/404 was not prerendered.'),
    );
  });
});
