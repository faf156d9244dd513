import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  type ContrastMiss,
  contrastMisses,
  FONT_FAMILIES,
  RADII,
  SHADOWS,
  type Theme,
  THEME_COLORS,
  type ThemeColor,
  themeSchema,
} from '../../schema/theme';
import { type SiteStyle, siteStyleSchema, type ThemeSaveRequest } from './api';
import { getJson, themeUrl } from './client';
import { ThemeSpecimen } from './theme-specimen';
import { COLOR_WORDS, missInWords, RADIUS_WORDS, SETTING_WORDS, SHADOW_WORDS } from './theme-words';
import './site-style.css';

const HEX = /^#[0-9a-f]{6}$/;

/** A colour as typed ("2E7D32", " #2e7d32"): `#` and six small hex digits, or undefined. */
function hexOf(typed: string): string | undefined {
  const value = typed.trim().toLowerCase();
  const hex = value.startsWith('#') ? value : `#${value}`;
  return HEX.test(hex) ? hex : undefined;
}

type Texts = Record<ThemeColor, string>;

interface Draft {
  /** The colours as typed. */
  texts: Texts;
  font: Theme['font'];
  headingFont: Theme['headingFont'];
  radius: Theme['radius'];
  shadows: Theme['shadows'];
}

const draftOf = (theme: Theme): Draft => ({ ...theme, texts: { ...theme.colors } });

/**
 * The style a draft stands for (a colour typed wrongly keeps the one saved, for the preview) and what
 * is wrong with each colour: not a colour, or text that does not read on it (the check the build makes).
 */
function judge(draft: Draft, saved: Theme) {
  const colors = Object.fromEntries(
    THEME_COLORS.map((name) => [name, hexOf(draft.texts[name]) ?? saved.colors[name]]),
  ) as Theme['colors'];
  const { texts: _texts, ...settings } = draft;
  const theme: Theme = { ...settings, colors };
  const misses = new Map<ThemeColor, ContrastMiss>(contrastMisses(colors).map((miss) => [miss.name, miss]));
  const unreadable = new Set(THEME_COLORS.filter((name) => !hexOf(draft.texts[name])));
  // The schema `npm run validate` checks the settings with has the last word.
  const valid = unreadable.size === 0 && themeSchema.safeParse(theme).success;
  return { theme, misses, unreadable, valid };
}

/** Whether the panel holds changes not saved: a style other than the one saved, or a colour mistyped. */
function hasChanges({ theme, unreadable }: ReturnType<typeof judge>, saved: Theme): boolean {
  return JSON.stringify(theme) !== JSON.stringify(saved) || unreadable.size > 0;
}

/** A label, its control(s), the help and what is wrong below, the controls described by both. */
function Field({
  id,
  label,
  help,
  problem,
  children,
}: {
  id: string;
  label: string;
  help: string;
  problem?: ReactNode;
  children: (describedBy: string) => ReactNode;
}) {
  const describedBy = [`${id}-help`, problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="editor-style-field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      <p className="editor-style-help" id={`${id}-help`}>
        {help}
      </p>
      {problem ? (
        <div className="editor-field-problem editor-style-problem" id={`${id}-problem`}>
          {problem}
        </div>
      ) : null}
    </div>
  );
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'editing'; saved: SiteStyle; draft: Draft; busy?: boolean; problem?: string; done?: string };

