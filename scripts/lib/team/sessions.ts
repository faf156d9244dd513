// Signed-in sessions of `npm run editor:serve`, kept in the server's memory: a random id in a cookie,
// ended by sign-out, by being idle too long, by its lifetime, and at once when its account is removed,
// its role changes or its password is reset.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { newSessionToken } from '../editor/session';
import type { Account } from './accounts';
import type { Role } from './roles';

export interface Session {
  id: string;
  email: string;
  role: Role;
  /** The editor key of this session (`X-Editor-Token`): every change it asks for carries it. */
  token: string;
  created: number;
  seen: number;
}

export interface SessionLimits {
  /** Ended after this long without a request. */
  idleMs: number;
  /** Ended this long after sign-in, however busy. */
  lifetimeMs: number;
}

export const DEFAULT_LIMITS: SessionLimits = { idleMs: 2 * 3600_000, lifetimeMs: 12 * 3600_000 };

/** The cookie's name: with `__Host-` behind https, so that only this host with Secure and Path=/ may set it. */
export const cookieName = (secure: boolean) => (secure ? '__Host-editor-session' : 'editor-session');

export class Sessions {
  private readonly byId = new Map<string, Session>();

  constructor(
    readonly limits: SessionLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session for `account`: a new id, never one the browser had before sign-in. */
  start(account: Pick<Account, 'email' | 'role'>): Session {
    const at = this.now();
    const session: Session = {
      id: randomBytes(32).toString('base64url'),
      email: account.email,
      role: account.role,
      token: newSessionToken(),
      created: at,
      seen: at,
    };
    this.byId.set(session.id, session);
    return session;
  }

  /**
   * The live session `id` names, its last use now; undefined (and ended) when it is idle too long, past
   * its lifetime, or its account is gone, has another role, or changed its password since it began.
   */
  get(id: string | undefined, accountOf: (email: string) => Account | undefined): Session | undefined {
    if (!id) return undefined;
    const session = this.byId.get(id);
    if (!session) return undefined;
    const at = this.now();
    const account = accountOf(session.email);
    if (
      at - session.seen > this.limits.idleMs ||
      at - session.created > this.limits.lifetimeMs ||
      !account ||
      account.role !== session.role ||
      account.since > session.created
    ) {
      this.byId.delete(id);
      return undefined;
    }
    session.seen = at;
    return session;
  }

  end(id: string | undefined): void {
    if (id) this.byId.delete(id);
  }

  /** Ends every session whose account `keep` no longer accepts (removed, another role, reset). */
  prune(accountOf: (email: string) => Account | undefined): void {
    for (const session of [...this.byId.values()]) this.get(session.id, accountOf);
  }

  get size(): number {
    return this.byId.size;
  }
}

/** The cookie `name`'s value in a request's headers. */
export function cookieValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  for (const part of (headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie header of a session: HttpOnly, SameSite=Lax, Path=/, and Secure behind https. */
export function sessionCookie(name: string, id: string, secure: boolean, maxAgeMs: number): string {
  return [
    `${name}=${id}`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie header that removes it. */
export const clearedCookie = (name: string, secure: boolean) =>
  [`${name}=`, 'HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join('; ');
