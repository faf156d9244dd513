// npm run bench: builds the site, audits every route with Lighthouse (mobile, default throttling) and
// measures how fast page data validates at 1,000 pages. Results go to bench-results/; a run over every
// route also rewrites the measured table of docs/budgets.md.
//
//   npm run bench                         build, Lighthouse (median of 3 runs per route), validation
//   npm run bench -- --no-build           use the dist/ that is there
//   npm run bench -- --runs=5             more Lighthouse runs per route (the median run is reported)
//   npm run bench -- --routes=/,/privacy  audit only these routes
//   npm run bench -- --scale 1000,10000   only the scale run: validate and build a copy of the project
//                                         with that many pages, timing each and its peak memory
//   npm run bench -- --scale 1000 --languages   also with every page translated into German: twice
//                                         the pages, built in at most twice the time
//   npm run bench -- --editor             only the editor: npm run edit started, a page opened in a new
//                                         tab and another chosen in its Page menu (median of 5 each),
//                                         until the canvas is drawn and editable, with where the time went
//   npm run bench -- --validation         only the validation of 1,000 pages: in the data files' sandbox
//                                         as npm run validate loads them, beside Node importing them
//   npm run bench -- --check              exit 1 when a target is missed (with any of the above)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { listRoutes, PAGES_DIR } from '../src/content/files';
import type { ImportModule } from '../src/content/sources';
import { loadContent } from '../src/content/load';
import { createSandbox } from './lib/sandbox/loader';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/bench/chromium';
import { measureLayoutShift } from './lib/bench/layout-shift';
import { budgetsTable, withMeasurements } from './lib/bench/budgets-doc';
import { EDITOR_TARGETS, editorBench, type EditorTiming } from './lib/bench/editor-bench';
import { rewriteImports, type ScaleResult, scaleRun } from './lib/bench/scale';
import { serveStatic } from './lib/dev/static-server';

const root = process.cwd();
const DIST = path.join(root, 'dist');
const RESULTS = path.join(root, 'bench-results');
const BUDGETS_DOC = path.join(root, 'docs/budgets.md');
// Named pages-data as the site's folder is, so its files are data files to the sandbox as the site's are.
const SYNTHETIC_DIR = path.join(root, '.bench', 'pages-data');
/** What evaluating the data files in their sandbox may cost, beside Node importing them itself. */
const VALIDATION_TARGETS = { sandboxAddsMs: 5_000 };
const SYNTHETIC_PAGES = 1000;

/** What the site aims for; a route that misses one is marked and its failing audits are listed. */
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1500, cls: 0.01 };
/**
 * Build targets by number of pages (2-core machine): time and peak memory of `npm run build`. The
 * generated pages' HTML must not grow with their number (checked against the smallest size run).
 */
const SCALE_TARGETS: Record<number, { buildMs: number }> = { 1000: { buildMs: 60_000 }, 10000: { buildMs: 600_000 } };
const SCALE_PEAK_BYTES = 2 * 1024 ** 3;
/** The most the social card step may add to a cold build, as a share of the build without it. */
const CARDS_SHARE = 0.2;

