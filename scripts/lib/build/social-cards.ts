// The build's card step: a social card (scripts/lib/build/social-card-draw.ts) for every page that names no
// picture of its own, kept in a cache folder by a hash of what it shows, so a rebuild draws only the
// cards whose title, section, language, theme or logo changed, and drawn on worker threads (resvg
// paints synchronously, so threads are what puts a second core to work).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  type CardJob,
  cardPath,
  type CardLook,
  type CardText,
} from '../../../src/content/social-card';

export type { CardJob };
import { cardFontFiles, cardTree, drawCard } from './social-card-draw';
import { writeAtomically } from '../fs/write-file';
import { CONTENT_TYPES, sourceFile } from './images';

/**
 * Where drawn cards are kept between builds: beside the build's own cache (`.cache/site-build`), which
 * every build empties at its start, so this one survives.
 */
export const CARD_CACHE = path.join('.cache', 'social-cards');

/**
 * The drawing itself: its modules' source and the versions of satori and resvg. Part of every card's
 * key, so that a change to how cards are drawn draws every card again without anyone remembering to.
 */
const DRAWING = (() => {
  const hash = createHash('sha256');
  for (const module of ['./social-card-draw.ts', './social-card-paint.mjs']) {
    hash.update(readFileSync(new URL(module, import.meta.url)));
  }
  for (const name of ['satori', '@resvg/resvg-js']) {
    hash.update(readFileSync(path.join(process.cwd(), 'node_modules', name, 'package.json')));
  }
  return hash.digest('base64url');
})();

/** The hash a card is kept under: everything it shows and how it is drawn. */
export function cardKey(text: CardText, look: CardLook): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING, text, look]))
    .digest('base64url')
    .slice(0, 24);
}

/** The brand's logo (a catalogue id) as a data URL, the form satori takes a picture in. */
export async function logoDataUrl(id: string, root = process.cwd()): Promise<string> {
  const file = sourceFile(id, root);
  const extension = path.extname(file).slice(1).toLowerCase().replace('jpeg', 'jpg');
  const type = CONTENT_TYPES[extension as keyof typeof CONTENT_TYPES] ?? 'image/png';
  return `data:${type};base64,${(await readFile(file)).toString('base64')}`;
}

/** Below this many cards to draw, starting threads costs more than it saves. */
const THREADED_FROM = 8;

/** More threads for the cards once the work they ran beside is done: `threads` in all, from `when` on. */
export interface MoreThreads {
  when: Promise<unknown>;
  threads: number;
}

/**
 * Draws the cards on `threads` worker threads, each taking the next card as it is free; with `more`,
 * threads are added from its moment on while cards are left to draw.
 */
async function drawOnThreads(
  todo: readonly { key: string; text: CardText }[],
  look: CardLook,
  root: string,
  threads: number,
  save: (key: string, png: Uint8Array) => Promise<void>,
  more?: MoreThreads,
): Promise<void> {
  let next = 0;
  const run = () =>
    new Promise<void>((resolve, reject) => {
      // The tree is made here and painted there: the worker is plain JavaScript (social-card-paint.mjs).
      const worker = new Worker(new URL('./social-card-worker.mjs', import.meta.url), {
        workerData: { fontFiles: cardFontFiles(look, root), width: CARD_WIDTH, height: CARD_HEIGHT },
      });
      const give = () => {
        const job = todo[next++];
        if (job) worker.postMessage({ key: job.key, tree: cardTree(job.text, look) });
        else void worker.terminate().then(() => resolve());
      };
      worker.on('message', (message: { key: string; png: Uint8Array } | { ready: true }) => {
        if ('ready' in message) return give();
        save(message.key, message.png).then(give, reject);
      });
      worker.on('error', reject);
    });
  const running: Promise<void>[] = [];
  const start = (count: number) => {
    for (let i = 0; i < count && next < todo.length; i++) running.push(run());
  };
  start(threads);
  void more?.when.then(
    () => start(more.threads - threads),
    () => undefined,
  );
  // Every thread started, those added meanwhile included, has ended: the last card is saved.
  for (let ended = 0; ended < running.length;) {
    const started = running.length;
    await Promise.all(running.slice(ended));
    ended = started;
  }
}

export interface CardRun {
  /** Cards drawn in this run (the others came from the cache). */
  drawn: number;
  reused: number;
  /** Each page's card in the cache, to copy into the site (`copyCards`). */
  cards: { route: string; key: string }[];
}

/**
 * Draws the cards the cache lacks, on `threads` worker threads (0: on this one), and leaves in the
 * cache only the cards of these jobs, so that it holds one site's cards, not every card ever drawn. By
 * default one thread fewer than the cores: the build's other steps run beside it. With `more`, the
 * threads grow to its count once its moment comes (the build's: when the prerender has ended).
 */
export async function drawCards(options: {
  jobs: readonly CardJob[];
  look: CardLook;
  root?: string;
  cacheDir?: string;
  threads?: number;
  more?: MoreThreads;
}): Promise<CardRun> {
  const root = options.root ?? process.cwd();
  const cacheDir = options.cacheDir ?? path.join(root, CARD_CACHE);
  const { jobs, look } = options;
  await mkdir(cacheDir, { recursive: true });
  const keyed = jobs.map((job) => ({ ...job, key: cardKey(job.text, look) }));
  const todo = [...new Map(keyed.map((job) => [job.key, job])).values()].filter(
    (job) => !existsSync(path.join(cacheDir, `${job.key}.png`)),
  );
  const save = (key: string, png: Uint8Array) => writeAtomically(path.join(cacheDir, `${key}.png`), png, cacheDir);
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  if (threads > 0 && todo.length >= THREADED_FROM) {
    await drawOnThreads(todo, look, root, threads, save, options.more);
  } else {
    for (const job of todo) await save(job.key, await drawCard(job.text, look, root));
  }
  const used = new Set(keyed.map((job) => `${job.key}.png`));
  for (const file of await readdir(cacheDir)) {
    if (!used.has(file)) await rm(path.join(cacheDir, file), { force: true });
  }
  return {
    drawn: todo.length,
    reused: used.size - todo.length,
    cards: keyed.map(({ route, key }) => ({ route, key })),
  };
}

/** Copies each page's card from the cache to `<siteDir>/social/<route>.png`; returns how many. */
export async function copyCards(
  cards: CardRun['cards'],
  siteDir: string,
  cacheDir = path.join(process.cwd(), CARD_CACHE),
): Promise<number> {
  for (const { route, key } of cards) {
    const to = path.join(siteDir, cardPath(route));
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(path.join(cacheDir, `${key}.png`), to);
  }
  return cards.length;
}
