// The ids the renderer gives blocks' headings, shared by the components (which draw them), the page
// schema (which refuses a block id equal to one) and the tests. Plain, so browser code may take it.

/**
 * The id of a block's heading: `<block id>-title` when the block has an anchor id (`secSolution` →
 * `secSolution-title`), else one from the heading's text (`Our Service` → `our-service`), after the
 * sample it is shown in when it is inside one (`simple-our-service`), and with its place among blocks
 * of the same heading (`our-service-2`, see `headingRepeats`). Stable, so a search result or a
 * shared link to the heading keeps working when the page around it changes.
 */
export function headingIdOf(blockId: string | undefined, text: string, scope?: string, repeat = 1): string {
  if (blockId !== undefined) return derivedHeadingId(blockId);
  const slug = slugOf(text);
  const own = repeat > 1 ? `${slug}-${repeat}` : slug;
  return scope ? `${scope}-${own}` : own;
}

/** The id a block's heading gets from the block's anchor id. */
export const derivedHeadingId = (blockId: string) => `${blockId}-title`;

/** Text as an id: lower case, accents dropped, runs of anything but letters and digits as one "-". */
export function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // An id starts with a letter, as the data's anchor ids do.
  return /^\p{L}/u.test(slug) ? slug : `h-${slug || 'heading'}`;
}

/** The text a block's id-bearing heading shows: its `title`, else its `heading`, `name` or `caption`. */
export function headingTextOf(block: object): string | undefined {
  const fields = block as { title?: unknown; heading?: unknown; name?: unknown; caption?: unknown };
  const text = [fields.title, fields.heading, fields.name, fields.caption].find((value) => typeof value === 'string');
  return text as string | undefined;
}

/**
 * Which time each block of a list is the one to draw a heading of its text, for the blocks with no id
 * of their own (1 for the first, 2 for the second "Our Service"…; 1 for a block with an id): the second's
 * heading id is `our-service-2`, so two blocks of one title on a page keep their ids apart.
 */
export function headingRepeats(blocks: readonly object[]): number[] {
  const seen = new Map<string, number>();
  return blocks.map((block) => {
    if ((block as { id?: unknown }).id !== undefined) return 1;
    const key = slugOf(headingTextOf(block) ?? '');
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count;
  });
}
