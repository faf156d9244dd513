// The social cards of the pages that name no picture of their own, drawn while the pages prerender.
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Content } from '../../../src/content/load';
import { CARDS_SNAPSHOT } from '../../../src/content/snapshot';
import { type CardJob, cardLookOf } from '../../../src/content/social-card';
import { type CardRun, drawCards, logoDataUrl } from './social-cards';

export interface SiteCards extends CardRun {
  /** From the start of the drawing to its end. */
  seconds: number;
}

export interface DrawSiteCardsInput {
  root: string;
  site: Pick<Content['site'], 'theme' | 'brand'>;
  /** Settles when the steps the drawing runs beside are done: it takes every core from then on. */
  besideDone: Promise<unknown>;
  threads?: number;
  cacheDir?: string;
}

/**
 * Draws into their cache the cards the validation listed (what each card shows:
 * src/content/social-card.ts), on worker threads, one core fewer than there are until `besideDone`,
 * every core after. Never rejects: a failure is the Error it resolves with, for the build to report
 * once it needs the cards.
 */
export function drawSiteCards({
  root,
  site,
  besideDone,
  threads = availableParallelism(),
  cacheDir,
}: DrawSiteCardsInput): Promise<SiteCards | Error> {
  const started = performance.now();
  return (async () => {
    const jobs = JSON.parse(await readFile(path.join(root, CARDS_SNAPSHOT), 'utf8')) as CardJob[];
    const look = cardLookOf(site.theme, await logoDataUrl(site.brand.logo.src, root));
    const run = await drawCards({ jobs, look, root, cacheDir, more: { when: besideDone, threads } });
    return { ...run, seconds: (performance.now() - started) / 1000 };
  })().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
}