/** Gzip bytes: JavaScript of a page with no island, of a page with islands, and CSS of any page. */
const BYTE_TARGETS = { staticJs: 15 * 1024, islandsJs: 110 * 1024, css: 25 * 1024 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
type Audit = Result['audits'][string];

interface FailedAudit {
  id: string;
  title: string;
  score: number | null;
  /** False for performance insights that carry no weight in the score but explain a slow metric. */
  weighted: boolean;
  displayValue?: string;
  details: string[];
}

interface RouteResult {
  path: string;
  runs: number;
  /** Performance scores of every run; the other fields come from the median run. */
  performanceRuns: number[];
  scores: Record<Category, number | null>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzip: number;
  cssGzip: number;
  /** Layout shift at 412 and 1280 px, no input, fonts held back until the first paint, 3 s settle. */
  cls412?: number;
  cls1280?: number;
  /** Whether the page runs React in the browser (hydrates anything). */
  hydrates?: boolean;
  assets: { url: string; type: string; gzip: number }[];
  failed: Record<Category, FailedAudit[]>;
}

/** `--name=value` or `--name value`. */
function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  if (at >= 0 && process.argv[at + 1] && !process.argv[at + 1]!.startsWith('--')) return process.argv[at + 1];
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg?.slice(name.length + 3);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed.`);
    process.exit(1);
  }
}

/** The gzip size of a file the site serves, read from dist/ (the server sends the same bytes). */
async function gzipBytes(url: string, cache: Map<string, number>): Promise<number> {
  const pathname = decodeURIComponent(new URL(url).pathname);
  const cached = cache.get(pathname);
  if (cached !== undefined) return cached;
  const file = path.join(DIST, pathname);
  const size = existsSync(file) ? gzipSync(await readFile(file)).length : 0;
  cache.set(pathname, size);
  return size;
}

function auditDetails(audit: Audit): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  const lines: string[] = [];
  for (const item of details?.items ?? []) {
    const node = item.node as { snippet?: string; explanation?: string; nodeLabel?: string } | undefined;
    if (node?.snippet) lines.push(`${node.snippet} ${node.explanation ?? ''}`);
    else if (typeof item.url === 'string') {
      const extra = [
        typeof item.wastedBytes === 'number' ? `${(item.wastedBytes / 1024).toFixed(1)} KB unused` : '',
        typeof item.wastedMs === 'number' ? `${Math.round(item.wastedMs)} ms` : '',
      ].filter(Boolean);
      // Lighthouse also lists work it cannot pin on a file as "Unattributable".
      const where = URL.canParse(item.url) ? new URL(item.url).pathname : item.url;
      lines.push(`${where}${extra.length ? ` (${extra.join(', ')})` : ''}`);
    }
    if (lines.length === 5) break;
  }
  return lines.map((line) => line.replace(/\s+/g, ' ').trim().slice(0, 300));
}

function failedAudits(lhr: Result, category: Category): FailedAudit[] {
  const failed: FailedAudit[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    const weighted = ref.weight > 0;
    const savings = Object.values(audit.metricSavings ?? {}).some((ms) => (ms ?? 0) > 0);
    if (!weighted && !(category === 'performance' && savings)) continue;
    failed.push({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weighted,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      details: auditDetails(audit),
    });
  }
  return failed;
}

async function auditOnce(
  url: string,
  routePath: string,
  port: number,
  sizes: Map<string, number>,
): Promise<{ result: RouteResult; lhr: Result }> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: [...CATEGORIES],
  });
  if (!runner) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);

  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
    ?.items;
  const assets: RouteResult['assets'] = [];
  for (const request of requests ?? []) {
    if (request.resourceType !== 'Script' && request.resourceType !== 'Stylesheet') continue;
    if (assets.some((a) => a.url === request.url)) continue;
    assets.push({ url: request.url, type: request.resourceType, gzip: await gzipBytes(request.url, sizes) });
  }
  const sum = (type: string) => assets.filter((a) => a.type === type).reduce((total, a) => total + a.gzip, 0);
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number | null>;
  const result: RouteResult = {
    path: routePath,
    runs: 1,
    performanceRuns: [scores.performance ?? 0],
    scores,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsGzip: sum('Script'),
    cssGzip: sum('Stylesheet') + (await inlineCssGzip(routePath)),
    assets: assets.map((a) => ({ ...a, url: new URL(a.url).pathname })),
    failed: Object.fromEntries(CATEGORIES.map((c) => [c, failedAudits(lhr, c)])) as Record<Category, FailedAudit[]>,
  };
  return { result, lhr };
}

/** Gzip bytes of the block styles the build inlined into a route's page. */
async function inlineCssGzip(routePath: string): Promise<number> {
  const html = await readFile(path.join(DIST, routePath, 'index.html'), 'utf8');
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (total, match) => total + gzipSync(match[1]!).length,
    0,
  );
}

/** Audits a route `runs` times and keeps the median run: by performance score, then by LCP. */
async function auditRoute(url: string, routePath: string, runs: number, port: number, sizes: Map<string, number>) {
  const all: { result: RouteResult; lhr: Result }[] = [];
  for (let i = 0; i < runs; i++) all.push(await auditOnce(url, routePath, port, sizes));
  const sorted = [...all].sort(
    (a, b) =>
      (a.result.scores.performance ?? 0) - (b.result.scores.performance ?? 0) || b.result.lcpMs - a.result.lcpMs,
  );
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const slug = routePath === '/' ? 'home' : routePath.slice(1).replace(/\//g, '--');
  await mkdir(path.join(RESULTS, 'lhr'), { recursive: true });
  await writeFile(path.join(RESULTS, 'lhr', `${slug}.json`), JSON.stringify(median.lhr));
  return {
    result: { ...median.result, runs, performanceRuns: all.map((r) => r.result.scores.performance ?? 0) },
    lhr: median.lhr,
  };
}

function misses(result: RouteResult): string[] {
  const out: string[] = [];
  for (const category of CATEGORIES) {
    const value = result.scores[category];
    if (value === null || value < TARGETS[category]) out.push(`${category} ${value ?? '—'} < ${TARGETS[category]}`);
  }
  if (!(result.lcpMs <= TARGETS.lcpMs)) out.push(`LCP ${(result.lcpMs / 1000).toFixed(2)} s > 1.5 s`);
  for (const [width, cls] of [
    [412, result.cls412],
    [1280, result.cls1280],
  ] as const) {
    if (cls !== undefined && !(cls <= TARGETS.cls)) out.push(`CLS at ${width} px ${cls.toFixed(3)} > ${TARGETS.cls}`);
  }
  const jsTarget = result.hydrates ? BYTE_TARGETS.islandsJs : BYTE_TARGETS.staticJs;
  if (result.jsGzip > jsTarget) out.push(`JS ${kb(result.jsGzip)} > ${kb(jsTarget)}`);
  if (result.cssGzip > BYTE_TARGETS.css) out.push(`CSS ${kb(result.cssGzip)} > ${kb(BYTE_TARGETS.css)}`);
  return out;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)));
  const [head, ...body] = rows;
  return [
    line(head!).join('  '),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...body.map((r) => line(r).join('  ')),
  ].join('\n');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function hostLoad(): string {
  const [one] = os.loadavg();
  return `${os.cpus().length} CPUs, load average ${one?.toFixed(2)}`;
}

const LAYOUT_SHIFT_WIDTHS = [
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
] as const;

/**
 * Every route at 412 and 1280 px in Chromium with no input: the sum of every layout shift, with the
 * web fonts held back until the page has painted and 3 s to settle (as issue budgets measure it).
 */
async function layoutShifts(routes: string[], origin: string): Promise<Map<string, [number, number]>> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-cls-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const out = new Map<string, [number, number]>();
  try {
    const jobs = routes.flatMap((route) => LAYOUT_SHIFT_WIDTHS.map((viewport, i) => ({ route, viewport, i })));
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const { cls } = await measureLayoutShift(context, `${origin}${job.route}`, {
          viewport: job.viewport,
          fontsAfterPaint: true,
          settleMs: 3000,
        });
        const pair = out.get(job.route) ?? [Number.NaN, Number.NaN];
        pair[job.i] = cls;
        out.set(job.route, pair);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
  return out;
}

/** Whether a built page starts React in the browser: it has an island to hydrate. */
async function hydrates(route: string): Promise<boolean> {
  const file = path.join(DIST, route, 'index.html');
  return (await readFile(file, 'utf8')).includes(' data-island=');
}

async function lighthouseBench(runs: number) {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error('dist/ has no site: run without --no-build, or `npm run build` first.');
    process.exit(1);
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`Chromium was not found at ${CHROMIUM_PATH}; set CHROME_PATH.`);
    process.exit(1);
  }
  const only = option('routes')?.split(',');
  // The test fixtures hold every block at once and are not part of the public site.
  const routes = (await listRoutes()).filter((route) =>
    only ? only.includes(route.path) : !route.path.startsWith('/test-fixtures/'),
  );
  const loadBefore = hostLoad();
  const server = await serveStatic(DIST, 0, '127.0.0.1');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'error',
  });
  const results: RouteResult[] = [];
  let version = '';
  let benchmarkIndex: number | undefined;
  const sizes = new Map<string, number>();
  try {
    for (const route of routes) {
      process.stdout.write(`Lighthouse ${route.path} (${runs} run${runs > 1 ? 's' : ''}) … `);
      const { result, lhr } = await auditRoute(`${server.url}${route.path}`, route.path, runs, chrome.port, sizes);
      results.push(result);
      version = lhr.lighthouseVersion;
      benchmarkIndex = lhr.environment.benchmarkIndex;
      console.log(`performance ${result.performanceRuns.join(', ')}`);
    }
    process.stdout.write('Layout shift at 412 and 1280 px … ');
    const shifts = await layoutShifts(
      results.map((r) => r.path),
      server.url,
    );
    console.log('done');
    for (const result of results) {
      [result.cls412, result.cls1280] = shifts.get(result.path) ?? [Number.NaN, Number.NaN];
      result.hydrates = await hydrates(result.path);
    }
  } finally {
    chrome.kill();
    await server.close();
  }

  console.log(
    `\nLighthouse ${version} · mobile, simulated throttling · median of ${runs} run(s) · Chromium at ${CHROMIUM_PATH}` +
      `\nHost: ${loadBefore} before the runs; Lighthouse CPU benchmark index ${benchmarkIndex ?? '?'}\n\n` +
      table([
        [
          'route',
          'perf',
          'a11y',
          'best-pr.',
          'SEO',
          'FCP',
          'LCP',
          'TBT',
          'CLS',
          'CLS 412',
          'CLS 1280',
          'JS gzip',
          'CSS gzip',
          'hydrates',
          'targets',
        ],
        ...results.map((r) => [
          r.path,
          ...CATEGORIES.map((c) => String(r.scores[c] ?? '—')),
          seconds(r.fcpMs),
          seconds(r.lcpMs),
          `${Math.round(r.tbtMs)} ms`,
          r.cls.toFixed(3),
          (r.cls412 ?? Number.NaN).toFixed(3),
          (r.cls1280 ?? Number.NaN).toFixed(3),
          kb(r.jsGzip),
          kb(r.cssGzip),
          r.hydrates ? 'yes' : 'no',
          misses(r).length ? 'MISSED' : 'met',
        ]),
      ]),
  );

  for (const result of results) {
    const missed = misses(result);
    if (!missed.length) continue;
    console.log(`\n${result.path}: ${missed.join('; ')}`);
    for (const category of CATEGORIES) {
      const performanceMissed = missed.some((m) => /^(performance|LCP)/.test(m));
      if (category === 'performance' && !performanceMissed) continue;
      for (const audit of result.failed[category]) {
        const value = audit.displayValue ? ` (${audit.displayValue})` : '';
        const kind = audit.weighted ? `score ${audit.score}` : 'insight';
        console.log(`  [${category}] ${audit.id}: ${audit.title}${value}, ${kind}`);
        for (const detail of audit.details) console.log(`      ${detail}`);
      }
    }
  }
  return { lighthouseVersion: version, host: loadBefore, benchmarkIndex, runs, routes: results };
}

async function validationBench() {
  await rm(path.dirname(SYNTHETIC_DIR), { recursive: true, force: true });
  await mkdir(SYNTHETIC_DIR, { recursive: true });
  try {
    const home = await readFile(path.join(PAGES_DIR, 'index.ts'), 'utf8');
    if (!/name:\s*'presentation'/.test(home))
      throw new Error('pages-data/index.ts no longer has the name presentation');
    // The site settings link to the named routes presentation and privacy: keep those two files, and add
    // renamed copies of the home page up to SYNTHETIC_PAGES copies of it in all.
    for (const file of ['_site.ts', 'index.ts', 'privacy.ts']) {
      const source = await readFile(path.join(PAGES_DIR, file), 'utf8');
      await writeFile(path.join(SYNTHETIC_DIR, file), rewriteImports(source, PAGES_DIR, SYNTHETIC_DIR));
    }
    // The synthetic site has no page groups, so its footer lists none, and no translations, so it is in
    // the default language only (its settings would otherwise ask for each language's texts).
    const site = path.join(SYNTHETIC_DIR, '_site.ts');
    const settings = (await readFile(site, 'utf8'))
      .replace(/\bmenus:\s*\[[^\]]*\]/, 'menus: []')
      .replace(/\blanguages:\s*\[[^\]]*\]/, 'languages: []');
    await writeFile(site, settings);
    const copy = rewriteImports(home, PAGES_DIR, SYNTHETIC_DIR);
    for (let i = 1; i < SYNTHETIC_PAGES; i++) {
      const id = String(i).padStart(4, '0');
      await writeFile(
        path.join(SYNTHETIC_DIR, `page-${id}.ts`),
        copy.replace(/name:\s*'presentation'/, `name: 'bench-page-${id}'`),
      );
    }
    const measure = async (importModule: ImportModule) => {
      const start = performance.now();
      const { content, problems } = await loadContent(importModule, SYNTHETIC_DIR);
      const ms = performance.now() - start;
      if (!content) {
        const list = problems.slice(0, 10).map((p) => `${p.file}: ${p.where} ${p.message}`);
        throw new Error(`the synthetic pages did not validate:\n${list.join('\n')}`);
      }
      return {
        pages: content.pages.length,
        ms: Math.round(ms),
        pagesPerSecond: Math.round(content.pages.length / (ms / 1000)),
      };
    };
    // As npm run validate loads them: each run a sandbox of its own, which evaluates every file afresh
    // (the files' compiled text is kept between runs, as it is between the checks of a server).
    const inSandbox = async () => {
      const sandbox = createSandbox();
      try {
        return await measure(sandbox.importModule);
      } finally {
        sandbox.close();
      }
    };
    const sandboxCold = await inSandbox();
    const sandboxWarm = [await inSandbox(), await inSandbox(), await inSandbox()].sort((a, b) => a.ms - b.ms)[1]!;
    // Imported by Node itself, as data files were before the sandbox: the first run imports and
    // transpiles every file, the next ones validate modules already loaded.
    const nodeImport = (file: string) => import(pathToFileURL(path.resolve(file)).href);
    const cold = await measure(nodeImport);
    const warm = [await measure(nodeImport), await measure(nodeImport), await measure(nodeImport)].sort(
      (a, b) => a.ms - b.ms,
    )[1]!;
    const addedMs = sandboxCold.ms - cold.ms;
    const missed =
      addedMs > VALIDATION_TARGETS.sandboxAddsMs
        ? [`the sandbox adds ${addedMs} ms to a cold validation (target ≤ ${VALIDATION_TARGETS.sandboxAddsMs} ms)`]
        : [];
    const row = (what: string, r: typeof cold) => [what, String(r.pages), `${r.ms} ms`, String(r.pagesPerSecond)];
    console.log(
      `\nValidation of ${cold.pages} page data files with loadContent (${hostLoad()}):\n` +
        table([
          ['run', 'pages', 'time', 'pages/second'],
          row('sandbox, cold: compile + evaluate + validate', sandboxCold),
          row('sandbox, again (median of 3)', sandboxWarm),
          row('Node import, cold: import + validate', cold),
          row('Node import, warm: validate (median of 3)', warm),
        ]) +
        `\nThe sandbox adds ${addedMs} ms to a cold validation (target ≤ ${VALIDATION_TARGETS.sandboxAddsMs} ms).`,
    );
    return { cold, warm, sandboxCold, sandboxWarm, addedMs, missed };
  } finally {
    await rm(path.dirname(SYNTHETIC_DIR), { recursive: true, force: true });
  }
}

/** Builds copies of the project at each size and reports time, memory and page size, with what missed. */
async function scaleBench(sizes: number[], languages: boolean): Promise<{ results: ScaleResult[]; missed: string[] }> {
  const results: ScaleResult[] = [];
  const missed: string[] = [];
  for (const pages of sizes) {
    process.stdout.write(`Scale: ${pages} pages … `);
    const result = await scaleRun(root, pages);
    results.push(result);
    console.log(`built in ${seconds(result.buildMs)}`);
    if (languages) {
      // The same site with every page translated: twice the pages, at most twice the time.
      process.stdout.write(`Scale: ${pages} pages and their German translations … `);
      const both = await scaleRun(root, pages, true);
      results.push(both);
      console.log(`built in ${seconds(both.buildMs)}`);
      if (both.buildMs > 2 * result.buildMs)
        missed.push(
          `${pages} pages in two languages: build ${seconds(both.buildMs)} > twice ${seconds(result.buildMs)}`,
        );
    }
    // What the card step adds to a cold build (the copy has no card cache): the time the build waited
    // for it once its own steps were done, against the rest of the build.
    if (result.cardsWaitMs > CARDS_SHARE * (result.buildMs - result.cardsWaitMs))
      missed.push(
        `${pages} pages: the social cards added ${seconds(result.cardsWaitMs)}, more than ${CARDS_SHARE * 100} % of the rest of the build`,
      );
    const target = SCALE_TARGETS[pages];
    if (target && result.buildMs > target.buildMs)
      missed.push(`${pages} pages: build ${seconds(result.buildMs)} > ${seconds(target.buildMs)}`);
    if (result.buildPeakBytes > SCALE_PEAK_BYTES)
      missed.push(`${pages} pages: peak memory ${gib(result.buildPeakBytes)} > ${gib(SCALE_PEAK_BYTES)}`);
    if (result.pageBytes > results[0]!.pageBytes)
      missed.push(
        `${pages} pages: a generated page holds ${result.pageBytes} B, more than the ${results[0]!.pageBytes} B at ${results[0]!.pages}`,
      );
  }
  console.log(
    `\nScale (${hostLoad()}):\n` +
      table([
        ['pages', 'validate', 'build', 'social cards (added)', 'build peak memory', 'one page (HTML)', 'build target'],
        ...results.map((r) => [
          r.translated ? `${r.pages} × 2 languages` : String(r.pages),
          seconds(r.validateMs),
          seconds(r.buildMs),
          `${seconds(r.cardsMs)} (+${seconds(r.cardsWaitMs)}, ${((100 * r.cardsWaitMs) / (r.buildMs - r.cardsWaitMs)).toFixed(0)} %)`,
          gib(r.buildPeakBytes),
          `${(r.pageBytes / 1024).toFixed(1)} KB`,
          r.translated
            ? '≤ 2 × one language'
            : SCALE_TARGETS[r.pages]
              ? `≤ ${seconds(SCALE_TARGETS[r.pages]!.buildMs)}, ≤ ${gib(SCALE_PEAK_BYTES)}, cards ≤ +${CARDS_SHARE * 100} %`
              : '—',
        ]),
      ]),
  );
  return { results, missed };
}

function gib(bytes: number): string {
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

const check = process.argv.includes('--check');

/**
 * Writes `bench-results/<name>.json` (the time, the targets and the result), prints each missed target
 * and exits: with 1 when one is missed under `--check`.
 */
async function finish(name: string, targets: object, result: { missed: string[] }): Promise<never> {
  await mkdir(RESULTS, { recursive: true });
  await writeFile(
    path.join(RESULTS, `${name}.json`),
    JSON.stringify({ when: new Date().toISOString(), targets, ...result }, null, 2) + '\n',
  );
  for (const line of result.missed) console.log(`MISSED ${line}`);
  console.log(`\nWrote bench-results/${name}.json.`);
  process.exit(check && result.missed.length > 0 ? 1 : 0);
}

const scaleOption = option('scale');
if (scaleOption !== undefined) {
  const sizes = scaleOption.split(',').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 60)) {
    console.error(`--scale takes page counts of at least 60 (the site's own pages), e.g. --scale 1000,10000.`);
    process.exit(2);
  }
  await finish('scale', SCALE_TARGETS, await scaleBench(sizes, process.argv.includes('--languages')));
}

