import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Site, startSite } from './browser';

/** A Site that forwards to the one `get` returns, so a test file can name it before it has started. */
function forward(get: () => Site | undefined): Site {
  const site = () => {
    const started = get();
    if (!started) throw new Error('The site has not started: call setUpSite() or setUpSites() at the top of the file.');
    return started;
  };
  return {
    get baseUrl() {
      return site().baseUrl;
    },
    get context() {
      return site().context;
    },
    openPage: (options) => site().openPage(options),
    watchPage: (page, options) => site().watchPage(page, options),
    finishTest: () => site().finishTest(),
    close: () => site().close(),
  };
}

/**
 * One site for the test file (dist/, or another built site such as the project copy's): started before
 * its tests, each test's pages checked, closed at the end.
 */
export function setUpSite(distDir?: string): Site {
  let app: Site | undefined;
  beforeAll(async () => {
    app = await startSite(distDir);
  });
  afterEach(async () => {
    await app!.finishTest();
  });
  afterAll(async () => {
    await app?.close();
  });
  return forward(() => app);
}

/**
 * Two sites for the test file, as `setUpSite` does: `app`, and `clocked`, whose browser has a fake clock
 * installed. The clock belongs to a browser context, so the tests that drive it get a browser of their own.
 */
export function setUpSites(): { app: Site; clocked: Site } {
  let app: Site | undefined;
  let clocked: Site | undefined;
  beforeAll(async () => {
    [app, clocked] = await Promise.all([startSite(), startSite()]);
    await clocked.context.clock.install();
  });
  afterEach(async () => {
    await clocked!.context.clock.resume();
    await Promise.all([app!.finishTest(), clocked!.finishTest()]);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), clocked?.close()]);
  });
  return { app: forward(() => app), clocked: forward(() => clocked) };
}
