import { defaultPathOf, languageOfPath } from '../ui/language-paths';
import { LanguageTokens } from '../../schema/text';
import '@puckeditor/core/puck.css';
import './editor.css';
import {
  ActionBar,
  type Config,
  createUsePuck,
  type Data,
  type Field,
  type Overrides,
  Puck,
  useGetPuck,
} from '@puckeditor/core';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
// Not `virtual:block-context`: it changes with every save, and the editor would be reloaded with it.
import { iconGlyphs } from '../render/dev-icons';
import type { BlockMetadata } from './config';
import { editorConfig, newBlockProps } from './config';
import type { BlockType } from '../../schema/blocks';
import { type CanvasShellData, type EditorContext, type LoadedPage, loadContext, type ReadOnlyValue } from './client';
import { CanvasShell } from './canvas-shell';
import { CanvasProblems, withCanvasText } from './canvas-text';
import { withKeyboard } from './keyboard';
import { KeptEditsContext, KeptEditsLayer, useKeptEdits } from './keep-edits';
import { goTo, viewSaved } from './leave-guard';
import { PublishButton } from './publish';
import { LanguageSwitch, PageSwitcher } from './pages-menu';
import { NewPageButton } from './new-page';
import { SiteStyleButton } from './site-style';
import { inGroup, MenusButton, PageInMenus } from './site-menus';
import { addressInNewMenu, NewMenu, type NewMenuOffer } from './no-menu-entry';
import { isRecord } from '../content/values';
import { Allowed, SignedIn } from './team';
import { TeamChanges } from './team-drafts';
import { withNamedClear } from './picker-clear';
import { ownTitle, usePickerKeys } from './pickers';
import { useNoDataOverlay } from './data-overlay';
import { usePuckNames } from './puck-names';
import { PlaceholderTokens, withPlaceholders } from './placeholders';
import { DeletedSectionDialog, type PendingDeletion, SiteBreaksDialog, useDeletedSections } from './section-links';
import type { SaveAnswer } from './api';
import type { SiteBreak } from './site-save';
import { editorPath } from '../client/dev-server';
import { OtherProblemsNotice } from './other-problems';
import { SharedCardPreview } from './shared-card';
import { GroupOrObject } from './advanced-group';
import { ImageUpload, type ImageValue, isImageObject } from './image-upload';
import { ProblemDetails, ProblemNote, type WordedProblem } from './problem-note';
import { pageHeading, placeInWords, problemInWords } from './words';
import {
  addressOf,
  blockPaths,
  blockTypes,
  fromPuckData,
  markReadOnly,
  pageProblems,
  problemsByItem,
  ROOT_ID,
  rootFields,
  originalTexts,
  toPuckData,
} from './page-document';

const usePuck = createUsePuck();

/** Item id → field name → problems, for the fields drawn now. */
const Problems = createContext<Map<string, Map<string, WordedProblem[]>>>(new Map());
/** Item id → the values the file computes there. */
/** A value the editor cannot change, with where it is in words and whether other pages share it. */
type WordedReadOnly = ReadOnlyValue & { place: string; shared: boolean };

const ReadOnly = createContext<Map<string, WordedReadOnly[]>>(new Map());

const ROOT_ZONE = 'root:default-zone';

const useSelectedId = () => usePuck((s) => (s.selectedItem ? String(s.selectedItem.props.id) : ROOT_ID));

/** A field as Puck draws it, with what the page schema says about its value right below it. */
function FieldWithProblem({ children, name, field }: { children: ReactNode; name: string; field?: Field }) {
  const problems = use(Problems).get(useSelectedId())?.get(name);
  return (
    <>
      {children}
      {field?.type === 'text' || field?.type === 'textarea' ? <OriginalText name={name} /> : null}
      {problems ? <ProblemNote problems={problems} name={name} /> : null}
    </>
  );
}

/**
 * An object field; the "Advanced" group is drawn closed, and opens when a field in it has a problem. An
 * image (a picture and its alt text) also takes an uploaded picture (`image-upload.tsx`).
 */
