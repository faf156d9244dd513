import { useEffect, useId, useRef } from 'react';
import { editorPath } from '../client/dev-server';
import type { EditorContext } from './client';
import { leaveTo } from './leave-guard';
import { NewPageForm } from './new-page';

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