if (process.argv.includes('--validation')) await finish('validation', VALIDATION_TARGETS, await validationBench());

if (process.argv.includes('--editor')) {
  const result = await editorBench(root, Number(option('runs') ?? 5) || 5);
  const row = (what: string, t: EditorTiming) => [
    what,
    t.page,
    `${t.ms} ms`,
    `${t.modulesMs} ms (${t.modules})`,
    `${t.pageDataMs} ms`,
    `${t.contextMs} ms`,
  ];
  console.log(
    `\nThe editor (${hostLoad()}); npm run edit started in ${seconds(result.startMs)}:\n` +
      table([
        ['run', 'page', 'drawn, editable', 'scripts arrived (count)', '/__editor/page', '/__editor/context'],
        row('first open after the start', result.first),
        ...result.open.map((t, i) => row(`open ${i + 1} (new tab)`, t)),
        ...result.switches.map((t, i) => row(`switch ${i + 1} (Page menu)`, t)),
      ]) +
      `\nMedian: open ${result.openMedianMs} ms (target ≤ ${EDITOR_TARGETS.openMs} ms), switch ${result.switchMedianMs} ms (target ≤ ${EDITOR_TARGETS.switchMs} ms).`,
  );
  await finish('editor', EDITOR_TARGETS, result);
}

