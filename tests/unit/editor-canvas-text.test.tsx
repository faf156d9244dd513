import type { Field } from '@puckeditor/core';
import { describe, expect, it } from 'vitest';
import { pairTexts, shownTexts, typedValue } from '../../src/editor/canvas-text';
import { listField } from '../../src/editor/list-field';
import { fieldFor } from '../../src/editor/fields';
import { richTextSchema } from '../../schema/primitives';

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

describe('Given a section whose paragraphs are a list of texts', () => {
  it('should list each paragraph as a text that takes line breaks, a plain one of a rich text too', () => {
    const fields: Record<string, Field> = {
      text: listField('Text', { type: 'textarea' }, { emptyItem: () => '' }),
    };
    expect(shownTexts({ text: ['First paragraph.', 'Second one.'] }, fields)).toEqual([
      { path: 'text[0]', value: 'First paragraph.', multiline: true },
      { path: 'text[1]', value: 'Second one.', multiline: true },
    ]);
    // A rich text's paragraphs: plain text, or pieces, or a list.
    const rich = fieldFor(richTextSchema, { routeNames: new Map() }, 'text');
    expect(shownTexts({ text: ['A plain paragraph.', [{ bold: 'Bold words' }]] }, { text: rich })).toEqual([
      { path: 'text[0]', value: 'A plain paragraph.', multiline: true },
      { path: 'text[1][0].bold', value: 'Bold words', multiline: false },
    ]);
  });
});

describe('Given what was typed in an element on the canvas', () => {
  const typed = (html: string, css = '') => {
    const el = document.createElement('a');
    el.setAttribute('style', css);
    el.innerHTML = html;
    document.body.append(el);
    return el;
  };

  it('should read the characters as typed, whatever the block’s CSS shows (capitals, a first letter)', () => {
    const el = typed('Talk to us', 'text-transform: uppercase');
    expect(typedValue(el, false)).toBe('Talk to us');
  });

  it('should read a line break for each <br> and each line the browser wrapped, and drop them from a one-line text', () => {
    const el = typed('One<br>two<div>three</div>');
    expect(typedValue(el, true)).toBe('One\ntwo\nthree');
    expect(typedValue(el, false)).toBe('One two three');
  });

  it('should leave out the soft hyphens and the no-break space the site drew, unless the text held them', () => {
    const el = typed('Soft\u00adware that\u00a0works');
    expect(typedValue(el, false, 'Software that works')).toBe('Software that works');
    expect(typedValue(el, false, 'that\u00a0works')).toBe('Software that\u00a0works');
  });

  it('should pair an element that draws its text with a no-break space before the last word', () => {
    const el = typed('We start with your\u00a0goals.');
    expect(pairTexts([el], [{ path: 'text[0]', value: 'We start with your goals.', multiline: true }])).toHaveLength(1);
  });
});
