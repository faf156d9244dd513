import { type ReactNode, useId, useRef, useState } from 'react';
import { getJson, knownSession, signInPath, signOutUrl, TOKEN_HEADER } from './client';

// A team's editor (`npm run editor:serve`): who is signed in, Sign out, and what their role cannot do in
// place of its button, with why. Under `npm run edit` (no sign-in) none of it shows.

const ROLE_NAMES = { author: 'Author', publisher: 'Publisher', admin: 'Admin' } as const;

async function signOut(): Promise<void> {
  const token = knownSession()?.token ?? '';
  await fetch(signOutUrl, { method: 'POST', headers: { [TOKEN_HEADER]: token }, redirect: 'manual' }).catch(
    () => undefined,
  );
  window.location.assign(signInPath);
}

/** The header's "Mara Lind · Author" and Sign out. */
export function SignedIn() {
  const person = knownSession()?.person;
  if (!person) return null;
  return (
    <div className="editor-signed-in" data-editor-signed-in>
      <span title={person.email}>
        {person.name} · {ROLE_NAMES[person.role]}
      </span>{' '}
      {person.role === 'admin' ? <AuditLogButton /> : null}
      <button type="button" className="editor-button" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}

/** `children` when the signed-in role may do `what` (`publish`, `theme`), else why not in words. */
export function Allowed({ what, children }: { what: string; children: ReactNode }) {
  const why = knownSession()?.cannot?.[what];
  if (!why) return children;
  return (
    <p className="editor-role-note" data-editor-role-note={what}>
      {why}
    </p>
  );
}

/** One line of the audit log (`scripts/lib/team/audit.ts`). */
interface AuditEntry {
  time: string;
  person: string;
  address: string;
  action: string;
  page?: string;
  words: string;
}

const auditUrl = '/__auth/audit';

/** An admin's Audit log: who did what, newest first, filtered by person and by page. */
function AuditLogButton() {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [person, setPerson] = useState('');
  const [page, setPage] = useState('');
  const [state, setState] = useState<{ entries?: AuditEntry[]; problem?: string }>({});
  const load = async (who: string, where: string) => {
    const query = new URLSearchParams({ ...(who ? { person: who } : {}), ...(where ? { page: where } : {}) });
    try {
      const { entries } = await getJson<{ entries: AuditEntry[] }>(`${auditUrl}?${query}`);
      setState({ entries: entries.reverse() });
    } catch (error) {
      setState({ problem: (error as Error).message });
    }
  };
  const show = () => {
    dialog.current?.showModal();
    void load(person, page);
  };
  return (
    <>
      <button type="button" className="editor-button" aria-haspopup="dialog" onClick={show}>
        Audit log
      </button>
      <dialog ref={dialog} className="editor-dialog editor-audit" aria-labelledby={headingId}>
        <h2 id={headingId}>Audit log</h2>
        <form
          className="editor-audit-filter"
          onSubmit={(event) => {
            event.preventDefault();
            void load(person, page);
          }}
        >
          <label>
            Person (e-mail) <input type="email" value={person} onChange={(event) => setPerson(event.target.value)} />
          </label>
          <label>
            Page (address){' '}
            <input value={page} placeholder="/pricing" onChange={(event) => setPage(event.target.value)} />
          </label>
          <button type="submit" className="editor-button">
            Show
          </button>
        </form>
        {state.problem ? (
          <p className="editor-field-problem" role="alert">
            {state.problem}
          </p>
        ) : state.entries?.length === 0 ? (
          <p role="status">Nothing recorded for that.</p>
        ) : (
          <ul className="editor-audit-list" data-editor-audit>
            {state.entries?.map((entry, index) => (
              <li key={index}>
                <time dateTime={entry.time}>{new Date(entry.time).toLocaleString()}</time> {entry.words}{' '}
                <span className="editor-audit-from">({entry.address})</span>
              </li>
            ))}
          </ul>
        )}
        <div className="editor-dialog-actions">
          <button type="button" className="editor-button" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
