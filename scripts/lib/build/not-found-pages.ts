// Static hosts answer an unknown address with /404.html: the prerendered 404 pages are moved there.
import { existsSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { BuildStepError } from './step';

/** The file of a 404 page (`/404`, `/de/404`) in the built site: `/404.html`, `/de/404.html`. */
export const notFoundFile = (client: string, at: string): string => path.join(client, `${at}.html`);

/** The 404 pages' routes: the default language's `/404`, then each other language's (`/de/404`). */
export const notFoundPathsOf = (languages: readonly { prefix?: string }[]): string[] => [
  '/404',
  ...languages.filter((l) => l.prefix).map((l) => `${l.prefix}/404`),
];

/**
 * Moves each prerendered 404 page from `<at>/index.html` to `<at>.html` (its folder goes), and removes
 * React Router's single-page fallback: a static host answers an unknown address with the 404 page.
 */
export async function placeNotFoundPages(client: string, notFoundPaths: readonly string[]): Promise<void> {
  for (const at of notFoundPaths) {
    const prerendered = path.join(client, at, 'index.html');
    if (!existsSync(prerendered)) throw new BuildStepError(`the 404 page ${at} was not prerendered.`);
    await copyFile(prerendered, notFoundFile(client, at));
    await rm(path.join(client, at), { recursive: true });
  }
  await rm(path.join(client, '__spa-fallback.html'), { force: true });
}
