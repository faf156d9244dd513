import type { ExternalField, SelectField } from '@puckeditor/core';
import { ICON_NAMES } from '../../schema/icon-names';
import { IMAGES, IMAGE_IDS, isVector, type ImageId } from '../../schema/images';
import { rasterUrl, vectorUrl } from '../ui/image-url';
import type { IconGlyph } from '../ui/icon';
import type { FieldContext } from './field-kinds';

/** How many matches a search lists: enough to browse, few enough to fetch their glyphs at once. */
const PAGE = 60;

/** The names containing `query`, those starting with it first. */
export function searchNames(names: readonly string[], query: string, limit = PAGE): string[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, '_');
  if (!q) return names.slice(0, limit);
  const starts = names.filter((name) => name.startsWith(q));
  const within = names.filter((name) => !name.startsWith(q) && name.includes(q));
  return [...starts, ...within].slice(0, limit);
}

function Glyph({ glyph }: { glyph: IconGlyph | undefined }) {
  if (glyph === undefined) return <span />;
  const { viewBox, d } = typeof glyph === 'string' ? { viewBox: '0 -960 960 960', d: glyph } : glyph;
  return (
    <svg viewBox={viewBox} width="24" height="24" fill="currentColor" aria-hidden>
      <path d={d} />
    </svg>
  );
}

type IconRow = { name: string; glyph?: IconGlyph };

/** A Material Symbols name, searched by name, with each icon drawn when the glyphs can be fetched. */
export function iconPicker(label: string, context: FieldContext): ExternalField<string> {
  return {
    type: 'external',
    label,
    metadata: { picker: 'icon' },
    placeholder: 'Search icons, e.g. support',
    showSearch: true,
    fetchList: async ({ query }): Promise<IconRow[]> => {
      const names = searchNames(ICON_NAMES, query);
      const glyphs = await Promise.resolve(context.iconGlyphs?.(names)).catch(() => undefined);
      return names.map((name) => ({ name, glyph: glyphs?.[name] }));
    },
    mapRow: (row: IconRow) => ({ icon: <Glyph glyph={row.glyph} />, name: row.name }),
    mapProp: (row: IconRow) => row.name,
    getItemSummary: (name) => name,
  };
}

/** A small picture of a catalogue image, as the development server makes it. */
export function thumbnailUrl(id: ImageId): string {
  return isVector(id) ? vectorUrl(id) : rasterUrl(id, Math.min(160, IMAGES[id].width), 'webp');
}

function Thumbnail({ id }: { id: string }) {
  if (!Object.hasOwn(IMAGES, id)) return null;
  return <img src={thumbnailUrl(id as ImageId)} alt="" width={64} height={40} style={{ objectFit: 'cover' }} />;
}

/** An image of the catalogue (`schema/images.ts`), searched by id and shown as a thumbnail. */
export function imagePicker(label: string): ExternalField<string> {
  return {
    type: 'external',
    label,
    metadata: { picker: 'image' },
    placeholder: 'Search images, e.g. people/ or office',
    showSearch: true,
    fetchList: async ({ query }) => searchNames(IMAGE_IDS, query, IMAGE_IDS.length).map((id) => ({ id })),
    mapRow: (row: { id: ImageId }) => ({
      picture: <Thumbnail id={row.id} />,
      id: row.id,
      size: `${IMAGES[row.id].width} × ${IMAGES[row.id].height}`,
    }),
    mapProp: (row: { id: ImageId }) => row.id,
    getItemSummary: (id) => (
      <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Thumbnail id={id} />
        {id}
      </span>
    ),
  };
}

/** A page of the site by its `name`, from the route table. */
export function routePicker(label: string, context: FieldContext): SelectField {
  const names = [...context.routeNames.keys()].sort();
  return {
    type: 'select',
    label,
    metadata: { picker: 'route' },
    options: [
      { label: 'Choose a page', value: '' },
      ...names.map((name) => ({ label: `${name} (${context.routeNames.get(name)})`, value: name })),
    ],
  };
}
