import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockDataInput } from '../../schema/blocks';
import { blockExamples } from '../../src/blocks/examples';
import { blockNeedsBrowser, needsBrowser } from '../../src/registry';
import { Blocks } from '../../src/render/blocks';
import { parseBlock, renderWithSite } from '../support/render-block';

/** `tag.class: onClick, onKeyDown` for every element under `root` that React gave an event handler. */
function handlersIn(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
    const props = key ? (element as unknown as Record<string, Record<string, unknown>>)[key]! : {};
    const handlers = Object.keys(props).filter((name) => /^on[A-Z]/.test(name) && typeof props[name] === 'function');
    if (handlers.length > 0)
      found.push(`${element.tagName.toLowerCase()}.${element.className}: ${handlers.join(', ')}`);
  }
  return found;
}

const examples = Object.entries(blockExamples).flatMap(([type, list]) =>
  (list as readonly { id: string; data: BlockDataInput }[]).map((example) => ({ type, ...example })),
);

describe('Given the blocks a page may ship as plain HTML', () => {
  it('should answer for every block type', () => {
    expect(Object.keys(needsBrowser).sort()).toEqual(Object.keys(blockExamples).sort());
  });

  it.each(examples.filter(({ data }) => !blockNeedsBrowser(parseBlock(data).block)))(
    '$type example $id, declared static, should set no event handler',
    async ({ data }) => {
      const { block, icons } = parseBlock(data);
      const { container } = renderWithSite(<Blocks blocks={[block]} />, icons);
      await waitFor(() => expect(container.innerHTML).not.toBe(''));
      expect(handlersIn(container)).toEqual([]);
    },
  );
});
