import '@puckeditor/core/puck.css';
import './editor.css';
import { ActionBar, type Config, createUsePuck, type Data, type Overrides, Puck } from '@puckeditor/core';
import { createContext, type ReactNode, use, useCallback, useMemo, useRef, useState } from 'react';
// Not `virtual:block-context`: it changes with every save, and the editor would be reloaded with it.
import { iconGlyphs } from '../render/dev-icons';
import type { BlockMetadata } from './config';
import { editorConfig } from './config';
import type { SaveRequest } from './api';
import { saveUrl, type EditorContext, type LoadedPage, type ReadOnlyValue } from './client';
import { NewPageButton } from './new-page';
import { PageSwitcher } from './pages-menu';
import { withNamedClear } from './picker-clear';
import { usePuckNames } from './puck-names';
import { PlaceholderTokens, withPlaceholders } from './placeholders';
import {
  blockPaths,
  fromPuckData,
  markReadOnly,
  pageProblems,
  problemsByItem,
  ROOT_ID,
  rootFields,
  toPuckData,
  type PageProblem,
} from './page-document';

const usePuck = createUsePuck();

/** Item id → field name → messages, for the fields drawn now. */
const Problems = createContext<Map<string, Map<string, string[]>>>(new Map());
/** Item id → the values the file computes there. */
const ReadOnly = createContext<Map<string, ReadOnlyValue[]>>(new Map());

const ROOT_ZONE = 'root:default-zone';

const useSelectedId = () => usePuck((s) => (s.selectedItem ? String(s.selectedItem.props.id) : ROOT_ID));

/** A field as Puck draws it, with what the page schema says about its value right below it. */
function FieldWithProblem({ children, name }: { children: ReactNode; name: string }) {
  const messages = use(Problems).get(useSelectedId())?.get(name);
  return (
    <>
      {children}
      {messages ? (
        <p className="editor-field-problem" data-editor-field-problem={name}>
          {messages.join(' ')}
        </p>
      ) : null}
    </>
  );
}

/** Above the fields: what is wrong with the block as a whole, and the values only its file can change. */
function FieldsPanel({ children }: { children: ReactNode }) {
  const id = useSelectedId();
  const whole = use(Problems).get(id)?.get('');
  const computed = use(ReadOnly).get(id) ?? [];
  return (
    <>
      {whole ? (
        <p className="editor-field-problem" data-editor-field-problem="">
          {whole.join(' ')}
        </p>
      ) : null}
      {computed.length > 0 ? (
        <div className="editor-note">
          <p>Read-only here, because the file computes them:</p>
          <ul>
            {computed.map((value) => (
              <li key={value.where}>
                <strong>{value.where}</strong>: {value.note} ({value.file}
                {value.line ? `:${value.line}` : ''})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
    </>
  );
}

/** How many blocks a zone holds: the page's own list, or a sample's `blocks`. */
function useZoneLength(zone: string | undefined): number {
  return usePuck((s) => {
    if (!zone || zone === ROOT_ZONE) return s.appState.data.content.length;
    const [parent, slot] = zone.split(':') as [string, string];
    const inner = s.getItemById(parent)?.props[slot];
    return Array.isArray(inner) ? inner.length : 0;
  });
}

/** The selected block's bar: Puck's own actions, with moving it up and down by keyboard or click. */
function BlockActions({
  label,
  children,
  parentAction,
}: {
  label?: string;
  children: ReactNode;
  parentAction: ReactNode;
}) {
  const selector = usePuck((s) => s.appState.ui.itemSelector);
  const dispatch = usePuck((s) => s.dispatch);
  const length = useZoneLength(selector?.zone);
  const move = (by: number) => {
    if (!selector) return;
    const zone = selector.zone ?? ROOT_ZONE;
    const destinationIndex = selector.index + by;
    dispatch({ type: 'reorder', sourceIndex: selector.index, destinationIndex, destinationZone: zone });
    dispatch({ type: 'setUi', ui: { itemSelector: { index: destinationIndex, zone } } });
  };
  const index = selector?.index ?? 0;
  return (
    <ActionBar>
      <ActionBar.Group>
        {parentAction}
        {label ? <ActionBar.Label label={label} /> : null}
      </ActionBar.Group>
      <ActionBar.Group>
        <ActionBar.Action label="Move up" disabled={index <= 0} onClick={() => move(-1)}>
          <span aria-hidden>↑</span>
        </ActionBar.Action>
        <ActionBar.Action label="Move down" disabled={index >= length - 1} onClick={() => move(1)}>
          <span aria-hidden>↓</span>
        </ActionBar.Action>
        {children}
      </ActionBar.Group>
    </ActionBar>
  );
}

/** A block type in the picker: drag it onto the page, or add it after the selected block. */
function PickerItem({ children, name }: { children: ReactNode; name: string }) {
  const metadata = usePuck((s) => s.config.components[name]?.metadata) as BlockMetadata | undefined;
  const label = usePuck((s) => s.config.components[name]?.label) ?? name;
  const selector = usePuck((s) => s.appState.ui.itemSelector);
  const dispatch = usePuck((s) => s.dispatch);
  const length = useZoneLength(selector?.zone);
  const add = () => {
    const zone = selector?.zone ?? ROOT_ZONE;
    const index = selector ? selector.index + 1 : length;
    dispatch({ type: 'insert', componentType: name, destinationIndex: index, destinationZone: zone });
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone } } });
  };
  return (
    <div className="editor-picker-item">
      {children}
      {metadata?.description ? <p className="editor-picker-description">{metadata.description}</p> : null}
      <button type="button" className="editor-picker-add" onClick={add} aria-label={`Add ${label}`}>
        Add
      </button>
    </div>
  );
}

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; file: string } | { kind: 'refused'; message: string };

