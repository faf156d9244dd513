import type { ReactNode } from 'react';
import { knownSession, signInPath, signOutUrl, TOKEN_HEADER } from './client';

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
    <p className="editor-signed-in" data-editor-signed-in>
      <span title={person.email}>
        {person.name} · {ROLE_NAMES[person.role]}
      </span>{' '}
      <button type="button" className="editor-button" onClick={() => void signOut()}>
        Sign out
      </button>
    </p>
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