/** The panel's form: each colour with its picker, hex text and checks; fonts, corners, shadows; the preview. */
function SiteStyleForm({
  state,
  setState,
  onClose,
}: {
  state: Extract<State, { kind: 'editing' }>;
  setState: (state: State) => void;
  onClose: () => void;
}) {
  const base = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const { saved, draft, busy, problem, done } = state;
  const judged = judge(draft, saved.theme);
  const { theme, misses, unreadable, valid } = judged;
  const changed = hasChanges(judged, saved.theme);
  const edit = (next: Partial<Draft>) =>
    setState({ ...state, draft: { ...draft, ...next }, problem: undefined, done: undefined });
  const setColor = (name: ThemeColor, text: string) => edit({ texts: { ...draft.texts, [name]: text } });
  const failing = THEME_COLORS.filter((name) => unreadable.has(name) || misses.has(name));

  const save = async () => {
    setState({ ...state, busy: true, problem: undefined, done: undefined });
    const body: ThemeSaveRequest = { version: saved.version, theme, base: saved.theme };
    try {
      const answer = await getJson(themeUrl, siteStyleSchema, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      setState({
        kind: 'editing',
        saved: answer,
        draft: draftOf(answer.theme),
        done: 'Saved: every page takes the new style in a moment.',
      });
    } catch (error) {
      setState({ ...state, busy: false, problem: (error as Error).message });
    }
  };

  const select = <K extends 'font' | 'headingFont' | 'radius' | 'shadows'>(
    key: K,
    options: readonly Draft[K][],
    words: (value: Draft[K]) => string,
  ) => (
    <Field id={`${base}-${key}`} label={SETTING_WORDS[key].label} help={SETTING_WORDS[key].help}>
      {(describedBy) => (
        <select
          id={`${base}-${key}`}
          value={draft[key]}
          aria-describedby={describedBy}
          onChange={(event) => edit({ [key]: event.target.value } as Partial<Draft>)}
        >
          {options.map((value) => (
            <option key={value} value={value}>
              {words(value)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form
      className="editor-style-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && changed && !busy) void save();
      }}
    >
      <div className="editor-style-settings">
        <fieldset className="editor-style-colors">
          <legend>Colours</legend>
          {THEME_COLORS.map((name, i) => {
            const id = `${base}-${name}`;
            const miss = misses.get(name);
            const words = COLOR_WORDS[name];
            const problemOf = unreadable.has(name) ? (
              <p>Write the colour as # and six digits or letters a–f, such as #1a73e8.</p>
            ) : miss ? (
              <>
                <p>{missInWords(miss)}</p>
                {miss.passing ? (
                  <button
                    type="button"
                    className="editor-button"
                    onClick={() => setColor(name, miss.passing!)}
                    data-style-suggestion={name}
                  >
                    <span className="editor-style-chip" style={{ background: miss.passing }} aria-hidden />
                    Use {miss.passing}
                    <span className="editor-visually-hidden"> for {words.label}</span>
                  </button>
                ) : null}
              </>
            ) : undefined;
            return (
              <Field key={name} id={id} label={words.label} help={words.help} problem={problemOf}>
                {(describedBy) => (
                  <div className="editor-style-color">
                    <input
                      type="color"
                      value={theme.colors[name]}
                      aria-label={`${words.label}: pick a colour`}
                      onChange={(event) => setColor(name, event.target.value)}
                    />
                    <input
                      ref={i === 0 ? first : undefined}
                      id={id}
                      type="text"
                      value={draft.texts[name]}
                      spellCheck={false}
                      autoCapitalize="off"
                      autoComplete="off"
                      maxLength={9}
                      aria-invalid={unreadable.has(name) || misses.has(name) || undefined}
                      aria-describedby={describedBy}
                      onChange={(event) => setColor(name, event.target.value)}
                      data-style-color={name}
                    />
                  </div>
                )}
              </Field>
            );
          })}
        </fieldset>
        <fieldset className="editor-style-type">
          <legend>Type, corners and shadows</legend>
          {select('font', FONT_FAMILIES, (family) => family)}
          {select('headingFont', FONT_FAMILIES, (family) => family)}
          {select('radius', RADII, (radius) => RADIUS_WORDS[radius])}
          {select('shadows', SHADOWS, (shadows) => SHADOW_WORDS[shadows])}
        </fieldset>
      </div>
      <ThemeSpecimen theme={theme} />
      <div className="editor-style-footer">
        <p className="editor-style-status" role="status" data-style-status>
          {busy
            ? 'Saving…'
            : (done ??
              (failing.length > 0
                ? `Fix ${new Intl.ListFormat('en').format(failing.map((name) => COLOR_WORDS[name].label))} before saving: the text on ${failing.length === 1 ? 'it' : 'them'} must read for everyone.`
                : changed
                  ? 'The whole site takes this style once it is saved.'
                  : 'The style the site wears now.'))}
        </p>
        {problem ? (
          <p className="editor-field-problem" role="alert">
            Not saved: {problem}
          </p>
        ) : null}
        <div className="editor-dialog-actions">
          <button type="button" className="editor-button" onClick={onClose}>
            {changed ? 'Cancel' : 'Close'}
          </button>
          <button type="submit" className="editor-button editor-button-primary" disabled={!valid || !changed || busy}>
            {busy ? 'Saving…' : 'Save style'}
          </button>
        </div>
      </div>
    </form>
  );
}

/**
 * The header's Site style button and its panel (a modal `<dialog>`): the site's colours, fonts, corners
 * and shadows, checked and previewed as they change, saved into the site settings. Escape or Cancel
 * closes it, and focus goes back to the button; with changes not saved, they first ask whether to
 * discard them (Keep editing is the default).
 */
export function SiteStyleButton() {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  // A fresh form, read from the file, each time it opens.
  const [round, setRound] = useState(0);

  const show = async () => {
    setState({ kind: 'loading' });
    setRound((n) => n + 1);
    dialog.current?.showModal();
    try {
      const saved = await getJson(themeUrl, siteStyleSchema);
      setState({ kind: 'editing', saved, draft: draftOf(saved.theme) });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message });
    }
  };
  const close = () => dialog.current?.close();
  const changed = state.kind === 'editing' && hasChanges(judge(state.draft, state.saved.theme), state.saved.theme);
  // Closing with changes not saved asks first: the question shows in the panel, Keep editing focused.
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  const requestClose = () => (changed ? setAsking(true) : close());

  return (
    <>
      <button ref={button} type="button" className="editor-button" aria-haspopup="dialog" onClick={() => void show()}>
        Site style
      </button>
      <dialog
        ref={dialog}
        className="editor-dialog editor-style"
        aria-labelledby={headingId}
        onCancel={(event) => {
          if (!changed) return;
          event.preventDefault();
          setAsking(true);
        }}
        onClose={() => {
          setState({ kind: 'loading' });
          setAsking(false);
          button.current?.focus();
        }}
      >
        <h2 id={headingId}>Site style</h2>
        <p className="editor-style-intro">
          The colours, type, corners and shadows of every page. Each colour is checked so that the text on it reads for
          everyone.
        </p>
        {state.kind === 'editing' ? (
          <>
            <SiteStyleForm key={round} state={state} setState={setState} onClose={requestClose} />
            {asking ? (
              <div className="editor-style-discard" role="alertdialog" aria-labelledby={`${headingId}-discard`}>
                <p id={`${headingId}-discard`}>Discard your changes to the site style? They are not saved.</p>
                <div className="editor-dialog-actions">
                  <button type="button" className="editor-button editor-button-quiet" onClick={close}>
                    Discard changes
                  </button>
                  <button
                    type="button"
                    className="editor-button"
                    ref={keep}
                    onClick={() => {
                      setAsking(false);
                      dialog.current?.querySelector<HTMLInputElement>('input')?.focus();
                    }}
                  >
                    Keep editing
                  </button>
                </div>
              </div>
            ) : null}
          </>
        ) : state.kind === 'failed' ? (
          <>
            <p className="editor-field-problem" role="alert">
              The site style cannot be opened: {state.message}
            </p>
            <div className="editor-dialog-actions">
              <button type="button" className="editor-button" onClick={close}>
                Close
              </button>
            </div>
          </>
        ) : (
          <p role="status">Reading the site style…</p>
        )}
      </dialog>
    </>
  );
}
