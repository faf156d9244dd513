// @vitest-environment node
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blockExamples } from '../../src/blocks/examples';
import { blocksOutline } from '../../src/content/lint/headings';
import { linkText } from '../../src/content/lint/link-text';
import { walkObjects } from '../../src/content/lint/walk';
import { Blocks } from '../../src/render/blocks';
import { IconProvider } from '../../src/ui/icon';
import { parseBlock } from '../support/render-block';

// The content lint reads headings and link texts from the data, without rendering. These tests
// render every block example and hold what the lint reads against what the blocks draw.
const examples = Object.values(blockExamples)
  .flat()
  .map((example) => ({ id: example.id, ...parseBlock(example.data) }));

async function markup({ block, icons }: (typeof examples)[number]): Promise<string> {
  const { prelude } = await prerender(
    <MemoryRouter>
      <IconProvider value={icons}>
        <Blocks blocks={[block]} />
      </IconProvider>
    </MemoryRouter>,
  );
  return new Response(prelude).text();
}

/** The text of some HTML as a screen reader reads it: a picture by its alt text, other tags left out. */
function textOf(html: string): string {
  return html
    .replace(/<img\b[^>]*\salt="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('what the content lint reads of the block examples', () => {
  it.each(examples)('given example $id, should declare the headings it draws, in order', async (example) => {
    const html = await markup(example);
    const drawn = [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({
      level: Number(m[1]),
      text: textOf(m[2]!),
    }));
    const declared = blocksOutline([example.block]);
    expect(drawn.map((h) => h.level)).toEqual(declared.map((h) => h.level));
    declared.forEach((heading, i) => expect(drawn[i]!.text).toContain(heading.text));
  });

  it.each(examples)('given example $id, should read each link text from what the link shows', async (example) => {
    const html = await markup(example);
    const drawn = [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((m) => textOf(m[1]!));
    const read: string[] = [];
    walkObjects(example.block, (node) => {
      const link = linkText(node);
      if (link) read.push(link.text);
    });
    for (const text of read)
      expect(
        drawn.some((shown) => shown.includes(text)),
        text,
      ).toBe(true);
  });
});
