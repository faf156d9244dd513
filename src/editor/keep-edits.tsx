// No edit is lost: the edits are kept as a draft while they are made and offered back on opening; the
// editor hears when its file changes on disk and the save merges the two (or asks, value by value).
import './keep-edits.css';
import { type ComponentData, type Config, type Data, useGetPuck } from '@puckeditor/core';
import { createContext, type ReactNode, use, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { sameValue } from '../content/values';
import { PAGE_FILE_EVENT, type PageFileEvent } from '../client/dev-server';
import type { DataPath } from '../content/problem';
import {
  type ConflictAnswer,
  conflictAnswerSchema,
  errorAnswerSchema,
  type SaveAnswer,
  saveAnswerSchema,
  type SaveRequest,
} from './api';
import { editorFetch, saveUrl, type LoadedPage } from './client';
import type { SiteBreak } from './site-save';
import { type Draft, draftStore, draftTime } from './drafts';
import { LeaveDialog, useLeaveGuard } from './leave-guard';
import { mergeValues, type Pick, resolveConflicts } from './merge';
import { describePlace, MergeDialog } from './merge-dialog';
import { fromPuckData, toPuckData } from './page-document';

type Sent =
  | { kind: 'saved'; answer: SaveAnswer }
  | { kind: 'conflicts'; answer: ConflictAnswer }
  | { kind: 'refused'; message: string; breaks?: SiteBreak[] };

async function send(request: SaveRequest): Promise<Sent> {
  const response = await editorFetch(saveUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  }).catch((error: Error) => error);
  if (response instanceof Error) return { kind: 'refused', message: response.message };
  const body: unknown = await response.json().catch(() => ({ error: `the editor answered ${response.status}` }));
  if (response.ok) {
    const saved = saveAnswerSchema.safeParse(body);
    if (saved.success) return { kind: 'saved', answer: saved.data };
  }
  const conflicts = conflictAnswerSchema.safeParse(body);
  if (conflicts.success) return { kind: 'conflicts', answer: conflicts.data };
  const error = errorAnswerSchema.safeParse(body);
  if (error.success) return { kind: 'refused', message: error.data.error, breaks: error.data.breaks };
  return { kind: 'refused', message: `the editor answered ${response.status}` };
}

/** Puck's items of `next` keep the ids (and read-only marks) of the items of `previous` at their places. */
function keepIds(previous: readonly ComponentData[], next: readonly ComponentData[]): ComponentData[] {
  return next.map((item, i) => {
    const before = previous[i];
    if (!before || before.type !== item.type) return item;
    const props = Object.fromEntries(
      Object.entries(item.props).map(([key, value]) => {
        const inner = before.props[key];
        return Array.isArray(value) && Array.isArray(inner) && value.every((v) => typeof v?.type === 'string')
          ? [key, keepIds(inner as ComponentData[], value as ComponentData[])]
          : [key, value];
      }),
    );
    return {
      ...item,
      ...(before.readOnly ? { readOnly: before.readOnly } : {}),
      props: { ...props, id: before.props.id },
    };
  });
}

/** `page` as Puck data, reusing the blocks of `current` where they still are (selection and marks stay). */
function asPuckData(current: Data, page: unknown): Data {
  const next = toPuckData(page);
  return {
    root: { ...current.root, props: next.root.props },
    content: keepIds(current.content, next.content),
  };
}

export type SaveOutcome =
  | { kind: 'saved'; answer: SaveAnswer; data: unknown; note?: string }
  | { kind: 'refused'; message: string; breaks?: SiteBreak[] }
  | { kind: 'cancelled' };

/** What a save sends besides the page's data (a new address, links to remove). */
type SaveExtras = Omit<SaveRequest, 'file' | 'version' | 'data' | 'base'>;

interface Bridge {
  getData(): Data;
  setData(data: Data): void;
}

interface KeptEdits {
  file: string;
  loadedVersion: string;
  config: Config;
  offer: Draft | undefined;
  restore(): void;
  discard(): void;
  /** The file's version on disk when it differs from the one the editor's edits start from. */
  changedOnDisk: boolean;
  removedOnDisk: boolean;
  conflict: { answer: ConflictAnswer; onPick: (picks: Pick[] | undefined) => void } | undefined;
  /** Puck's interface hands in how to read and replace its data. */
  connect(bridge: Bridge): void;
}

const KeptEditsContext = createContext<KeptEdits | undefined>(undefined);

/**
 * The editor's side of keeping edits: `track` each change, `save` to save; `value` goes to
 * `KeptEditsContext` around Puck, and `KeptEditsLayer` is Puck's `puck` override (it reaches Puck's data).
 */
