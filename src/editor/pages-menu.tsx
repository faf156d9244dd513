import { type FormEvent, useId, useState } from 'react';
import { editorPath } from '../client/dev-server';
import { type EditorContext, getJson, newPageUrl } from './client';
import { confirmLeave, goTo, leaveTo } from './leave-guard';

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

/**
 * A new page: a folder and a file name, its title and description. The file is created with
 * `definePage`, in its folder's menus when the folder is a group, and opened in the editor.
 */
export function NewPageForm({
  folder: startFolder = '',
  name: startName = '',
  context,
}: {
  folder?: string;
  name?: string;
  context: EditorContext;
}) {
  const ids = { folder: useId(), name: useId(), title: useId(), description: useId() };
  const [folder, setFolder] = useState(startFolder);
  const [name, setName] = useState(startName);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!(await confirmLeave())) return;
    try {
      const created = await getJson<{ path: string }>(newPageUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ folder, name, title, description }),
      });
      goTo(editorPath(created.path));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <form className="editor-new-page" onSubmit={(event) => void submit(event)}>
      <h2>New page</h2>
      <label htmlFor={ids.folder}>Folder</label>
      <select id={ids.folder} value={folder} onChange={(event) => setFolder(event.target.value)}>
        {context.folders.map((entry) => (
          <option key={entry.folder} value={entry.folder}>
            pages-data/{entry.folder ? `${entry.folder}/` : ''}
            {entry.group ? ' (in its menu)' : ''}
          </option>
        ))}
      </select>
      <label htmlFor={ids.name}>File name (the last part of the address)</label>
      <input
        id={ids.name}
        value={name}
        required
        pattern="[a-z0-9][a-z0-9\-]*"
        onChange={(e) => setName(e.target.value)}
      />
      <label htmlFor={ids.title}>Title</label>
      <input id={ids.title} value={title} required maxLength={70} onChange={(e) => setTitle(e.target.value)} />
      <label htmlFor={ids.description}>Description (for search results)</label>
      <textarea
        id={ids.description}
        value={description}
        required
        maxLength={170}
        onChange={(e) => setDescription(e.target.value)}
      />
      {error ? (
        <p className="editor-field-problem" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="editor-button">
        Create the page
      </button>
    </form>
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
