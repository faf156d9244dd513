import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Block } from '../../schema/blocks';
import { BlockRenderer, ChildBlocks } from './child-blocks';

const blocks = [{ type: 'badges', badges: [] }] as unknown as Block[];

describe('ChildBlocks', () => {
  it('given the renderer handed down, should draw the blocks through it', () => {
    const Draw = ({ blocks }: { blocks: readonly Block[] }) => <p>{blocks.map((b) => b.type).join()}</p>;
    const { container } = render(
      <BlockRenderer value={Draw}>
        <ChildBlocks blocks={blocks} />
      </BlockRenderer>,
    );
    expect(container.innerHTML).toBe('<p>badges</p>');
  });

  it('given no renderer, should say where child blocks must be drawn', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ChildBlocks blocks={blocks} />)).toThrow(/outside the block renderer/);
    vi.restoreAllMocks();
  });
});