const runs = Math.max(1, Number(option('runs') ?? 3) || 3);
if (!process.argv.includes('--no-build')) run('npx', ['tsx', 'scripts/build.ts']);

const lighthouseResults = await lighthouseBench(runs);
const validation = await validationBench();

await mkdir(RESULTS, { recursive: true });
const when = new Date().toISOString();
await writeFile(
  path.join(RESULTS, 'lighthouse.json'),
  JSON.stringify({ when, targets: TARGETS, ...lighthouseResults }, null, 2) + '\n',
);
await writeFile(path.join(RESULTS, 'validation.json'), JSON.stringify({ when, ...validation }, null, 2) + '\n');
console.log('\nWrote bench-results/lighthouse.json, bench-results/validation.json and bench-results/lhr/*.json.');
if (!option('routes')) {
  // A run over every route is the one docs/budgets.md shows.
  const doc = await readFile(BUDGETS_DOC, 'utf8');
  const setting = `Lighthouse ${lighthouseResults.lighthouseVersion}, mobile, simulated throttling, median of ${runs} run(s) per route; ${lighthouseResults.host}`;
  const measured = budgetsTable(lighthouseResults.routes, { date: when.slice(0, 10), setting });
  await writeFile(
    BUDGETS_DOC,
    await format(withMeasurements(doc, measured), { parser: 'markdown', ...(await resolveConfig(BUDGETS_DOC)) }),
  );
  console.log('Wrote the measured table of docs/budgets.md.');
}
if (check && lighthouseResults.routes.some((r) => misses(r).length > 0)) process.exit(1);
