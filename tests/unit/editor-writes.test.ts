import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { lstat, mkdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PathRefusedError } from '../../scripts/lib/editor/errors';
import { readPage } from '../../scripts/lib/editor/read-page';
import { saveSite } from '../../scripts/lib/editor/save-site';
import { readSiteStyle, saveSiteStyle } from '../../scripts/lib/editor/theme';
import { UPLOADS_CATALOGUE, uploadImage } from '../../scripts/lib/editor/upload';
import { writePage } from '../../scripts/lib/editor/write-page';
import { writeIfChanged } from '../../scripts/lib/fs/write-file';
import { HOME, pagesDir, removePagesDirs } from '../support/pages-dir';

/*
 * An attacker who can leave a link in the project (a contributor's pull request, another program on the
 * machine) tries to make the editor write somewhere else: a link at the name the editor used for its
 * temporary file, a page, the settings file or a folder turned into a link. Nothing outside the folder
 * may change, and no file the editor writes may end up a link.
 */

afterAll(removePagesDirs);

const PRIVACY = HOME.replace("name: 'home'", "name: 'privacy'").replace("title: 'Home'", "title: 'Privacy'");

/** A pages folder with a home and a privacy page, and a file of the owner's outside it. */
async function project() {
  const dir = await pagesDir({ 'index.ts': HOME, 'privacy.ts': PRIVACY });
  const root = path.dirname(dir);
  const outside = path.join(root, 'outside', 'notes.txt');
  await mkdir(path.dirname(outside));
  await writeFile(outside, 'The owner’s own notes.\n');
  return { dir, root, outside };
}

const hash = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/** The name the editor's temporary file had beside `file`, which anyone could know in advance. */
const guessableTemporary = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);

const isLink = async (file: string) => (await lstat(file)).isSymbolicLink();

/** Reads a page as the editor does, changes its title and saves it as the editor's Save does. */
async function saveTitle(dir: string, file: string, title: string) {
  const page = await readPage(file, { dir });
  const data = structuredClone(page.data) as { meta: { title: string } };
  data.meta.title = title;
  return saveSite({ file: page.file, version: page.version, data }, { dir });
}

