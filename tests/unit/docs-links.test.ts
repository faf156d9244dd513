import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

/** The headings' anchors of a Markdown file, outside code fences. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1]!));
  }
  return anchors;
}

/** Each relative link of a Markdown file (outside code) that leads nowhere, as `file: target`. */
function brokenLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  const broken: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!)) continue;
    const [where, anchor] = target!.split('#') as [string, string | undefined];
    const linked = where ? path.join(path.dirname(file), where) : file;
    if (!existsSync(linked)) broken.push(`${file}: ${target} (no such file)`);
    else if (anchor && (!linked.endsWith('.md') || !anchorsOf(linked).has(anchor)))
      broken.push(`${file}: ${target} (no such heading)`);
  }
  return broken;
}

const docs = readdirSync('docs')
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const guides = ['README.md', 'schema/README.md', 'src/editor/README.md', 'scripts/lib/editor/README.md', ...docs];

describe('Given the README and the guides in docs/', () => {
  it('should have a guide for each audience', () => {
    expect(docs).toEqual(
      expect.arrayContaining(
        ['editing', 'content', 'blocks', 'architecture', 'deployment', 'testing'].map((n) => `docs/${n}.md`),
      ),
    );
  });

  it('should keep the README short enough to read in five minutes', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(160);
  });

  it('should have the README lead to every guide', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(docs.filter((file) => !readme.includes(`](${file})`))).toEqual([]);
  });

  it.each(guides)('%s should link only to files and headings that exist', (file) => {
    expect(statSync(file).isFile()).toBe(true);
    expect(brokenLinks(file)).toEqual([]);
  });

  it('should find a link that leads nowhere', () => {
    expect(anchorOf("The site's look (theme)")).toBe('the-sites-look-theme');
    expect(brokenLinks('tests/fixtures/docs-links/broken.md')).toEqual([
      'tests/fixtures/docs-links/broken.md: missing.md (no such file)',
      'tests/fixtures/docs-links/broken.md: #no-such-part (no such heading)',
    ]);
  });
});
