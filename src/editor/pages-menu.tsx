import { useEffect, useId, useRef, useState } from 'react';
import { editorPath } from '../client/dev-server';
import { defaultPathOf, languageOfPath, pathIn } from '../ui/language-paths';
import { madePageAnswerSchema, type TranslateRequest } from './api';
import { type EditorContext, getJson, translateUrl } from './client';
import { leaveTo } from './leave-guard';
import { NewPageForm } from './new-page';
import { useModal } from './question-dialog';

/**
 * Set when the switcher opened another page in place, until the marketer's next key or click: the next
 * page's switcher takes the focus back (each time the editor draws it anew while it sets up), so that a
 * keyboard user goes on from where they were.
 */
let refocus = false;

function refocusUntilInput(): void {
  refocus = true;
  const done = new AbortController();
  const stop = () => {
    refocus = false;
    done.abort();
  };
  for (const type of ['keydown', 'pointerdown'] as const) {
    window.addEventListener(type, stop, { capture: true, signal: done.signal });
  }
}

/** Jumps to another page's editor. */
export function PageSwitcher({ path, context }: { path: string; context: EditorContext }) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (refocus) select.current?.focus();
  }, []);
  const choose = async (next: string) => {
    if (await leaveTo(editorPath(next))) refocusUntilInput();
  };
  return (
    <span className="editor-switcher">
      <label htmlFor={id}>Page</label>
      <select ref={select} id={id} value={path} onChange={(event) => void choose(event.target.value)}>
        {context.pages.some((page) => page.path === path) ? null : <option value={path}>{path}</option>}
        {context.pages.map((page) => (
          <option key={page.path} value={page.path}>
            {page.path}
            {page.title ? ` — ${page.title}` : ''}
          </option>
        ))}
      </select>
    </span>
  );
}

/** An editor address with no page behind it: say so, and offer to create it or open another. */
export function NoPage({ path, message, context }: { path: string; message: string; context: EditorContext }) {
  const parts = path.split('/').filter(Boolean);
  const name = parts.pop() ?? '';
  const folder = parts.join('/');
  return (
    <main className="editor-no-page">
      <h1>No page at {path}</h1>
      <p>{message}</p>
      <PageSwitcher path={path} context={context} />
      <NewPageForm
        folder={context.folders.some((f) => f.folder === folder) ? folder : ''}
        name={name}
        context={context}
      />
    </main>
  );
}

/**
 * The page in the site's other languages: a button that opens its translation, or, on a page of the
 * default language with none yet, "Translate into Deutsch", which copies the page into the language's
 * folder and opens the copy (`POST /__editor/translate`).
 */
export function LanguageSwitch({ path, file, context }: { path: string; file: string; context: EditorContext }) {
  const [state, setState] = useState<{ busy?: boolean; error?: string }>({});
  // The language a copy is asked for: the question shows first, the copy is made only on its answer.
  const [asking, setAsking] = useState<{ code: string; name: string; path: string }>();
  const question = useModal(asking !== undefined);
  const languages = context.languages ?? [];
  if (languages.length < 2) return null;
  const here = languageOfPath(path, languages);
  const original = defaultPathOf(path, here);
  const translate = async (code: string) => {
    setAsking(undefined);
    setState({ busy: true });
    try {
      const made = await getJson(translateUrl, madePageAnswerSchema, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ file, language: code } satisfies TranslateRequest),
      });
      setState({});
      await leaveTo(editorPath(made.path));
    } catch (error) {
      setState({ error: (error as Error).message });
    }
  };
  return (
    <span className="editor-languages" role="group" aria-label="Languages">
      {languages
        .filter((language) => language !== here)
        .map((language) => {
          const target = pathIn(original, language);
          if (context.pages.some((page) => page.path === target)) {
            return (
              <button
                key={language.code}
                type="button"
                className="editor-button"
                onClick={() => void leaveTo(editorPath(target))}
              >
                Open in {language.name}
              </button>
            );
          }
          // A translation with no page in another language to open: nothing to offer.
          if (here.prefix) return null;
          return (
            <button
              key={language.code}
              type="button"
              className="editor-button"
              disabled={state.busy}
              onClick={() => setAsking({ code: language.code, name: language.name, path: target })}
            >
              Translate into {language.name}
            </button>
          );
        })}
      <dialog
        ref={question}
        className="editor-dialog"
        aria-labelledby="editor-translate-title"
        onCancel={(event) => {
          event.preventDefault();
          setAsking(undefined);
        }}
      >
        <h2 id="editor-translate-title">Translate into {asking?.name}?</h2>
        <p>
          This makes the {asking?.name} page {asking?.path}: a copy of this page whose texts you then write in{' '}
          {asking?.name}. Until you do, it shows this page’s words. Its links lead to the {asking?.name} pages where
          there are some.
        </p>
        <div className="editor-dialog-actions">
          <button type="button" className="editor-button" autoFocus onClick={() => setAsking(undefined)}>
            Cancel
          </button>
          <button
            type="button"
            className="editor-button editor-button-primary"
            onClick={() => asking && void translate(asking.code)}
          >
            Make the {asking?.name} page
          </button>
        </div>
      </dialog>
      {state.error ? (
        <span className="editor-field-problem" role="alert">
          {state.error}
        </span>
      ) : null}
    </span>
  );
}