interface SaveBarProps {
  context: EditorContext;
  problems: readonly PageProblem[];
  changed: boolean;
  state: SaveState;
  path: string;
  onSave: () => void;
}

const SaveContext = createContext<SaveBarProps | undefined>(undefined);

/** The header's actions: what is wrong, where the page is, and Save. */
function SaveBar() {
  const { context, problems, changed, state, path, onSave } = use(SaveContext)!;
  const status =
    problems.length > 0
      ? `${problems.length} problem${problems.length === 1 ? '' : 's'} to fix before saving: ${problems[0]!.where || 'the page'}: ${problems[0]!.message}`
      : state.kind === 'saving'
        ? 'Saving…'
        : state.kind === 'saved' && !changed
          ? `Saved to ${state.file}`
          : state.kind === 'refused'
            ? `Not saved: ${state.message}`
            : changed
              ? 'Unsaved changes'
              : 'No changes';
  return (
    <div className="editor-save-bar">
      <div className="editor-save-row">
        <PageSwitcher path={path} context={context} />
        <NewPageButton context={context} />
        <a className="editor-view-link" href={path} target="_blank" rel="noreferrer">
          View page
        </a>
      </div>
      <div className="editor-save-row">
        <p
          className={`editor-status${problems.length > 0 || state.kind === 'refused' ? ' editor-status-problem' : ''}`}
          role="status"
          title={status}
          data-editor-status
        >
          {status}
        </p>
        <button
          type="button"
          className="editor-button editor-save"
          disabled={problems.length > 0 || !changed || state.kind === 'saving'}
          onClick={onSave}
        >
          Save
        </button>
      </div>
    </div>
  );
}

export interface EditorAppProps {
  path: string;
  page: LoadedPage;
  context: EditorContext;
}

/**
 * The visual editor of one page: Puck with the block registry's components and fields derived from the
 * schemas, the page checked as it is edited, and Save writing the page's own file.
 */
export function EditorApp({ path, page, context }: EditorAppProps) {
  usePuckNames();
  const tokens = useMemo(() => new Map(Object.entries(context.tokens)), [context.tokens]);
  const routeNames = useMemo(() => new Map(Object.entries(context.routeNames)), [context.routeNames]);
  const config: Config = useMemo(() => {
    const base = editorConfig({ routeNames, iconGlyphs, tokens, showcase: context.showcase });
    const render = ({ children }: { children: ReactNode }) => <>{children}</>;
    return { ...base, root: { fields: rootFields({ routeNames }), render } };
  }, [context.showcase, routeNames, tokens]);
  const [initial] = useState(() => {
    const data = toPuckData(page.data);
    return { data, readOnly: markReadOnly(data, page.readOnly) };
  });
  const saved = useRef(JSON.stringify(fromPuckData(initial.data)));
  const latest = useRef<Data>(initial.data);
  const version = useRef(page.version);
  /** The page's problems, and the same placed on the block and field each belongs to. */
  const check = useCallback(
    (data: Data, pageData: unknown) => {
      const problems = pageProblems(pageData, routeNames, tokens);
      return { problems, byItem: problemsByItem(problems, blockPaths(data.content)) };
    },
    [routeNames, tokens],
  );
  const [{ problems, byItem }, setChecked] = useState(() => check(initial.data, page.data));
  const [changed, setChanged] = useState(false);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  const onChange = useCallback(
    (data: Data) => {
      latest.current = data;
      const pageData = fromPuckData(data);
      setChecked(check(data, pageData));
      setChanged(JSON.stringify(pageData) !== saved.current);
    },
    [check],
  );

  const onSave = useCallback(async () => {
    const data = fromPuckData(latest.current);
    const request: SaveRequest = { file: page.file, version: version.current, data };
    setState({ kind: 'saving' });
    const response = await fetch(saveUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    }).catch((error: Error) => ({ ok: false, json: async () => ({ error: error.message }) }) as const);
    const body = (await response.json()) as { version?: string; file?: string; error?: string };
    if (!response.ok || !body.version) return setState({ kind: 'refused', message: body.error ?? 'unknown error' });
    version.current = body.version;
    saved.current = JSON.stringify(data);
    setChanged(false);
    setState({ kind: 'saved', file: body.file ?? page.file });
  }, [page.file]);

  const save: SaveBarProps = { context, problems, changed, state, path, onSave: () => void onSave() };
  const overrides: Partial<Overrides> = useMemo(() => {
    const field = FieldWithProblem as Overrides['fieldTypes'][string];
    const text = withPlaceholders(field);
    return {
      fieldTypes: { text, textarea: text, number: field, select: field, radio: field, external: withNamedClear(field) },
      fields: FieldsPanel,
      actionBar: BlockActions,
      drawerItem: PickerItem,
      headerActions: SaveBar,
    };
  }, []);

  return (
    <SaveContext value={save}>
      <PlaceholderTokens value={tokens}>
        <Problems value={byItem}>
          <ReadOnly value={initial.readOnly}>
            <Puck
              config={config}
              data={initial.data}
              onChange={onChange}
              overrides={overrides}
              headerTitle={`Editing ${page.file}`}
              headerPath={path}
            />
          </ReadOnly>
        </Problems>
      </PlaceholderTokens>
    </SaveContext>
  );
}
