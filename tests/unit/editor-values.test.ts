import type { ExternalField } from '@puckeditor/core';
import { imageUses as imageUsesOf } from '../../scripts/lib/editor/image-uses';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IMAGE_IDS } from '../../schema/images';
import { paragraphSchema } from '../../schema/primitives';
import { iconPicker, imagePicker, searchNames } from '../../src/editor/pickers';
import { fromPuckProps } from '../../src/editor/puck-data';
import { cleanInput, emptyValue, matchOption } from '../../src/editor/values';
import { unionOptions } from '../../src/editor/zod-walk';

const context = { routeNames: new Map([['privacy', '/privacy']]) };
const search = (field: ExternalField<string>, query: string) => field.fetchList({ query, filters: {} });

describe('the pickers', () => {
  it('given a search for icons, should list the names starting with it first, with their glyphs', async () => {
    const glyphs = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, 'M0 0']));
    const rows = (await search(iconPicker('Icon', { ...context, iconGlyphs: glyphs }), 'support')) as {
      name: string;
      glyph?: string;
    }[];
    expect(rows[0]).toEqual({ name: 'support', glyph: 'M0 0' });
    expect(rows.map((row) => row.name)).toContain('support_agent');
    expect(rows.every((row) => row.name.includes('support'))).toBe(true);
  });

  it('given no glyphs to preview, should still list the icon names', async () => {
    const rows = (await search(iconPicker('Icon', context), 'cloud')) as { name: string }[];
    expect(rows.map((row) => row.name)).toContain('cloud');
  });

  it('given a search for images, should list the catalogue ids it matches with a thumbnail', async () => {
    const picker = imagePicker('Image');
    const rows = (await search(picker, 'people/')) as { id: string }[];
    expect(rows.map((row) => row.id)).toEqual(IMAGE_IDS.filter((id) => id.startsWith('people/')));
    expect(picker.mapProp?.(rows[0])).toBe(rows[0]!.id);
    expect(picker.mapRow?.(rows[0])).toMatchObject({
      image: rows[0]!.id,
      'alt text': '—',
      'used on': 'Not used yet',
    });
  });

  it('given where pictures are shown, should find them by alt text and page, and say so in each row', async () => {
    const imageUses = imageUsesOf([
      { path: '/', page: { blocks: [{ image: { src: 'photos/office-dark', alt: '' } }] } },
      {
        path: '/privacy',
        page: { blocks: [{ cards: [{ image: { src: 'photos/office-dark', alt: 'Our office at night' } }] }] },
      },
      {
        path: '/pricing',
        page: { blocks: [{ image: { src: 'photos/office-dark', alt: '' } }, { src: 'no/such-image', alt: 'x' }] },
      },
    ]);
    expect(imageUses).toEqual({
      'photos/office-dark': [
        { page: '/', alt: '' },
        { page: '/privacy', alt: 'Our office at night' },
        { page: '/pricing', alt: '' },
      ],
    });
    const picker = imagePicker('Image', { imageUses });
    for (const query of ['office at night', 'privacy', 'dark /pricing']) {
      expect((await search(picker, query)) as { id: string }[], query).toEqual([{ id: 'photos/office-dark' }]);
    }
    expect(picker.mapRow?.({ id: 'photos/office-dark' })).toMatchObject({
      'alt text': 'Our office at night',
      'used on': '/, /privacy and 1 more page',
    });
  });

  it('given words typed with spaces, should search names written with underscores', () => {
    expect(searchNames(['support_agent', 'agent'], 'support agent')).toEqual(['support_agent']);
  });
});

describe('values between Puck and the data', () => {
  it('given a cleared optional icon and an emptied optional text, should leave them out of the block', () => {
    const data = fromPuckProps('buttons', {
      id: 'buttons-1',
      label: '',
      buttons: [{ label: 'Go', href: '/privacy', icon: null }],
    });
    expect(data).toEqual({ type: 'buttons', buttons: [{ label: 'Go', href: '/privacy' }] });
  });

  it('given the anchor field, should give the block its id back', () => {
    expect(fromPuckProps('alert', { id: 'alert-9', anchor: 'note', content: ['Hi'] })).toMatchObject({ id: 'note' });
  });

  it('given an emptied text that must be given, should keep it so the editor reports it', () => {
    expect(cleanInput(z.strictObject({ title: z.string().min(1) }), { title: '' })).toEqual({ title: '' });
  });

  it('given a rich-text paragraph, should tell plain text from a list of pieces', () => {
    const options = unionOptions(paragraphSchema);
    expect(matchOption(options, 'Hello')).toBe(0);
    expect(matchOption(options, ['Hello ', { bold: 'world' }])).toBe(1);
  });

  it('given an object with defaults and required fields, should start from its defaults and empty requireds', () => {
    const schema = z.strictObject({
      label: z.string(),
      size: z.enum(['sm', 'md']).default('md'),
      note: z.string().optional(),
    });
    expect(emptyValue(schema)).toEqual({ label: '', size: 'md' });
    expect(emptyValue(z.array(z.number()).min(2))).toEqual([0, 0]);
  });
});
