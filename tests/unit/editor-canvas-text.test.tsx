import type { Field } from '@puckeditor/core';
import { describe, expect, it } from 'vitest';
import { pairTexts, shownTexts } from '../../src/editor/canvas-text';

const FIELDS: Record<string, Field> = {
  title: { type: 'text' },
  description: { type: 'textarea' },
  href: { type: 'select', options: [] },
  cards: { type: 'array', arrayFields: { title: { type: 'text' }, icon: { type: 'select', options: [] } } },
};

describe('Given the props of a block on the canvas', () => {
  it('should list the texts a visitor reads as written, in order, with the paragraphs as the ones that take line breaks', () => {
    const texts = shownTexts(
      {
        id: 'hero-1',
        title: 'Plans that grow',
        description: 'Pick one.',
        href: 'pricing',
        cards: [
          { title: 'Starter', icon: 'rocket' },
          { title: '   ', icon: 'star' },
        ],
      },
      FIELDS,
    );
    expect(texts).toEqual([
      { path: 'title', value: 'Plans that grow', multiline: false },
      { path: 'description', value: 'Pick one.', multiline: true },
      { path: 'cards[0].title', value: 'Starter', multiline: false },
    ]);
  });

  it('should leave out a text that fills in a site setting, and the blocks of a slot', () => {
    const texts = shownTexts(
      {
        title: 'Welcome to {company.name}',
        content: [{ type: 'hero', props: { id: 'x', title: 'Inside' } }],
      },
      FIELDS,
    );
    expect(texts).toEqual([]);
  });
});

describe('Given the elements a block drew', () => {
  const element = (text: string) => {
    const el = document.createElement('h3');
    el.textContent = text;
    return el;
  };

  it('should pair each text with the next element showing exactly it, once each', () => {
    const [a, b, c] = [element('Learn more'), element('Starter'), element('Learn more')];
    const pairs = pairTexts(
      [a!, b!, c!],
      [
        { path: 'cards[0].link', value: 'Learn more', multiline: false },
        { path: 'cards[1].link', value: 'Learn more', multiline: false },
        { path: 'title', value: 'Not drawn', multiline: false },
      ],
    );
    expect(pairs.map(([el, text]) => [el, text.path])).toEqual([
      [a, 'cards[0].link'],
      [c, 'cards[1].link'],
    ]);
  });
});
