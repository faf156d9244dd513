import { useId } from 'react';
import { editorPath } from '../client/dev-server';
import type { EditorContext } from './client';
import { leaveTo } from './leave-guard';
import { NewPageForm } from './new-page';

/** Jumps to another page's editor. */
export function PageSwitcher({ path, context }: { path: string; context: EditorContext }) {
  const id = useId();
  return (
    <span className="editor-switcher">
      <label htmlFor={id}>Page</label>
      <select id={id} value={path} onChange={(event) => void leaveTo(editorPath(event.target.value))}>
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
