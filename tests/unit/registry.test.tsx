import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, type BlockDataInput } from '../../schema/blocks';
import { articleExamples } from '../../src/blocks/article/article.examples';
import { cardGridExamples } from '../../src/blocks/card-grid/card-grid.examples';
import { contactExamples } from '../../src/blocks/contact/contact.examples';
import { heroExamples } from '../../src/blocks/hero/hero.examples';
import { registry } from '../../src/registry';
import { Blocks } from '../../src/render/blocks';
import { parseBlock, renderWithSite } from '../support/render-block';

const examples: BlockDataInput[] = [...articleExamples, ...cardGridExamples, ...contactExamples, ...heroExamples].map(
  (e) => e.data,
);

describe('registry', () => {
  it('given the block schemas, should have exactly one component per block type', () => {
    expect(Object.keys(registry).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('given examples, should cover every block type', () => {
    expect(new Set(examples.map((e) => e.type))).toEqual(new Set(BLOCK_TYPES));
  });

  it('given a list of blocks, should draw each through its lazily loaded component, in order', async () => {
    const parsed = examples.map(parseBlock);
    const icons = Object.assign({}, ...parsed.map((p) => p.icons));
    const { container } = renderWithSite(<Blocks blocks={parsed.map((p) => p.block)} />, icons);
    await screen.findByText('Terms of Use');
    await screen.findAllByText('IT consulting and software development');
    const order = [...container.querySelectorAll('article.article, section.card-grid, section.contact, header.hero')];
    expect(order.map((el) => BLOCK_TYPES.find((type) => el.classList.contains(type)))).toEqual(
      examples.map((e) => e.type),
    );
  });
});