function ObjectField({ children, field, name, value, onChange }: ObjectFieldProps) {
  const names = [...(use(Problems).get(useSelectedId())?.keys() ?? [])];
  const problem = names.some((key) => key.startsWith(`${name}.`));
  const image = field.type === 'object' && isImageObject(field.objectFields);
  return (
    <GroupOrObject field={field} problem={problem}>
      {children}
      {image ? <ImageUpload value={(value ?? {}) as ImageValue} onChange={onChange} /> : null}
    </GroupOrObject>
  );
}

interface ObjectFieldProps {
  children: ReactNode;
  field: Field;
  name?: string;
  value?: unknown;
  onChange: (value: ImageValue) => void;
}

/** The page's shared picture, from its settings as they are being edited. */
function PageSharedCard() {
  const meta = usePuck((s) => s.appState.data.root.props?.meta) as
    { title?: string; image?: { src?: string; alt?: string } } | undefined;
  const { path } = use(SaveContext)!;
  return <SharedCardPreview path={path} title={meta?.title ?? ''} image={meta?.image} />;
}

/** In the page's settings: the menus that lead to it, and buttons that add it to the navbar or the footer. */
function PageMenus() {
  const props = usePuck((s) => s.appState.data.root.props) as
    { name?: unknown; meta?: { title?: unknown }; nav?: { title?: unknown } } | undefined;
  const { path, shell } = use(SaveContext)!;
  const title = [props?.nav?.title, props?.meta?.title].find((text) => typeof text === 'string' && text.trim());
  return (
    <PageInMenus
      shell={shell}
      path={path}
      name={typeof props?.name === 'string' ? props.name : undefined}
      title={typeof title === 'string' ? ownTitle(title) : ''}
    />
  );
}

/** Above the fields: what is wrong with the block as a whole, and the values only its file can change. */
function FieldsPanel({ children }: { children: ReactNode }) {
  const id = useSelectedId();
  const whole = use(Problems).get(id)?.get('');
  const computed = use(ReadOnly).get(id) ?? [];
  return (
    <>
      {id === ROOT_ID ? <OtherProblemsNotice {...use(SaveContext)!} /> : null}
      {id === ROOT_ID ? <PageSharedCard /> : null}
      {id === ROOT_ID ? <PageMenus /> : null}
      {whole ? <ProblemNote problems={whole} name="" /> : null}
      {computed.length > 0 ? <ReadOnlyNote values={computed} /> : null}
      {children}
    </>
  );
}

/**
 * The values of the block the editor cannot change, in words: shared with other pages (written in a
 * file of their own) or worked out by the page's file; for a developer, where and how under Details.
 */
