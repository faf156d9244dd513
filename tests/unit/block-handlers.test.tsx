// @takes 21 s
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockDataInput } from '../../schema/blocks';
import { blockExamples } from '../../src/blocks/examples';
import { needsBrowser } from '../../src/registry';
import { blockNeedsBrowser } from '../../src/render/needs-browser';
import { Blocks } from '../../src/render/blocks';
import { parseBlock, renderWithSite } from '../support/render-block';

/** Calls of React's effect hooks: a block that starts anything in the browser runs one. */
const effects = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  const spy =
    <H extends (...args: never[]) => unknown>(name: string, hook: H) =>
    (...args: Parameters<H>) => {
      effects.calls.push(`${name} in ${new Error().stack?.split('\n')[2]?.trim() ?? '?'}`);
      return hook(...args);
    };
  return {
    ...react,
    default: react,
    useEffect: spy('useEffect', react.useEffect),
    useLayoutEffect: spy('useLayoutEffect', react.useLayoutEffect),
  };
});

// A block that needs the browser, drawn inside a static one (a header's navbar), is an island of its
// own and answers for itself: here it is left empty.
vi.mock('../../src/render/island', () => ({ Island: () => <site-island class="island" /> }));

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

  beforeEach(() => {
    effects.calls = [];
  });

  it.each(examples.filter(({ data }) => !blockNeedsBrowser(parseBlock(data).block)))(
    '$type example $id, declared static, should set no event handler and run no effect',
    async ({ data }) => {
      const { block, icons } = parseBlock(data);
      const { container } = renderWithSite(<Blocks blocks={[block]} />, icons);
      await waitFor(() => expect(container.innerHTML).not.toBe(''));
      // Parts a block loads lazily (a header's typed words) start once they arrive.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(handlersIn(container)).toEqual([]);
      expect(effects.calls).toEqual([]);
    },
  );
});
