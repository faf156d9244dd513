// The site's base stylesheet, purged of the rules no page or script can use, and mirrored for the
// pages written right to left.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtFileOf } from './finish-pages';
import { type PurgeContent, purgeBaseStylesheet } from './purge-css';
import { mirroredBase } from './right-to-left';
import { BuildStepError } from './step';

export interface BaseStylesheetInput {
  client: string;
  base: string;
  /** The finished pages' HTML files, and those of them written right to left. */
  htmlFiles: readonly string[];
  rightToLeftFiles: ReadonlySet<string>;
  purgeContent: PurgeContent;
  readCss: (href: string) => string;
  /** The pages' link digests, in the order of `htmlFiles`. */
  digests: readonly string[];
}

/**
 * Writes the purged base stylesheet under a name of its own (and its mirrored copy when a page is
 * written right to left), removes the whole one, and points every page at the one it reads. Returns
 * the link digests with the new links.
 */
export async function purgeBase({
  client,
  base,
  htmlFiles,
  rightToLeftFiles,
  purgeContent,
  readCss,
  digests,
}: BaseStylesheetInput): Promise<string[]> {
  const assets = path.join(client, 'assets');
  const jsTexts = await Promise.all(
    (await readdir(assets)).filter((f) => f.endsWith('.js')).map((f) => readFile(path.join(assets, f), 'utf8')),
  );
  const purged = await purgeBaseStylesheet(purgeContent, jsTexts, readCss);
  if (!purged) throw new BuildStepError('no page links the base stylesheet.');
  await writeFile(builtFileOf(client, base, purged.to), purged.css);
  await rm(builtFileOf(client, base, purged.from));
  const mirroredPurged = rightToLeftFiles.size > 0 ? mirroredBase(purged) : undefined;
  if (mirroredPurged) await writeFile(builtFileOf(client, base, mirroredPurged.to), mirroredPurged.css);
  const linked = [...digests];
  for (const [index, file] of htmlFiles.entries()) {
    const html = await readFile(file, 'utf8');
    const to = rightToLeftFiles.has(file) ? mirroredPurged!.to : purged.to;
    await writeFile(file, html.replaceAll(`href="${purged.from}"`, `href="${to}"`));
    linked[index] = linked[index]!.replaceAll(`href="${purged.from}"`, `href="${to}"`);
  }
  return linked;
}