function ReadOnlyNote({ values }: { values: readonly WordedReadOnly[] }) {
  return (
    <div className="editor-note">
      <p>Some values here cannot be changed in the editor:</p>
      <ul>
        {values.map((value) => {
          return (
            <li key={value.where}>
              <strong>{value.place}</strong>
              {value.shared
                ? ' is shared with other pages, so it is changed in one place for all of them: ask a developer.'
                : ' is worked out by the page itself rather than written as text: ask a developer to change it.'}
              <details>
                <summary>Details</summary>
                {value.where}: {value.note} ({value.file}
                {value.line ? `:${value.line}` : ''})
              </details>
            </li>
          );
        })}
      </ul>
    </div>
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

/** Scrolls the canvas to a block once it is drawn there (for up to a second). */
function scrollToBlock(id: string) {
  let frames = 0;
  const attempt = () => {
    const doc = document.querySelector<HTMLIFrameElement>('iframe#preview-frame')?.contentDocument;
    const block = doc?.querySelector(`[data-puck-component="${CSS.escape(id)}"]`);
    if (block) block.scrollIntoView({ block: 'center' });
    else if (frames++ < 60) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/**
 * Puck draws each block type of the picker twice on one spot: the copy that is dragged, and one behind
 * it that stays while it is. The one behind is made inert (no second Add, no second reading), and the
 * dragged copy leaves the tab order, so that each block type is one Tab stop: its Add button.
 */
function useOneTabStop() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const item = ref.current;
    const behind = item?.closest<HTMLElement>("[class*='draggableBg']");
    if (behind) behind.inert = true;
    else item?.closest<HTMLElement>('[data-puck-drawer-item]')?.setAttribute('tabindex', '-1');
  });
  return ref;
}

/** A block type in the picker: drag it onto the page, or add it after the selected block. */
function PickerItem({ children, name }: { children: ReactNode; name: string }) {
  const ref = useOneTabStop();
  const metadata = usePuck((s) => s.config.components[name]?.metadata) as BlockMetadata | undefined;
  const label = usePuck((s) => s.config.components[name]?.label) ?? name;
  const selector = usePuck((s) => s.appState.ui.itemSelector);
  const dispatch = usePuck((s) => s.dispatch);
  const length = useZoneLength(selector?.zone);
  const getPuck = useGetPuck();
  const add = () => {
    const zone = selector?.zone ?? ROOT_ZONE;
    const index = selector ? selector.index + 1 : length;
    // The new block starts as the type's first example: one step, which one Undo takes back.
    dispatch({
      type: 'insert',
      componentType: name,
      destinationIndex: index,
      destinationZone: zone,
      recordHistory: false,
    });
    const id = getPuck().getItemBySelector({ index, zone })?.props.id;
    if (typeof id !== 'string') return;
    const data = { type: name, props: { ...newBlockProps(name as BlockType), id } };
    dispatch({ type: 'replace', data, destinationIndex: index, destinationZone: zone });
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone } } });
    // The new block is brought into view on the canvas, however far down the page it went.
    scrollToBlock(id);
  };
  return (
    <div className="editor-picker-item" ref={ref}>
      {children}
      {metadata?.description ? <p className="editor-picker-description">{metadata.description}</p> : null}
      <button type="button" className="editor-picker-add" onClick={add} aria-label={`Add ${label}`}>
        Add
      </button>
    </div>
  );
}

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; file: string; note?: string }
  | { kind: 'refused'; message: string; breaks?: SiteBreak[] };

interface SaveBarProps {
  context: EditorContext;
  /** The page's file (`pages-data/….ts`). */
  file: string;
  problems: readonly WordedProblem[];
  changed: boolean;
  state: SaveState;
  path: string;
  onSave: () => void;
  deletion?: PendingDeletion;
  onDeleteLinks: () => void;
  onKeepBlock: () => void;
  onCloseBreaks: () => void;
  /** After the menus are saved: the canvas draws the navbar and footer again. */
  onMenusSaved: () => void;
  /** The navbar and footer drawn around the page (the menus as last saved). */
  shell: CanvasShellData | undefined;
}

const SaveContext = createContext<SaveBarProps | undefined>(undefined);

/** The header's actions: what is wrong, where the page is, Save and Publish. */
function SaveBar() {
  const {
    context,
    file,
    problems,
    changed,
    state,
    path,
    onSave,
    deletion,
    onDeleteLinks,
    onKeepBlock,
    onCloseBreaks,
    onMenusSaved,
  } = use(SaveContext)!;
  const dispatch = usePuck((s) => s.dispatch);
  const status =
    problems.length > 0
      ? `${problems.length} problem${problems.length === 1 ? '' : 's'} to fix before saving: ${problems[0]!.text}`
      : state.kind === 'saving'
        ? 'Saving…'
        : state.kind === 'saved' && !changed
          ? (state.note ?? `Saved: ${path}`)
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
        <Allowed what="theme">
          <SiteStyleButton />
        </Allowed>
        <Allowed what="menus">
          <MenusButton context={context} onSaved={onMenusSaved} />
        </Allowed>
        <a className="editor-view-link" href={path} target="_blank" rel="noreferrer" onClick={viewSaved}>
          View page
        </a>
        <LanguageSwitch path={path} file={file} context={context} />
        <SignedIn />
      </div>
      <TeamChanges file={file} />
      <div className="editor-save-row">
        <p
          className={`editor-status${problems.length > 0 || state.kind === 'refused' ? ' editor-status-problem' : ''}`}
          role="status"
          title={state.kind === 'saved' && !changed && !state.note ? `Saved to ${state.file}` : status}
          data-editor-status
        >
          {status}
        </p>
        {problems.length > 0 ? <ProblemDetails problems={problems} /> : null}
        <button
          type="button"
          className="editor-button editor-save"
          disabled={problems.length > 0 || !changed || state.kind === 'saving'}
          onClick={onSave}
        >
          Save
        </button>
        <Allowed what="publish">
          <PublishButton file={file} changed={changed} />
        </Allowed>
      </div>
      <DeletedSectionDialog
        pending={deletion}
        onDeleteLinks={onDeleteLinks}
        onKeep={(restore) => {
          dispatch({ type: 'setData', data: restore });
          onKeepBlock();
        }}
      />
      <SiteBreaksDialog breaks={state.kind === 'refused' ? (state.breaks ?? []) : []} onClose={onCloseBreaks} />
    </div>
  );
}

