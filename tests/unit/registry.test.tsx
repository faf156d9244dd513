import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, type BlockDataInput } from '../../schema/blocks';
import { blockExamples } from '../../src/blocks/examples';
import { registry } from '../../src/registry';
import { Blocks } from '../../src/render/blocks';
import { parseBlock, renderWithSite } from '../support/render-block';

// Four block types drawn in a row; which blocks exist at all is checked against `blockExamples`.
const examples: BlockDataInput[] = [
  ...blockExamples.article,
  ...blockExamples['card-grid'],
  ...blockExamples.contact,
  ...blockExamples.hero,
].map((e) => e.data);

describe('registry', () => {
  it('given the block schemas, should have exactly one component per block type', () => {
    expect(Object.keys(registry).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('given examples, should cover every block type', () => {
    for (const type of BLOCK_TYPES) {
      expect(blockExamples[type].length, type).toBeGreaterThan(0);
      for (const example of blockExamples[type]) expect(example.data.type).toBe(type);
    }
  });

  it('given a list of blocks, should draw each through its lazily loaded component, in order', async () => {
    const parsed = examples.map(parseBlock);
    const icons = Object.assign({}, ...parsed.map((p) => p.icons));
    const { container } = renderWithSite(<Blocks blocks={parsed.map((p) => p.block)} />, icons);
    const order = () =>
      [...container.querySelectorAll('article.article, section.card-grid, section.contact, header.hero')].map((el) =>
        BLOCK_TYPES.find((type) => el.classList.contains(type)),
      );
    // The first lazy import of a component compiles it, which can take a while on a busy machine.
    await waitFor(() => expect(order()).toEqual(examples.map((e) => e.type)), { timeout: 15_000 });
  });
});