export function useKeptEdits({ page, config, changed }: { page: LoadedPage; config: Config; changed: boolean }) {
  const store = useMemo(() => draftStore(), []);
  const [offer, setOffer] = useState(() => store.find(page.file));
  /** The version the edits start from, and the data then: what a save merges against. */
  const basis = useRef({ version: page.version, base: page.data });
  const [startVersion, setStartVersion] = useState(page.version);
  const [diskVersion, setDiskVersion] = useState<string | null>(page.version);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<KeptEdits['conflict']>();
  const bridge = useRef<Bridge>(undefined);
  useLeaveGuard(changed);

  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const heard = (event: PageFileEvent) => {
      if (event.file === page.file) setDiskVersion(event.version ?? null);
    };
    hot.on(PAGE_FILE_EVENT, heard);
    return () => hot.off(PAGE_FILE_EVENT, heard);
  }, [page.file]);

  const start = useCallback((version: string, base: unknown) => {
    basis.current = { version, base };
    setStartVersion(version);
  }, []);

  const offerOpen = useRef(offer !== undefined);
  const track = useCallback(
    (data: unknown) => {
      // Until the draft offered is restored or discarded, it is left as it is.
      if (offerOpen.current) return;
      const { version, base } = basis.current;
      store.keep({ file: page.file, version, base, data, savedAt: Date.now() });
    },
    [page.file, store],
  );

  const restore = useCallback(() => {
    if (!offer || !bridge.current) return;
    offerOpen.current = false;
    setOffer(undefined);
    start(offer.version, offer.base);
    bridge.current.setData(asPuckData(bridge.current.getData(), offer.data));
  }, [offer, start]);

  const discard = useCallback(() => {
    offerOpen.current = false;
    setOffer(undefined);
    store.remove(page.file);
  }, [page.file, store]);

  const askPicks = (answer: ConflictAnswer) =>
    new Promise<Pick[] | undefined>((resolve) =>
      setConflict({
        answer,
        onPick: (picks) => {
          setConflict(undefined);
          resolve(picks);
        },
      }),
    );

  const save = async (data: unknown, extras: SaveExtras = {}): Promise<SaveOutcome> => {
    setSaving(true);
    try {
      const first = basis.current.version;
      let request: SaveRequest = { ...extras, file: page.file, version: first, base: basis.current.base, data };
      let picked = false;
      for (;;) {
        const sent = await send(request);
        if (sent.kind === 'refused') return sent;
        if (sent.kind === 'conflicts') {
          const picks = await askPicks(sent.answer);
          if (!picks) return { kind: 'cancelled' };
          const merge = mergeValues(request.base, sent.answer.theirs, request.data);
          request = {
            ...extras,
            file: page.file,
            version: sent.answer.version,
            base: sent.answer.theirs,
            data: resolveConflicts(merge, picks),
          };
          picked = true;
          continue;
        }
        const { answer } = sent;
        const written = answer.data ?? request.data;
        let shown = data;
        if (!sameValue(written, data) && bridge.current) {
          const next = asPuckData(bridge.current.getData(), written);
          bridge.current.setData(next);
          shown = fromPuckData(next);
        }
        store.remove(page.file, first);
        store.remove(page.file, request.version);
        start(answer.version, written);
        setDiskVersion(answer.version);
        const places = [...new Set(answer.theirChanges.map((at: DataPath) => describePlace(at, written, config)))];
        const note = places.length
          ? answer.theirsBy
            ? `Saved. ${answer.theirsBy} changed ${places.join(', ')} meanwhile: merged with yours`
            : `Saved, merged with a change made elsewhere to ${places.join(', ')}`
          : picked
            ? 'Saved with your choices'
            : undefined;
        return { kind: 'saved', answer, data: shown, note };
      }
    } finally {
      setSaving(false);
    }
  };

  const value: KeptEdits = {
    file: page.file,
    loadedVersion: page.version,
    config,
    offer,
    restore,
    discard,
    changedOnDisk: !saving && diskVersion !== null && diskVersion !== startVersion,
    removedOnDisk: diskVersion === null,
    conflict,
    connect: useCallback((next: Bridge) => {
      bridge.current = next;
    }, []),
  };
  return { track, save, value };
}

/** Wraps Puck's whole interface: the draft offered, the notice of a change on disk, and the dialogs. */
export function KeptEditsLayer({ children }: { children: ReactNode }) {
  const edits = use(KeptEditsContext);
  const getPuck = useGetPuck();
  const connect = edits?.connect;
  useEffect(() => {
    connect?.({
      getData: () => getPuck().appState.data,
      setData: (data) => getPuck().dispatch({ type: 'setData', data, recordHistory: true }),
    });
  }, [connect, getPuck]);
  return (
    <>
      {children}
      {edits ? (
        <>
          {edits.offer ? (
            <DraftOffer
              draft={edits.offer}
              older={edits.offer.version !== edits.loadedVersion}
              onRestore={edits.restore}
              onDiscard={edits.discard}
            />
          ) : null}
          <p className="editor-disk-notice" role="status">
            {edits.removedOnDisk
              ? 'This page was deleted elsewhere while you edited it: saving will not bring it back; create it as a new page.'
              : edits.changedOnDisk
                ? 'This page was changed elsewhere while you edited it: your save will merge the two.'
                : ''}
          </p>
          {edits.conflict ? (
            <MergeDialog answer={edits.conflict.answer} config={edits.config} onPick={edits.conflict.onPick} />
          ) : null}
          <LeaveDialog />
        </>
      ) : null}
    </>
  );
}

export { KeptEditsContext };

/** On opening: the unsaved edits of an earlier visit, to restore or discard. */
function DraftOffer({
  draft,
  older,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  older: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const restore = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    dialog.current?.showModal();
    // The answer that loses nothing is the one focused first.
    restore.current?.focus();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="editor-dialog editor-keep-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      // Escape does not close it: the draft is kept apart until it is restored or discarded.
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={`${id}-title`}>Unsaved changes from {draftTime(draft.savedAt)}</h2>
      <p id={`${id}-text`}>
        You edited this page in this browser and did not save. Restore the changes to go on with them (Undo takes them
        back out), or discard them.
        {older ? ' The file has changed on disk since: saving merges the two.' : ''}
      </p>
      <div className="editor-dialog-actions">
        <button type="button" className="editor-button editor-button-quiet" onClick={onDiscard}>
          Discard
        </button>
        <button type="button" className="editor-button" ref={restore} onClick={onRestore}>
          Restore
        </button>
      </div>
    </dialog>
  );
}