/** The page's title as its data holds it, empty when it has none yet. */
function pageTitleOf(pageData: unknown): string {
  const meta = isRecord(pageData) && isRecord(pageData.meta) ? pageData.meta : {};
  return typeof meta.title === 'string' ? meta.title : '';
}

/** Where a save that moved the page or rewrote links elsewhere leaves its words for the page it opens. */
const SAVED_NOTE = 'editor-saved-note';

/**
 * A save that moved or renamed the page, in words: "Moved to /pages/company/prices — the old address
 * leads here, links updated in 5 files."
 */
function moveInWords(answer: SaveAnswer, from: string): string {
  const files = answer.references ?? 0;
  const links = files > 0 ? `links updated in ${files} file${files === 1 ? '' : 's'}` : 'no other page linked to it';
  if (answer.address === undefined || answer.address === from) return `Saved: ${from} — ${links}.`;
  const redirect = answer.redirect ? 'the old address leads here, ' : '';
  return `Moved to ${answer.address} — ${redirect}${links}.`;
}

/** What the site draws around the page at `path`: its language's navbar, footer and texts. */
function shellFor(context: EditorContext, path: string) {
  const language = context.languages && languageOfPath(path, context.languages);
  return (language && context.translatedShells?.[language.code]) ?? context.shell;
}

export interface EditorAppProps {
  path: string;
  page: LoadedPage;
  context: EditorContext;
  /** For a translation: the default language's page it translates. */
  original?: OriginalPage;
}

/** The page a translation translates: its data, and its language's code and name. */
export interface OriginalPage {
  data: unknown;
  code: string;
  name: string;
}

/** For a translation: the texts it translates, by item id and field name, and their language. */
const OriginalTexts = createContext<
  { texts: Map<string, Map<string, string>>; code: string; name: string } | undefined
>(undefined);

/** Under a text field of a translation, the text it translates, in its own language. */
function OriginalText({ name }: { name: string }) {
  const original = use(OriginalTexts);
  const id = useSelectedId();
  const text = original?.texts.get(id)?.get(name);
  if (!original || text === undefined) return null;
  return (
    <p className="editor-original" data-editor-original={name}>
      <span className="editor-original-language">{original.name}:</span> <span lang={original.code}>{text}</span>
    </p>
  );
}

/**
 * The visual editor of one page: Puck with the block registry's components and fields derived from the
 * schemas, the page checked as it is edited, and Save writing the page's own file.
 */
