import type { ExternalField, SelectField } from '@puckeditor/core';
import { useEffect } from 'react';
import { ICON_NAMES } from '../../schema/icon-names';
import { IMAGES, IMAGE_IDS, isVector, type ImageId } from '../../schema/images';
import { rasterUrl, vectorUrl } from '../ui/image-url';
import type { IconGlyph } from '../ui/icon';
import type { ImageUse } from './client';
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
  return isVector(id) ? vectorUrl(id) : rasterUrl(id, Math.min(320, IMAGES[id].width), 'webp');
}

function Thumbnail({ id }: { id: string }) {
  if (!Object.hasOwn(IMAGES, id)) return null;
  return (
    <img
      className="editor-thumbnail"
      src={thumbnailUrl(id as ImageId)}
      alt=""
      width={64}
      height={40}
      style={{ objectFit: 'cover' }}
    />
  );
}

/** "/ and /privacy", "/, /privacy and 3 more pages": where a picture is shown. */
function pagesInWords(uses: readonly ImageUse[]): string {
  const pages = [...new Set(uses.map((use) => use.page))];
  if (pages.length === 0) return 'Not used yet';
  const shown = pages.slice(0, 2);
  const more = pages.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more page${more === 1 ? '' : 's'}` : shown.join(' and ');
}

/**
 * An image of the catalogue (`schema/images.ts`, uploads included), searched as the marketer types by
 * its id, its alt text and the pages it is on, each shown as a thumbnail with its alt text and where it
 * is used.
 */
export function imagePicker(label: string, context: Pick<FieldContext, 'imageUses'> = {}): ExternalField<string> {
  const usesOf = (id: string) => context.imageUses?.[id] ?? [];
  const altOf = (id: string) => usesOf(id).find((use) => use.alt)?.alt ?? '';
  return {
    type: 'external',
    label,
    metadata: { picker: 'image' },
    placeholder: 'Search images by name, alt text or page',
    showSearch: true,
    fetchList: async ({ query }) => {
      const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
      const text = (id: string) => [id, ...usesOf(id).flatMap((use) => [use.alt, use.page])].join(' ').toLowerCase();
      // Uploaded pictures first: the ones a marketer added are the ones they look for.
      const ids = [...IMAGE_IDS].sort((a, b) => Number(b.startsWith('uploads/')) - Number(a.startsWith('uploads/')));
      return ids.filter((id) => words.every((word) => text(id).includes(word))).map((id) => ({ id }));
    },
    mapRow: (row: { id: ImageId }) => ({
      picture: <Thumbnail id={row.id} />,
      image: row.id,
      'alt text': altOf(row.id) || '—',
      'used on': pagesInWords(usesOf(row.id)),
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

/** A page's title without the site's name after it ("Pricing | Brightline" → "Pricing"). */
export const ownTitle = (title: string) => title.replace(/\s+[|–—-]\s+[^|–—-]+$/, '').trim();

/**
 * A page as people know it: its title without the site's name after it, and its address ("Pricing —
 * /pages/company/pricing"; the home page "Home — /").
 */
export function pageInWords(path: string, title: string | undefined): string {
  const own = title && ownTitle(title);
  return `${path === '/' ? 'Home' : own || path} — ${path}`;
}

/** A page of the site by its `name`, from the route table, listed by title and address. */
export function routePicker(label: string, context: FieldContext): SelectField {
  const options = [...context.routeNames].map(([name, path]) => ({
    label: pageInWords(path, context.pageTitles?.get(path)),
    value: name,
  }));
  options.sort((a, b) => a.label.localeCompare(b.label));
  return {
    type: 'select',
    label,
    metadata: { picker: 'route' },
    options: [{ label: 'Choose a page', value: '' }, ...options],
  };
}

/** How long typing pauses before a picker searches what is typed. */
const SEARCH_PAUSE_MS = 150;

/** The picker's own search form, when `target` is its search box. */
function pickerSearchForm(target: EventTarget | null): HTMLFormElement | undefined {
  if (!(target instanceof HTMLInputElement) || target.type !== 'search' || target.name !== 'q') return undefined;
  const form = target.form;
  return form && /ExternalInputModal/.test(form.className) ? form : undefined;
}

/** The open picker (Puck's modal, whose backdrop closes it when clicked) that holds `target`. */
function openPicker(target: EventTarget | null): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  return target.closest<HTMLElement>('[class*="_Modal--isOpen"]') ?? undefined;
}

/**
 * The pickers (Puck's external fields) as a marketer expects them of any dialog: they search as the
 * marketer types, not only on Search or Enter (each pause in the typing submits the picker's own search
 * form), and Escape closes them, giving the focus back to the button that opened them.
 */
export function usePickerKeys() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opener: HTMLElement | undefined;
    const onInput = (event: Event) => {
      const form = pickerSearchForm(event.target);
      if (!form) return;
      clearTimeout(timer);
      timer = setTimeout(() => form.requestSubmit(), SEARCH_PAUSE_MS);
    };
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (openPicker(event.target) && from instanceof HTMLElement && !openPicker(from)) opener = from;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const picker = openPicker(event.target);
      if (!picker) return;
      event.preventDefault();
      event.stopPropagation();
      clearTimeout(timer);
      // The backdrop's own click is what closes Puck's modal.
      picker.click();
      if (opener?.isConnected) opener.focus();
      opener = undefined;
    };
    document.addEventListener('input', onInput, true);
    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, []);
}
