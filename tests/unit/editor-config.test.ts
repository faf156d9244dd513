// @project unit-dom: draws components, in happy-dom
import path from 'node:path';
import type { ComponentConfig } from '@puckeditor/core';
import { render, screen } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, blockSchemas, type BlockDataInput, type BlockType } from '../../schema/blocks';
import { withParseContext } from '../../schema/context';
import { iconPaths } from '../../src/content/icons';
import { loadContent } from '../../src/content/load';
import { routeNameEntries } from '../../src/content/snapshot';
import { type BlockMetadata, editorConfig, newBlockProps } from '../../src/editor/config';
import { fromPuckContent, fromPuckProps, toPuckContent } from '../../src/editor/puck-data';
import { showcaseIndex } from '../../src/editor/showcase-index';

const { content, problems } = await loadContent((file) => import(/* @vite-ignore */ path.resolve(file)));
if (!content) throw new Error(`The page data has problems:\n${JSON.stringify(problems, null, 2)}`);

const routeNames = new Map(routeNameEntries(content.pages));
const showcase = showcaseIndex(content);
const config = editorConfig({ routeNames, iconGlyphs: iconPaths, showcase });
const component = (type: BlockType) => config.components[type] as ComponentConfig;

const parses = (type: BlockType, data: unknown) =>
  withParseContext({ routes: routeNames, icons: new Set() }, () => blockSchemas[type].safeParse(data));

/** Draws a block on a canvas as Puck would: its render with Puck's id and context among the props. */
function draw(type: BlockType, props: Record<string, unknown>) {
  const puck = { isEditing: true, metadata: {}, dragRef: null, renderDropZone: () => null };
  const element = component(type).render({ id: `${type}-1`, puck, ...props } as never) as ReactNode;
  return render(createElement('div', null, element));
}

describe('the editor configuration', () => {
  it('given every block type, should have a labelled component with fields and a render', () => {
    expect(Object.keys(config.components).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const type of BLOCK_TYPES) {
      expect(component(type).label, type).toBeTruthy();
      expect(Object.keys(component(type).fields ?? {}).length, type).toBeGreaterThan(0);
    }
  });

  it.each(BLOCK_TYPES)('given the %s block, should default to its first example, which parses', (type) => {
    const data = fromPuckProps(type, newBlockProps(type));
    const result = parses(type, data);
    expect(result.error?.issues ?? [], type).toEqual([]);
  });

  it('given a header added from the picker, should start it as the example, and draw a header that has no buttons with none', async () => {
    const hero = component('hero');
    expect(hero.defaultProps).toBeUndefined();
    const resolve = (trigger: string) =>
      hero.resolveData!({ props: { id: 'hero-1' }, readOnly: {} } as never, { trigger } as never) as {
        props: Record<string, unknown>;
      };
    const added = resolve('insert').props;
    expect(added).toMatchObject({ id: 'hero-1', title: newBlockProps('hero').title });
    expect(resolve('load').props).toEqual({ id: 'hero-1' });
  });

  it('given the showcase menus, should put every block type in exactly one category, like the menus', () => {
    const categories = Object.values(config.categories ?? {});
    const listed = categories.flatMap((category) => category.components ?? []);
    expect([...listed].sort()).toEqual([...BLOCK_TYPES].sort());
    expect(new Set(listed).size).toBe(listed.length);
    const titles = categories.map((category) => category.title);
    expect(titles.slice(0, 5)).toEqual([
      'Page Sections',
      'Navigation',
      'Input Areas',
      'Attention Catchers',
      'Elements',
    ]);
    expect(titles.at(-1)).toBe('Other');
    const within = (title: string) => categories.find((category) => category.title === title)?.components;
    expect(within('Page Sections')).toEqual(expect.arrayContaining(['card-grid', 'hero', 'pricing']));
    expect(within('Elements')).toEqual(expect.arrayContaining(['buttons', 'badges']));
    expect(within('Other')).toContain('sample');
  });

  it('given a block type, should name it and describe it in its own words, with the showcase page showing it most', () => {
    const features = content.pages.find((entry) => entry.path === '/sections/page-sections/features')!;
    expect(component('card-grid').label).toBe('Feature cards');
    expect(component('cta').label).toBe('Call to action');
    expect(component('sample').label).toBe('Showcase sample');
    const metadata = component('card-grid').metadata as BlockMetadata;
    expect(metadata).toEqual({
      description: 'A section heading over a grid of cards, each with an icon, a title and a short text.',
      showcasePath: features.path,
    });
  });
});

describe('page blocks and Puck data', () => {
  it.each(content.pages.map((entry) => [entry.path, entry] as const))(
    'given the blocks of %s, should come back unchanged from Puck data with unique ids',
    (_path, entry) => {
      const blocks = (entry.source as { blocks: BlockDataInput[] }).blocks;
      const puck = toPuckContent(blocks);
      const ids = JSON.stringify(puck).match(/"id":"[a-z-]+-[0-9a-f-]{36}"/g) ?? [];
      expect(new Set(ids).size).toBe(ids.length);
      expect(fromPuckContent(puck as never)).toEqual(blocks);
    },
  );
});

describe('blocks on the canvas', () => {
  it('given a card grid example, should draw it with the registry component and its icons', async () => {
    draw('card-grid', newBlockProps('card-grid'));
    expect(await screen.findByRole('heading', { level: 2 })).toBeTruthy();
    expect(document.querySelector('svg.icon')).not.toBeNull();
  });

  it('given props that do not parse, should show what is wrong instead of the block', async () => {
    const props = newBlockProps('card-grid') as { cards: { icon: string }[] };
    props.cards[0]!.icon = 'suport_agent';
    draw('card-grid', props);
    const box = document.querySelector('[data-editor-problems="card-grid"]');
    expect(box?.textContent).toContain('cards[0] › icon: unknown icon "suport_agent". Did you mean `support_agent`?');
  });

  it('given a sample, should draw its blocks through the Puck slot', async () => {
    const slot = () => createElement('p', null, 'Blocks of the slot');
    draw('sample', { ...newBlockProps('sample'), blocks: slot });
    expect(await screen.findByText('Blocks of the slot')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });
});