export function EditorApp({ path, page, context, original }: EditorAppProps) {
  usePuckNames();
  usePickerKeys();
  useNoDataOverlay();
  // Dates (`{date:2025-09-01}`) show as the page's language writes them.
  const tokens = useMemo(() => {
    const language = context.languages ? languageOfPath(path, context.languages).code : 'en';
    return new LanguageTokens(new Map(Object.entries(context.tokens)), language);
  }, [context.tokens, context.languages, path]);
  const routeNames = useMemo(() => new Map(Object.entries(context.routeNames)), [context.routeNames]);
  const pageTitles = useMemo(
    () => new Map(context.pages.flatMap((known) => (known.title ? [[known.path, known.title] as const] : []))),
    [context.pages],
  );
  // The navbar and footer around the page, read again once the menus are saved.
  const [shell, setShell] = useState(() => shellFor(context, path));
  const onMenusSaved = useCallback(() => {
    loadContext().then(
      (fresh) => setShell(shellFor(fresh, path)),
      () => undefined,
    );
  }, [path]);
  // Groups keep the default language's folders, whatever language the page is in.
  const language = context.languages && languageOfPath(path, context.languages);
  const translation = !!language?.prefix;
  const ungrouped = !!shell && !inGroup(shell.navigation, translation ? defaultPathOf(path, language) : path);
  const config: Config = useMemo(() => {
    const base = editorConfig({
      routeNames,
      pageTitles,
      iconGlyphs,
      tokens,
      showcase: context.showcase,
      imageUses: context.imageUses,
    });
    const render = ({ children, ...rootProps }: { children: ReactNode }) => (
      <CanvasShell shell={shell} rootProps={rootProps} path={path} context={{ routeNames, tokens }}>
        {children}
      </CanvasShell>
    );
    return { ...base, root: { fields: rootFields({ routeNames }, { ungrouped, translation }), render } };
  }, [context, routeNames, pageTitles, tokens, path, shell, ungrouped, translation]);
  const [initial] = useState(() => {
    const data = toPuckData(page.data, path);
    const worded = page.readOnly.map((value) => ({
      ...value,
      place: placeInWords(value.path, page.data),
      shared: value.note.includes('imported from') || value.file !== page.file,
    }));
    return { data, readOnly: markReadOnly(data, worded) };
  });
  const saved = useRef(JSON.stringify(fromPuckData(initial.data)));
  const sections = useDeletedSections(page.file, initial.data);
  const { onChange: watchSections, linksToRemove } = sections;
  const latest = useRef<Data>(initial.data);
  /** The page's problems, and the same placed on the block and field each belongs to. */
  const check = useCallback(
    (data: Data, pageData: unknown) => {
      const found = pageProblems(pageData, routeNames, tokens, context);
      const problems = found.map((problem) => ({ ...problem, ...problemInWords(problem, pageData, page.file) }));
      const byItem = problemsByItem(problems, blockPaths(data.content), blockTypes(data.content));
      return { problems, byItem, heading: pageHeading(pageData, path) };
    },
    [routeNames, tokens, context, page.file, path],
  );
  const [{ problems, byItem, heading }, setChecked] = useState(() => check(initial.data, page.data));
  const [changed, setChanged] = useState(false);
  // A translation's fields show the texts they translate, placed again as blocks come and go.
  const [originalByItem, setOriginalByItem] = useState(
    () => original && originalTexts(original.data, initial.data.content),
  );
  const originals = useMemo(
    () => original && originalByItem && { texts: originalByItem, code: original.code, name: original.name },
    [original, originalByItem],
  );
  const [state, setState] = useState<SaveState>(() => {
    // What the save that opened the page here did (a move, links rewritten), said once.
    const note = sessionStorage.getItem(SAVED_NOTE);
    sessionStorage.removeItem(SAVED_NOTE);
    return note ? { kind: 'saved', file: page.file, note } : { kind: 'idle' };
  });
  /** Drafts kept as edits are made, the change-on-disk notice, and saves merged with it. */
  const edits = useKeptEdits({ page, config, changed });

  const { track } = edits;
  const onChange = useCallback(
    (data: Data) => {
      latest.current = data;
      const pageData = fromPuckData(data);
      setChecked(check(data, pageData));
      setChanged(JSON.stringify(pageData) !== saved.current || addressOf(data) !== path);
      watchSections(data);
      track(pageData);
      if (original) setOriginalByItem(originalTexts(original.data, data.content));
    },
    [check, path, watchSections, track, original],
  );

  // A page in no menu group may make one with its Save (a translation's menus are its original's).
  const [newMenuHeading, setNewMenuHeading] = useState<string | undefined>();
  const newMenu: NewMenuOffer | undefined = useMemo(
    () =>
      ungrouped && !translation && path !== '/'
        ? {
            title: () => pageTitleOf(fromPuckData(latest.current)),
            path,
            heading: newMenuHeading,
            setHeading: setNewMenuHeading,
          }
        : undefined,
    [ungrouped, translation, path, newMenuHeading],
  );

  const onSave = async () => {
    setState({ kind: 'saving' });
    const pageData = fromPuckData(latest.current);
    const address = addressOf(latest.current) ?? path;
    // The new menu is made only while the page has its entry (an Undo may have taken it back).
    const menu = newMenu?.heading !== undefined && pageData.nav !== undefined ? newMenu.heading : undefined;
    const outcome = await edits.save(pageData, {
      address: menu === undefined ? address : addressInNewMenu(address, menu),
      removeLinksTo: linksToRemove(),
      ...(menu === undefined ? {} : { group: { heading: menu } }),
    });
    if (outcome.kind === 'refused') {
      return setState({ kind: 'refused', message: outcome.message, breaks: outcome.breaks });
    }
    if (outcome.kind === 'cancelled') return setState({ kind: 'idle' });
    const { answer } = outcome;
    // A move, a rename or links changed elsewhere: the editor opens the page afresh where it now is, and
    // says there what the save did.
    if ((answer.address !== undefined && answer.address !== path) || (answer.references ?? 0) > 0) {
      sessionStorage.setItem(SAVED_NOTE, moveInWords(answer, path));
      goTo(editorPath(answer.address ?? path));
      return;
    }
    saved.current = JSON.stringify(outcome.data);
    setChanged(false);
    setState({ kind: 'saved', file: answer.file, note: outcome.note });
  };

  const save: SaveBarProps = {
    context,
    file: page.file,
    problems,
    changed,
    state,
    path,
    onSave: () => void onSave(),
    deletion: sections.pending,
    onDeleteLinks: sections.deleteLinks,
    onKeepBlock: sections.dismiss,
    onCloseBreaks: () => setState({ kind: 'idle' }),
    onMenusSaved,
    shell,
  };
  const [initialSelection] = useState(() => {
    const block = Number(new URLSearchParams(window.location.search).get('block') ?? NaN);
    return Number.isInteger(block) && block >= 0 && block < initial.data.content.length
      ? { itemSelector: { index: block, zone: ROOT_ZONE } }
      : undefined;
  });
  const overrides: Partial<Overrides> = useMemo(() => {
    const field = FieldWithProblem as Overrides['fieldTypes'][string];
    const text = withPlaceholders(field);
    return withKeyboard(
      withCanvasText({
        fieldTypes: {
          text,
          textarea: text,
          number: field,
          select: field,
          radio: field,
          external: withNamedClear(field),
          object: ObjectField as Overrides['fieldTypes'][string],
        },
        fields: FieldsPanel,
        actionBar: BlockActions,
        drawerItem: PickerItem,
        headerActions: SaveBar,
        puck: KeptEditsLayer,
      }),
    );
  }, []);

  return (
    <KeptEditsContext value={edits.value}>
      <SaveContext value={save}>
        <PlaceholderTokens value={tokens}>
          <OriginalTexts value={originals}>
            <Problems value={byItem}>
              <CanvasProblems value={byItem}>
                <ReadOnly value={initial.readOnly}>
                  <NewMenu value={newMenu}>
                    <Puck
                      config={config}
                      data={initial.data}
                      onChange={onChange}
                      overrides={overrides}
                      headerTitle={heading}
                      ui={initialSelection}
                    />
                  </NewMenu>
                </ReadOnly>
              </CanvasProblems>
            </Problems>
          </OriginalTexts>
        </PlaceholderTokens>
      </SaveContext>
    </KeptEditsContext>
  );
}
