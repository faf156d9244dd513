// Unsaved edits kept in the browser as they are made, per page file and the file version they start
// from, so a reload, a closed tab or a crash loses nothing: the editor offers them back on opening. In a
// team's editor each signed-in person's drafts are their own.
import { z } from 'zod';
import { sameValue } from '../content/values';
import { knownSession } from './client';

const PREFIX = 'site-editor-draft:';

const draftSchema = z.object({
  file: z.string(),
  /** The file's version the edits start from, and its data then (to merge, if the file changed since). */
  version: z.string(),
  base: z.unknown(),
  /** The page's data, edited. */
  data: z.unknown(),
  /** When the last edit was made (milliseconds since 1970). */
  savedAt: z.number(),
});
export type Draft = z.infer<typeof draftSchema>;

/** The part of `localStorage` the drafts use (a test gives its own). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Where a person's drafts are kept: in a team's editor each account's apart, so no one is offered another's. */
const prefixOf = (owner: string | undefined) => (owner ? `${PREFIX}${owner}:` : PREFIX);

function keysOf(storage: DraftStorage, prefix: string, file: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(`${prefix}${file}@`)) keys.push(key);
  }
  return keys;
}

function read(storage: DraftStorage, key: string): Draft | undefined {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface DraftStore {
  /** The newest draft of `file` holding edits (of any version of it); empty drafts are removed. */
  find(file: string): Draft | undefined;
  /** Keeps the edits of `file` made from `version`; edits back to `base` remove the draft. */
  keep(draft: Draft): void;
  /** Forgets the draft of `file` made from `version` (saved), or every draft of `file` (discarded). */
  remove(file: string, version?: string): void;
}

export function draftStore(
  storage: DraftStorage | undefined = globalThis.localStorage,
  /** The signed-in person of a team's editor (their e-mail), whose drafts these are; none under `npm run edit`. */
  owner: string | undefined = knownSession()?.person?.email,
): DraftStore {
  const prefix = prefixOf(owner);
  const keyOf = (file: string, version: string) => `${prefix}${file}@${version}`;
  return {
    find(file) {
      if (!storage) return undefined;
      let newest: Draft | undefined;
      for (const key of keysOf(storage, prefix, file)) {
        const draft = read(storage, key);
        if (!draft || sameValue(draft.base, draft.data)) storage.removeItem(key);
        else if (!newest || draft.savedAt > newest.savedAt) newest = draft;
      }
      return newest;
    },
    keep(draft) {
      if (!storage) return;
      const key = keyOf(draft.file, draft.version);
      if (sameValue(draft.base, draft.data)) return storage.removeItem(key);
      try {
        storage.setItem(key, JSON.stringify(draft));
      } catch {
        // The browser's storage is full or refused: the editor goes on; only the draft is not kept.
      }
    },
    remove(file, version) {
      if (!storage) return;
      const keys = version === undefined ? keysOf(storage, prefix, file) : [keyOf(file, version)];
      for (const key of keys) storage.removeItem(key);
    },
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/** When a draft was made, for people: "12:04 today", "18:30 yesterday", "09:15 on 3 March" (local time). */
export function draftTime(savedAt: number, now = Date.now()): string {
  const at = new Date(savedAt);
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((day(new Date(now)) - day(at)) / 86_400_000);
  if (days === 0) return `${time} today`;
  if (days === 1) return `${time} yesterday`;
  const year = at.getFullYear() === new Date(now).getFullYear() ? '' : ` ${at.getFullYear()}`;
  return `${time} on ${at.getDate()} ${MONTHS[at.getMonth()]}${year}`;
}
