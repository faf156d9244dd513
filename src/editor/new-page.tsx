import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { editorPath } from '../client/dev-server';
import { addressOf, fieldMessages, fileNameFrom, madePageAnswerSchema, newPageIn, type NewPageRequest } from './api';
import { type EditorContext, getJson, newPageUrl } from './client';
import { confirmLeave, goTo } from './leave-guard';

type FieldName = 'title' | 'name' | 'folder' | 'description';
const ORDER: FieldName[] = ['title', 'name', 'folder', 'description'];

/** A label, its control, and what is wrong with the value right below it, named by the control. */
function Row({
  id,
  label,
  hint,
  problem,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  problem?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [problem ? `${id}-problem` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="editor-new-page-row">
      <label htmlFor={id}>{label}</label>
      {children(describedBy || undefined)}
      {hint ? (
        <p className="editor-new-page-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p className="editor-field-problem" id={`${id}-problem`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A new page: its title first, then the file name made from it (editable), with the address it will
 * have, the folder (one the editor offers) and the description. Checked with the schema the endpoint
 * parses the request with, each message under its field; the file is created and opened in the editor.
 */
export function NewPageForm({
  folder: startFolder = '',
  name: startName = '',
  context,
  onCancel,
  headingId: headingIdGiven,
}: {
  /** The id of the form's heading, which names the dialog around it. */
  headingId?: string;
  folder?: string;
  name?: string;
  context: EditorContext;
  /** Shown as a Cancel button when given (in the dialog). */
  onCancel?: () => void;
}) {
  const base = useId();
  const headingId = headingIdGiven ?? `${base}-heading`;
  const ids: Record<FieldName, string> = {
    title: `${base}-title`,
    name: `${base}-name`,
    folder: `${base}-folder`,
    description: `${base}-description`,
  };
  const form = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState('');
  const [name, setName] = useState(startName);
  // The file name follows the title until it is edited by hand.
  const [nameEdited, setNameEdited] = useState(startName !== '');
  const [folder, setFolder] = useState(startFolder);
  const [description, setDescription] = useState('');
  // Checked from the first Create on, then as each value changes.
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const chosen = context.folders.find((entry) => entry.folder === folder) ?? context.folders[0];
  const address = chosen ? addressOf(chosen, name || '…') : undefined;
  const taken = context.pages.find((page) => page.path === address);
  const body: NewPageRequest = { folder, name, title, description };

  const check = (): Map<string, string> => {
    const parsed = newPageIn(context.folders).safeParse(body);
    const found = parsed.success ? new Map<string, string>() : fieldMessages(parsed.error);
    if (taken && !found.has('name')) {
      found.set('name', `${taken.path} is already a page (${taken.file}): choose another file name.`);
    }
    return found;
  };
  const problems = submitted ? check() : new Map<string, string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const found = check();
    setSubmitted(true);
    const first = ORDER.find((field) => found.has(field));
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[first])}`)?.focus();
      return;
    }
    // Unsaved edits of the open page: leaving to the new page asks first, and Stay creates nothing.
    if (!(await confirmLeave())) return;
    setBusy(true);
    try {
      const created = await getJson(newPageUrl, madePageAnswerSchema, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      goTo(editorPath(created.path));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      className="editor-new-page"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={headingId}>New page</h2>
      <Row
        id={ids.title}
        label="Title"
        hint="Shown in the browser tab and in search results."
        problem={problems.get('title')}
      >
        {(describedBy) => (
          <input
            id={ids.title}
            value={title}
            autoFocus
            aria-invalid={problems.has('title') || undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setTitle(event.target.value);
              if (!nameEdited) setName(fileNameFrom(event.target.value));
            }}
          />
        )}
      </Row>
      <Row
        id={ids.name}
        label="File name"
        hint={address ? <span data-editor-new-address>Address: {address}</span> : undefined}
        problem={
          problems.get('name') ?? (taken ? `${taken.path} is already a page: choose another file name.` : undefined)
        }
      >
        {(describedBy) => (
          <input
            id={ids.name}
            value={name}
            spellCheck={false}
            autoCapitalize="off"
            aria-invalid={problems.has('name') || taken !== undefined || undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setName(event.target.value);
              setNameEdited(event.target.value !== '');
            }}
          />
        )}
      </Row>
      <Row id={ids.folder} label="Folder" problem={problems.get('folder')}>
        {(describedBy) => (
          <select
            id={ids.folder}
            value={chosen?.folder ?? ''}
            aria-invalid={problems.has('folder') || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setFolder(event.target.value)}
          >
            {context.folders.map((entry) => (
              <option key={entry.folder} value={entry.folder}>
                {entry.label}
              </option>
            ))}
          </select>
        )}
      </Row>
      <Row
        id={ids.description}
        label="Description"
        hint="One or two sentences that search results show under the title."
        problem={problems.get('description')}
      >
        {(describedBy) => (
          <textarea
            id={ids.description}
            value={description}
            rows={3}
            aria-invalid={problems.has('description') || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </Row>
      {failure || problems.has('') ? (
        <p className="editor-field-problem" role="alert">
          Not created: {failure ?? problems.get('')}
        </p>
      ) : null}
      <div className="editor-new-page-actions">
        {onCancel ? (
          <button type="button" className="editor-button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="editor-button editor-button-primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create page'}
        </button>
      </div>
    </form>
  );
}

/**
 * The header's New page button and its dialog (a modal `<dialog>`, over the whole editor): Escape or
 * Cancel closes it, and focus goes back to the button.
 */
export function NewPageButton({ context }: { context: EditorContext }) {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // A fresh form each time it opens.
  const [round, setRound] = useState(0);
  const show = () => {
    setRound((n) => n + 1);
    setOpen(true);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  return (
    <>
      <button ref={button} type="button" className="editor-button" aria-haspopup="dialog" onClick={show}>
        New page
      </button>
      <dialog
        ref={dialog}
        className="editor-dialog"
        aria-labelledby={headingId}
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
      >
        {open ? <NewPageForm key={round} context={context} onCancel={close} headingId={headingId} /> : null}
      </dialog>
    </>
  );
}
