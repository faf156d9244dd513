import path from 'node:path';
import { type Data, Puck } from '@puckeditor/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockDataInput } from '../../schema/blocks';
import { iconPaths } from '../../src/content/icons';
import { loadContent } from '../../src/content/load';
import { routeNameEntries } from '../../src/content/snapshot';
import { editorConfig } from '../../src/editor/config';
import { fromPuckContent, toPuckContent } from '../../src/editor/puck-data';
import { showcaseIndex } from '../../src/editor/showcase-index';

const { content } = await loadContent((file) => import(/* @vite-ignore */ path.resolve(file)));
const pages = content!.pages;
const config = editorConfig({
  routeNames: new Map(routeNameEntries(pages)),
  iconGlyphs: iconPaths,
  showcase: showcaseIndex(content!),
});
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/** Opens a showcase page in Puck with the first block of `type` inside its samples selected. */
function openWith(route: string, type: string) {
  const blocks = (pages.find((entry) => entry.path === route)!.source as { blocks: BlockDataInput[] }).blocks;
  const data = { root: { props: {} }, content: toPuckContent(blocks) };
  const sample = data.content.find((item) => (item.props.blocks as { type: string }[]).some((b) => b.type === type))!;
  const index = (sample.props.blocks as { type: string }[]).findIndex((block) => block.type === type);
  const ui = { itemSelector: { index, zone: `${sample.props.id}:blocks` } };
  return render(<Puck config={config} data={data} iframe={{ enabled: false }} ui={ui} />);
}

const labels = () => [...document.querySelectorAll('label, [class*="Input-label"]')].map((el) => el.textContent);

// Puck and the lazily loaded blocks take seconds on a busy machine.
describe('the configuration in Puck', { timeout: 30_000 }, () => {
  it('given a pricing block selected in a sample, should list its fields and draw it on the canvas', async () => {
    openWith('/sections/page-sections/pricing', 'pricing');
    expect(await screen.findAllByText('Starter', {}, { timeout: 8000 })).not.toHaveLength(0);
    for (const label of ['Heading', 'Switch label', 'Plans', 'Advanced', 'Anchor id']) {
      expect(
        labels().some((text) => text?.endsWith(label)),
        label,
      ).toBe(true);
    }
    expect(document.querySelector('[data-editor-problems]')).toBeNull();
  });

  it('given a navbar selected, should offer its links a page picker of the site’s pages', async () => {
    openWith('/sections/navigation/navbars', 'demo-navbar');
    const route = (await screen.findAllByTitle('Page', {}, { timeout: 8000 }))[0]!;
    const options = [...route.querySelectorAll('option')].map((option) => option.getAttribute('label'));
    expect(options.some((label) => label?.endsWith(' — /privacy'))).toBe(true);
  });

  it('given an alert, should add a paragraph to its text and make it a list of parts when its kind changes', async () => {
    let data: Data = { root: { props: {} }, content: toPuckContent([{ type: 'alert', content: ['Hello'] }]) };
    const ui = { itemSelector: { index: 0, zone: 'root:default-zone' } };
    render(<Puck config={config} data={data} iframe={{ enabled: false }} ui={ui} onChange={(next) => (data = next)} />);
    const add = await screen.findByRole('button', { name: 'Add' }, { timeout: 8000 });
    await act(async () => fireEvent.click(add));
    expect(fromPuckContent(data.content)).toEqual([{ type: 'alert', content: ['Hello', ''] }]);
    const kind = screen.getAllByLabelText('Content item: kind')[1]!;
    await act(async () => fireEvent.change(kind, { target: { value: '1' } }));
    expect(fromPuckContent(data.content)).toEqual([{ type: 'alert', content: ['Hello', []] }]);
  });
});
