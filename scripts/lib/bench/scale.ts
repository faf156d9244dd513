// The scale benchmark: a copy of the project whose pages-data holds the site plus generated pages, built
// and validated as an author would, timing each and sampling the memory of every process the step runs.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listRoutes } from '../../../src/content/files';
import { rewriteImports } from '../../../src/content/page-file/imports';

export { rewriteImports };

/** What a copy of the project needs to validate and build (node_modules is linked, not copied). */
const PROJECT_FILES = [
  'src',
  'schema',
  'scripts',
  'public',
  'pages-data',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'react-router.config.ts',
  // The showcase's code is formatted with the project's own Prettier settings.
  '.prettierrc.json',
];

/** Where the generated pages go in the copy: one folder, no group, so no menu lists them. */
const GENERATED = 'pages-data/scale';

/**
 * Makes a copy of the project in a temp folder whose pages-data holds the site's pages and as many
 * generated ones (renamed copies of a demo page of the site) as make `pages` in all.
 */
export async function makeScaleProject(root: string, pages: number, { translated = false } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `site-scale-${pages}-`));
  for (const name of PROJECT_FILES) {
    await cp(path.join(root, name), path.join(dir, name), { recursive: true });
  }
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const existing = (await listRoutes(path.join(dir, 'pages-data'))).length;
  // A demo page of the copy: a photo header, cards, a contact form; it loses its name and menu entry.
  const demo = path.join(dir, 'pages-data/pages/landing-pages/coworking.ts');
  const template = rewriteImports(await readFile(demo, 'utf8'), path.dirname(demo), path.join(dir, GENERATED))
    .replace(/^\s*name:\s*'[^']*',\n/m, '')
    .replace(/^\s*nav:\s*\{[^}]*\},\n/m, '');
  await mkdir(path.join(dir, GENERATED), { recursive: true });
  // With `translated`, each generated page also has its German translation at its place under de/.
  const german = path.join(dir, 'pages-data/de', path.relative('pages-data', GENERATED));
  const germanTemplate = rewriteImports(template, path.join(dir, GENERATED), german);
  if (translated) await mkdir(german, { recursive: true });
  // The number goes before the title's " | Brightline Software", which the social cards leave off, so
  // that every page has a card of its own to draw, as pages of a real site do.
  const numbered = (text: string, suffix: string) =>
    text.replace(
      /title:\s*'([^'|]*?)((?: \| [^']*)?)'/,
      (_, title: string, brand: string) => `title: '${title} ${suffix}${brand}'`,
    );
  for (let i = 1; i <= pages - existing; i++) {
    const id = String(i).padStart(5, '0');
    await writeFile(path.join(dir, GENERATED, `page-${id}.ts`), numbered(template, id));
    if (translated) {
      await writeFile(path.join(german, `page-${id}.ts`), numbered(germanTemplate, `${id} (Deutsch)`));
    }
  }
  return dir;
}

/** Resident memory of every process in a process group, summed, in bytes (Linux /proc). */
function groupRss(pgid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name in parentheses: state ppid pgrp …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // The process ended while it was read.
    }
  }
  return total;
}

export interface StepResult {
  ok: boolean;
  ms: number;
  /** Highest resident memory of the step's processes together, in bytes. */
  peakBytes: number;
  output: string;
}

/** Runs a command in `cwd` as its own process group, timing it and sampling its memory every 100 ms. */
export function measure(command: string, args: string[], cwd: string): Promise<StepResult> {
  return new Promise((resolve) => {
    const started = performance.now();
    // As from a shell: a test runner's NODE_ENV=test would have React and Vite build for development.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
    );
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let peakBytes = 0;
    const timer = setInterval(() => {
      if (child.pid) peakBytes = Math.max(peakBytes, groupRss(child.pid));
    }, 100);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({ ok: code === 0, ms: performance.now() - started, peakBytes, output });
    });
  });
}

export interface ScaleResult {
  /** Pages of the default language (as many again in German when `translated`). */
  pages: number;
  translated: boolean;
  validateMs: number;
  buildMs: number;
  buildPeakBytes: number;
  /** Gzip-free bytes of the largest generated page's HTML: it must not grow with the number of pages. */
  pageBytes: number;
  /**
   * The social card step (scripts/lib/build/social-cards.ts), from its build's output: how long it ran, on
   * its threads beside the build's other steps, and how long the build then waited for it: what the
   * cards added to the build.
   */
  cardsMs: number;
  cardsWaitMs: number;
}

/** The card step's line of a build's output: "Wrote 1060 social cards (… 41.2 s in all) in 3.4 s." */
function cardTimes(output: string): { cardsMs: number; cardsWaitMs: number } {
  const match = /social cards \(.*?([\d.]+) s in all\) in ([\d.]+) s/.exec(output);
  return { cardsMs: Number(match?.[1] ?? NaN) * 1000, cardsWaitMs: Number(match?.[2] ?? NaN) * 1000 };
}

/**
 * Validates and builds a project copy with `pages` pages (and their German translations too when
 * `translated`); throws with the output when a step fails.
 */
export async function scaleRun(root: string, pages: number, translated = false): Promise<ScaleResult> {
  const dir = await makeScaleProject(root, pages, { translated });
  try {
    // As `npm run validate` and `npm run build` run them, without npm's own start-up.
    const tsx = path.join(dir, 'node_modules', '.bin', 'tsx');
    const validate = await measure(tsx, ['scripts/validate.ts'], dir);
    if (!validate.ok) throw new Error(`validate failed at ${pages} pages:\n${validate.output.slice(-3000)}`);
    const build = await measure(tsx, ['scripts/build.ts'], dir);
    if (!build.ok) throw new Error(`build failed at ${pages} pages:\n${build.output.slice(-3000)}`);
    const sample = path.join(dir, 'dist', GENERATED.replace('pages-data/', ''), 'page-00001', 'index.html');
    return {
      pages,
      translated,
      validateMs: Math.round(validate.ms),
      buildMs: Math.round(build.ms),
      buildPeakBytes: build.peakBytes,
      pageBytes: readFileSync(sample).length,
      ...cardTimes(build.output),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
