import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { type BrowserContext, chromium, type ConsoleMessage, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/bench/chromium';
import { parseRedirectsFile } from '../../../scripts/lib/build/redirects';
import { builtBasePath, type RunningServer, serveStatic } from '../../../scripts/lib/dev/static-server';
import { unprefixed } from '../../../src/ui/site-path';

/** The built site under test: dist/, or the folder in E2E_DIST_DIR. */
export const DIST_DIR = process.env.E2E_DIST_DIR
  ? path.resolve(process.env.E2E_DIST_DIR)
  : fileURLToPath(new URL('../../../dist', import.meta.url));

/**
 * The site's routes as the build wrote them into dist/, sorted, the test pages and the pages of old
 * addresses (`_redirects`) left out. Read from the build rather than pages-data/: the development
 * server and editor tests add pages there while they run.
 */
export function builtRoutes(distDir = DIST_DIR): string[] {
  const redirectsFile = path.join(distDir, '_redirects');
  const base = builtBasePath(distDir);
  const rules = existsSync(redirectsFile) ? parseRedirectsFile(readFileSync(redirectsFile, 'utf8')) : new Map();
  const moved = new Set([...rules.keys()].map((from: string) => unprefixed(from, base)));
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}`.replace(/^\/\.$/, '/'))
    .filter((route) => !route.startsWith('/test-fixtures/') && !moved.has(route))
    .sort();
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

export interface Viewport {
  width: number;
  height: number;
}

/** What went wrong while a page was open. Every list must stay empty for the test to pass. */
export interface PageProblems {
  console: string[];
  pageErrors: string[];
  foreignRequests: string[];
}

export interface TrackedPage {
  page: Page;
  problems: PageProblems;
}

export interface OpenPageOptions {
  viewport?: Viewport;
  /** Console messages that this test expects (matched against the text and the source URL). */
  allowConsole?: RegExp[];
}

export interface Site {
  /** Origin of the served dist/, e.g. `http://127.0.0.1:41234`. */
  baseUrl: string;
  context: BrowserContext;
  /** A new tab that records console errors and warnings, page errors and requests to other origins. */
  openPage(options?: OpenPageOptions): Promise<TrackedPage>;
  /**
   * Records the problems of a tab the test opened and closes itself, as `openPage` does for its own
   * (tests that run side by side in one file each keep their tab out of `finishTest`).
   */
  watchPage(page: Page, options?: Pick<OpenPageOptions, 'allowConsole'>): PageProblems;
  /** Closes the tabs opened since the last call and throws if any of them recorded a problem. */
  finishTest(): Promise<void>;
  close(): Promise<void>;
}

function assertBuilt(distDir: string): void {
  if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(path.join(distDir, '404.html'))) {
    throw new Error(
      `The end-to-end tests need a built site, but ${distDir} ` +
        'has no index.html and 404.html. Run `npm run build` first (`npm test` does it for you).',
    );
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium was not found at ${CHROMIUM_PATH}. Install Debian's chromium or set CHROME_PATH.`);
  }
}

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  const where = url ? ` (${url}:${lineNumber})` : '';
  return `console.${message.type()}: ${message.text()}${where}`;
}

export function formatProblems(problems: PageProblems): string {
  return [
    ...problems.console,
    ...problems.pageErrors.map((e) => `page error: ${e}`),
    ...problems.foreignRequests.map((u) => `request outside the site's origin: ${u}`),
  ].join('\n');
}

/**
 * Nothing may leave the site: every host name but the site's own address resolves to nothing, so a
 * request to another origin is recorded by the page (`foreignRequests`) and never sent. The browser
 * refuses it by itself, without each request of every page stopping in the test to be looked at.
 */
const ONLY_THIS_MACHINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

/** Serves dist/ (or another built site) on a free port and starts one headless Chromium for a test file. */
export async function startSite(distDir = DIST_DIR): Promise<Site> {
  assertBuilt(distDir);
  const server: RunningServer = await serveStatic(distDir, 0);
  const origin = new URL(server.url).origin;
  const profile = await mkdtemp(path.join(os.tmpdir(), 'site-e2e-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, ONLY_THIS_MACHINE],
      permissions: ['clipboard-read', 'clipboard-write'],
      viewport: DESKTOP,
      baseURL: server.url,
    });
  } catch (error) {
    await server.close();
    await rm(profile, { recursive: true, force: true });
    throw error;
  }

  const isForeign = (url: string) => {
    const { protocol, origin: other } = new URL(url);
    return (
      (protocol === 'http:' || protocol === 'https:' || protocol === 'ws:' || protocol === 'wss:') && other !== origin
    );
  };
  for (const page of context.pages()) await page.close();

  let open: TrackedPage[] = [];

  function watchPage(page: Page, { allowConsole = [] }: Pick<OpenPageOptions, 'allowConsole'> = {}): PageProblems {
    const problems: PageProblems = { console: [], pageErrors: [], foreignRequests: [] };
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const text = describeConsole(message);
      if (allowConsole.some((pattern) => pattern.test(text))) return;
      problems.console.push(text);
    });
    page.on('pageerror', (error) => problems.pageErrors.push(error.stack ?? error.message));
    page.on('request', (request) => {
      if (isForeign(request.url())) problems.foreignRequests.push(request.url());
    });
    return problems;
  }

  return {
    baseUrl: server.url,
    context,
    watchPage,
    async openPage({ viewport = DESKTOP, allowConsole = [] } = {}) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      const tracked = { page, problems: watchPage(page, { allowConsole }) };
      open.push(tracked);
      return tracked;
    },
    async finishTest() {
      const pages = open;
      open = [];
      const report: string[] = [];
      for (const { page, problems } of pages) {
        const url = page.url();
        await page.close();
        const text = formatProblems(problems);
        if (text) report.push(`${url}\n${text}`);
      }
      if (report.length > 0) {
        throw new Error(`The page reported problems:\n${report.join('\n\n')}`);
      }
    },
    async close() {
      await context.close().catch(() => undefined);
      await server.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the page runs: the shell script has started, and React has hydrated every island (each
 * block that needs the browser, lazily loaded blocks included), so that clicks reach React's handlers
 * rather than the browser's defaults. The rest of the page is plain HTML and has nothing to hydrate.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
    if (document.documentElement.dataset.shell !== 'ready') return false;
    // DOM that React does not manage (highlighted code set as HTML, a library's own markup) is
    // marked `data-unmanaged` and has no fibers of its own.
    return [...document.querySelectorAll('.island *:not([data-unmanaged] *)')].every(hydrated);
  });
}

/** Opens `pathname` and waits for hydration. */
export async function gotoHydrated(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await waitForHydration(page);
}

/** The prerendered HTML of `pathname` as a client without JavaScript receives it. */
export async function fetchHtml(baseUrl: string, pathname: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(pathname, baseUrl));
  return { status: response.status, html: await response.text() };
}

const parser = new new Window().DOMParser();

/** An HTML document parsed as a browser without JavaScript reads it. */
export function parseHtml(html: string): Document {
  return parser.parseFromString(html, 'text/html') as unknown as Document;
}

/** Visible text of an HTML document, with tags removed, entities decoded and spaces collapsed. */
export function htmlText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return (
    body
      .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      // An address drawn in pieces that may break apart (`SmartLink`) reads as one word.
      .replace(/<wbr\s*\/?>/gi, '')
      .replace(/<span class="text-nowrap">([^<]*)<\/span>/g, '$1')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&copy;/g, '©')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