describe('Given a link planted at the name of the temporary file a save used to write', () => {
  it('should save the page into its own file and leave the file the link leads to as it was', async () => {
    const { dir, outside } = await project();
    const before = await hash(outside);
    const planted = guessableTemporary(path.join(dir, 'privacy.ts'));
    await symlink(outside, planted);
    await saveTitle(dir, 'pages-data/privacy.ts', 'Privacy, in plain words');
    expect(await hash(outside)).toBe(before);
    expect(await isLink(path.join(dir, 'privacy.ts'))).toBe(false);
    expect(await readFile(path.join(dir, 'privacy.ts'), 'utf8')).toContain("title: 'Privacy, in plain words'");
    // The link is not the editor's: it stays where it was, leading where it did.
    expect(await readlink(planted)).toBe(outside);
  });

  it('should save the site style into _site.ts itself, which stays a file, and change nothing outside', async () => {
    const { dir, outside } = await project();
    const before = await hash(outside);
    await symlink(outside, guessableTemporary(path.join(dir, '_site.ts')));
    const style = await readSiteStyle({ dir });
    await saveSiteStyle(
      { version: style.version, theme: { ...style.theme, colors: { ...style.theme.colors, primary: '#2e7d32' } } },
      { dir },
    );
    expect(await hash(outside)).toBe(before);
    expect(await isLink(path.join(dir, '_site.ts'))).toBe(false);
    expect(await readFile(path.join(dir, '_site.ts'), 'utf8')).toMatch(/primary: ["']#2e7d32["']/);
  });

  it('should add an uploaded picture to its catalogue, which stays a file, and change nothing outside', async () => {
    const { root, outside } = await project();
    const before = await hash(outside);
    await mkdir(path.join(root, 'schema'));
    await symlink(outside, guessableTemporary(path.join(root, UPLOADS_CATALOGUE)));
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const stored = await uploadImage({ name: 'Team.jpg', bytes }, { root });
    expect(await hash(outside)).toBe(before);
    expect(await isLink(path.join(root, UPLOADS_CATALOGUE))).toBe(false);
    expect(Object.keys(JSON.parse(await readFile(path.join(root, UPLOADS_CATALOGUE), 'utf8')) as object)).toEqual([
      stored.id,
    ]);
  });
});

describe('Given a file the editor writes that is itself a link', () => {
  it('should refuse the style save, naming the file in words, and leave the link and both files as they were', async () => {
    const { dir } = await project();
    // The settings a developer keeps under another name, linked from _site.ts: inside the folder, yet a link.
    const real = path.join(dir, '_settings.ts');
    await writeFile(real, await readFile(path.join(dir, '_site.ts')));
    await rm(path.join(dir, '_site.ts'));
    await symlink('_settings.ts', path.join(dir, '_site.ts'));
    const before = await hash(real);
    const style = await readSiteStyle({ dir });
    const attempt = saveSiteStyle(
      { version: style.version, theme: { ...style.theme, colors: { ...style.theme.colors, primary: '#2e7d32' } } },
      { dir },
    );
    await expect(attempt).rejects.toThrow(PathRefusedError);
    await expect(attempt).rejects.toThrow(
      'pages-data/_site.ts is a symbolic link, and nothing is written through one (it could lead anywhere): put the file itself there, or remove the link, then save again.',
    );
    expect(await hash(real)).toBe(before);
    expect(await readlink(path.join(dir, '_site.ts'))).toBe('_settings.ts');
  });

  it('should refuse a save into a folder that is a link, naming the folder, and write nothing', async () => {
    const { dir } = await project();
    await mkdir(path.join(dir, 'real-legal'));
    await writeFile(path.join(dir, 'real-legal', 'terms.ts'), PRIVACY.replace("'privacy'", "'terms'"));
    await symlink('real-legal', path.join(dir, 'legal'));
    const page = await readPage('pages-data/legal/terms.ts', { dir });
    const data = structuredClone(page.data) as { meta: { title: string } };
    data.meta.title = 'Terms';
    const attempt = writePage({ file: page.file, version: page.version, data }, { dir });
    await expect(attempt).rejects.toThrow(
      'pages-data/legal/ is a symbolic link, and nothing is written through one (it could lead anywhere): put the folder itself there, or remove the link, then save again.',
    );
    expect(await readFile(path.join(dir, 'real-legal', 'terms.ts'), 'utf8')).toBe(
      PRIVACY.replace("'privacy'", "'terms'"),
    );
    expect(readdirSync(path.join(dir, 'real-legal'))).toEqual(['terms.ts']);
  });
});

describe('Given the uploads folder turned into a link to a folder outside the project', () => {
  it('should refuse the upload, naming the folder, and write nothing there', async () => {
    const { root, outside } = await project();
    await mkdir(path.join(root, 'schema'));
    await mkdir(path.join(root, 'src/assets/images'), { recursive: true });
    await symlink(path.dirname(outside), path.join(root, 'src/assets/images/uploads'));
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    await expect(uploadImage({ name: 'Team.jpg', bytes }, { root })).rejects.toThrow(
      'src/assets/images/uploads/ is a symbolic link, and nothing is written through one',
    );
    expect(readdirSync(path.dirname(outside))).toEqual(['notes.txt']);
    expect(existsSync(path.join(root, UPLOADS_CATALOGUE))).toBe(false);
  });
});

describe('Given a link planted at the name the build’s writer used for its temporary file', () => {
  it('should write the stylesheet a theme save regenerates into its own file, and leave the linked file as it was', async () => {
    const { root, outside } = await project();
    const before = await hash(outside);
    const stylesheet = path.join(root, 'src/styles/_theme.scss');
    await mkdir(path.dirname(stylesheet), { recursive: true });
    await symlink(outside, `${stylesheet}.${process.pid}.tmp`);
    expect(writeIfChanged(stylesheet, '$primary: #2e7d32;\n')).toBe(true);
    expect(await hash(outside)).toBe(before);
    expect(await isLink(stylesheet)).toBe(false);
    expect(await readFile(stylesheet, 'utf8')).toBe('$primary: #2e7d32;\n');
  });
});
