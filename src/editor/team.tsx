import { z } from 'zod';
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
      {person.role === 'admin' ? (
        <>
          <PeopleButton />
          <AuditLogButton />
        </>
      ) : null}
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
const auditEntrySchema = z.object({
  time: z.string(),
  person: z.string(),
  address: z.string(),
  action: z.string(),
  page: z.string().optional(),
  words: z.string(),
});
type AuditEntry = z.infer<typeof auditEntrySchema>;
const auditAnswerSchema = z.object({ entries: z.array(auditEntrySchema) });

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
      const { entries } = await getJson(`${auditUrl}?${query}`, auditAnswerSchema);
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

/** An account as an admin sees it (`GET /__auth/accounts`). */
const personSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(['author', 'publisher', 'admin']),
  credential: z.string(),
});
type Person = z.infer<typeof personSchema>;
const accountsAnswerSchema = z.object({ accounts: z.array(personSchema), link: z.string().optional() });

const accountsUrl = '/__auth/accounts';
const ROLES = ['author', 'publisher', 'admin'] as const;

/** An admin's People: the accounts, each role changed, a password reset or the account removed; a person added. */
function PeopleButton() {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [people, setPeople] = useState<Person[]>([]);
  const [said, setSaid] = useState<{ problem?: string; link?: string }>({});
  const [adding, setAdding] = useState({ email: '', name: '', role: 'author' as Person['role'] });
  const me = knownSession()?.person?.email;
  const change = async (body: Record<string, string>) => {
    try {
      const answer = await getJson(accountsUrl, accountsAnswerSchema, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      setPeople(answer.accounts);
      setSaid({ link: answer.link });
      return true;
    } catch (error) {
      setSaid({ problem: (error as Error).message });
      return false;
    }
  };
  const show = async () => {
    dialog.current?.showModal();
    setSaid({});
    try {
      setPeople((await getJson(accountsUrl, accountsAnswerSchema)).accounts);
    } catch (error) {
      setSaid({ problem: (error as Error).message });
    }
  };
  return (
    <>
      <button type="button" className="editor-button" aria-haspopup="dialog" onClick={() => void show()}>
        People
      </button>
      <dialog ref={dialog} className="editor-dialog editor-audit" aria-labelledby={headingId}>
        <h2 id={headingId}>People</h2>
        {said.problem ? (
          <p className="editor-field-problem" role="alert">
            {said.problem}
          </p>
        ) : null}
        {said.link ? (
          <p role="status">
            Send this one-time sign-in link (it works once, for 24 hours): <code>{said.link}</code>
          </p>
        ) : null}
        <ul className="editor-audit-list" data-editor-people>
          {people.map((each) => (
            <li key={each.email}>
              {each.name} ({each.email}), {each.credential}{' '}
              {each.email === me ? (
                <span>(you: {each.role})</span>
              ) : (
                <>
                  <select
                    aria-label={`Role of ${each.name}`}
                    value={each.role}
                    onChange={(event) => void change({ action: 'role', email: each.email, role: event.target.value })}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>{' '}
                  <button
                    type="button"
                    className="editor-button"
                    onClick={() => void change({ action: 'reset', email: each.email })}
                  >
                    New sign-in link
                  </button>{' '}
                  <button
                    type="button"
                    className="editor-button"
                    onClick={() => {
                      if (window.confirm(`Remove ${each.name}? Their sessions end at once.`)) {
                        void change({ action: 'remove', email: each.email });
                      }
                    }}
                  >
                    Remove
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
        <form
          className="editor-audit-filter"
          onSubmit={(event) => {
            event.preventDefault();
            void change({ action: 'add', ...adding }).then(
              (done) => done && setAdding({ email: '', name: '', role: 'author' }),
            );
          }}
        >
          <label>
            Email{' '}
            <input
              type="email"
              required
              value={adding.email}
              onChange={(event) => setAdding({ ...adding, email: event.target.value })}
            />
          </label>
          <label>
            Name <input value={adding.name} onChange={(event) => setAdding({ ...adding, name: event.target.value })} />
          </label>
          <label>
            Role{' '}
            <select
              value={adding.role}
              onChange={(event) => setAdding({ ...adding, role: event.target.value as Person['role'] })}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="editor-button">
            Add
          </button>
        </form>
        <div className="editor-dialog-actions">
          <button type="button" className="editor-button" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
