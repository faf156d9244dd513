// The gate of `npm run editor:serve`: it owns every request and websocket upgrade of the team's editor,
// answers the sign-in page and `/__auth/*` itself, and hands on only a signed-in request (to the
// development server), marked with who sent it (`request.ts`). Unsigned, a page load is sent to the
// sign-in page and anything else gets 401: nothing of the editor, the site or the project answers.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stat } from 'node:fs/promises';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import {
  type Account,
  accountOfLink,
  emailKey,
  emailProblem,
  nameFromEmail,
  newSignInLink,
  findAccount,
  hashPassword,
  passwordProblem,
  readAccounts,
  verifyPassword,
  writeAccounts,
} from './accounts';
import type { AuditLog } from './audit';
import { atLeast, isRole } from './roles';
import { clearedCookie, cookieName, cookieValue, type Session, sessionCookie, type Sessions } from './sessions';
import { markTeamRequest, type TeamRequest } from './request';
import { OIDC_CALLBACK, OIDC_START, type OidcSignIn } from './oidc';
import type { Drafts } from './drafts';
import { answerDrafts, DRAFTS_API, mayWrite } from './draft-routes';

export const SIGN_IN_PATH = '/_edit/sign-in';
export const SIGN_IN_POST = '/__auth/sign-in';
export const SIGN_OUT_POST = '/__auth/sign-out';
export const LINK_POST = '/__auth/link';
export const AUDIT_GET = '/__auth/audit';
export const ACCOUNTS_URL = '/__auth/accounts';

/** Sign-in attempts allowed in a window, per account (as typed) and per address; successful ones are not counted. */
export interface SignInLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 };

export interface GateOptions {
  accountsFile: string;
  /** The address people use: its origin is the only one a change may come from; https makes the cookie Secure. */
  baseUrl: URL;
  sessions: Sessions;
  audit: AuditLog;
  /** Behind a reverse proxy on this computer: the address is the last one of `X-Forwarded-For`. */
  trustProxy?: boolean;
  limits?: SignInLimits;
  /** Sign-in with the company's identity provider too (`oidc.ts`). */
  oidc?: OidcSignIn;
  /** Each person's saves go into a draft of their own (`drafts.ts`); without, into the one shared copy. */
  drafts?: Drafts;
  /** The site's time zone, which a scheduled publish is given in. */
  timeZone?: string;
  log?: (text: string) => void;
}

/** A wait in words: "14 minutes", "1 minute", "40 seconds". */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The same words for an unknown account and a wrong password: no answer tells whether an account exists. */
export const WRONG_SIGN_IN = 'The email or the password is not right. Check both and sign in again.';
export const tooManyInWords = (ms: number) =>
  `Too many attempts to sign in. Try again in ${waitInWords(ms)}, or ask an admin to reset your password.`;

/** Limits sign-in attempts per account and per address (`rate-limiter-flexible`, in memory); a success is not counted. */
export class SignInLimiter {
  private readonly byAccount: RateLimiterMemory;
  private readonly byAddress: RateLimiterMemory;

  constructor(readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
    this.byAccount = new RateLimiterMemory({
      keyPrefix: 'account',
      points: limits.perAccount,
      duration: limits.windowSeconds,
    });
    this.byAddress = new RateLimiterMemory({
      keyPrefix: 'address',
      points: limits.perAddress,
      duration: limits.windowSeconds,
    });
  }

  /**
   * Counts an attempt to sign in as `email` from `address` before its password is checked (so that
   * attempts sent at once are counted too): how long until it may try again, or 0 when it may now.
   */
  async attempt(email: string, address: string): Promise<number> {
    const counted = await Promise.allSettled([
      this.byAccount.consume(emailKey(email)),
      this.byAddress.consume(address),
    ]);
    let wait = 0;
    for (const result of counted) {
      if (result.status === 'fulfilled') continue;
      const refused = result.reason as RateLimiterRes | Error;
      if (refused instanceof Error) throw refused;
      wait = Math.max(wait, refused.msBeforeNext);
    }
    return wait;
  }

  /** A successful sign-in clears the account's count, and gives back the address its attempt. */
  async succeeded(email: string, address: string): Promise<void> {
    await Promise.all([this.byAccount.delete(emailKey(email)), this.byAddress.reward(address, 1)]);
  }
}

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2328}',
  'main{max-width:22rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0002}',
  'h1{font-size:1.4rem;margin:0 0 1rem}label{display:block;margin:1rem 0 .25rem;font-weight:600}',
  'input{box-sizing:border-box;width:100%;padding:.5rem;font:inherit;border:1px solid #8c959f;border-radius:.25rem}',
  'button{margin-top:1.5rem;padding:.5rem 1.25rem;font:inherit;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:.25rem}',
  '[role=alert]{color:#a40e26;font-weight:600}',
  '.other{display:block;margin-top:1.5rem;padding-top:1rem;border-top:1px solid #d0d7de;color:#0b5cad;font-weight:600}',
].join('');

/** The sign-in page's policy: nothing but its own inline style, and forms posted to this origin only. */
export const SIGN_IN_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sign-in page: no content of the site, only the form (or, with a sign-in link, the new password's). */
export function signInPage(options: {
  message?: string;
  next?: string;
  email?: string;
  link?: string;
  /** The identity provider's button, when one is configured: its words. */
  oidc?: string;
}): string {
  const alert = options.message ? `<p role="alert">${escapeHtml(options.message)}</p>` : '';
  const form = options.link
    ? `<h1>Choose your password</h1>${alert}<form method="post" action="${LINK_POST}">` +
      `<input type="hidden" name="link" value="${escapeHtml(options.link)}">` +
      `<label for="password">New password</label>` +
      `<input id="password" name="password" type="password" autocomplete="new-password" required minlength="12">` +
      `<button type="submit">Set password and sign in</button></form>`
    : `<h1>Sign in to the editor</h1>${alert}<form method="post" action="${SIGN_IN_POST}">` +
      `<input type="hidden" name="next" value="${escapeHtml(options.next ?? '/_edit/')}">` +
      `<label for="email">Email</label>` +
      `<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}">` +
      `<label for="password">Password</label>` +
      `<input id="password" name="password" type="password" autocomplete="current-password" required>` +
      `<button type="submit">Sign in</button></form>` +
      (options.oidc
        ? `<a class="other" href="${OIDC_START}?next=${encodeURIComponent(options.next ?? '/_edit/')}">${escapeHtml(options.oidc)}</a>`
        : '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Sign in · Editor</title><style>${STYLE}</style></head><body><main>${form}</main></body></html>`;
}

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

function sendPage(res: ServerResponse, status: number, html: string, headers: Record<string, string | string[]> = {}) {
  res.writeHead(status, {
    ...NO_STORE,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': SIGN_IN_CSP,
    'X-Frame-Options': 'DENY',
    // Not no-referrer: the browser would then send its form with `Origin: null`, which the gate refuses.
    'Referrer-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...headers,
  });
  res.end(html);
}

function sendText(res: ServerResponse, status: number, text: string, json: boolean) {
  res.writeHead(status, {
    ...NO_STORE,
    'Content-Type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
  });
  res.end(json ? JSON.stringify({ error: text }) : `${text}\n`);
}

const redirect = (res: ServerResponse, to: string, headers: Record<string, string | string[]> = {}) => {
  res.writeHead(303, { ...NO_STORE, Location: to, ...headers });
  res.end();
};

/** A form's fields (`application/x-www-form-urlencoded`), at most 16 KB. */
async function formOf(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  if ((req.headers['content-type'] ?? '').split(';')[0]!.trim() !== 'application/x-www-form-urlencoded') {
    return undefined;
  }
  let text = '';
  for await (const chunk of req as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > 16 * 1024) return undefined;
  }
  return new URLSearchParams(text);
}

/** A JSON body of at most 16 KB, or undefined. */
async function jsonOf(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  if ((req.headers['content-type'] ?? '').split(';')[0]!.trim() !== 'application/json') return undefined;
  let text = '';
  for await (const chunk of req as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > 16 * 1024) return undefined;
  }
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { ...NO_STORE, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Where to go after signing in: an address of this server only (`/_edit/pricing`), never another site's. */
const nextPath = (next: string | null | undefined) =>
  next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && !next.startsWith(SIGN_IN_PATH)
    ? next
    : '/_edit/';

/** True for a browser's page load (an address typed in, a link followed), which is sent to sign in. */
const isPageLoad = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');

export class Gate {
  private readonly secure: boolean;
  private readonly cookie: string;
  private readonly limiter: SignInLimiter;
  private loaded: { key: string; accounts: Promise<Account[]> } | undefined;
  /** People signed in through the identity provider and in no account file, with the role it gave them. */
  private readonly viaProvider = new Map<string, Account>();
  private readonly oidcLabel: string | undefined;

  constructor(readonly options: GateOptions) {
    this.secure = options.baseUrl.protocol === 'https:';
    this.cookie = cookieName(this.secure);
    this.limiter = new SignInLimiter(options.limits);
    this.oidcLabel = options.oidc && (options.oidc.settings.label ?? 'Sign in with your company account');
  }

  /** The account of `email`: the file's, else the one the identity provider gave at sign-in. */
  private accountOf(accounts: readonly Account[], email: string): Account | undefined {
    return findAccount(accounts, email) ?? this.viaProvider.get(email);
  }

  /** The accounts as the file has them now: read again whenever it changed (an account removed ends its sessions). */
  async accounts(): Promise<Account[]> {
    const stats = await stat(this.options.accountsFile).catch(() => undefined);
    const key = stats ? `${stats.ino}:${stats.mtimeMs}:${stats.size}` : 'none';
    if (this.loaded?.key !== key) {
      const accounts = readAccounts(this.options.accountsFile);
      this.loaded = { key, accounts };
      accounts.then(
        (list) => this.options.sessions.prune((email) => this.accountOf(list, email)),
        () => (this.loaded = undefined),
      );
    }
    return this.loaded.accounts;
  }

  /** The address a request came from: behind a trusted proxy, the one the proxy names last. */
  addressOf(req: IncomingMessage): string {
    const forwarded = req.headers['x-forwarded-for'];
    if (this.options.trustProxy && typeof forwarded === 'string') {
      const last = forwarded.split(',').at(-1)?.trim();
      if (last) return last;
    }
    return req.socket.remoteAddress ?? 'unknown';
  }

  /** The request's live session and its account. */
  async sessionOf(req: IncomingMessage): Promise<{ session: Session; account: Account } | undefined> {
    const id = cookieValue(req.headers, this.cookie);
    if (!id) return undefined;
    const accounts = await this.accounts();
    const session = this.options.sessions.get(id, (email) => this.accountOf(accounts, email));
    const account = session && this.accountOf(accounts, session.email);
    return session && account ? { session, account } : undefined;
  }

  /** True when a websocket upgrade (the hot reload) comes from a signed-in page of this origin. */
  async allowsUpgrade(req: IncomingMessage): Promise<boolean> {
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== this.options.baseUrl.origin) return false;
    return (await this.sessionOf(req).catch(() => undefined)) !== undefined;
  }

  private record(req: IncomingMessage, person: string, action: string, words: string, page?: string) {
    void this.options.audit.record(
      { person, address: this.addressOf(req), action, words, ...(page ? { page } : {}) },
      (error) => this.options.log?.(`The audit log could not be written: ${String(error)}`),
    );
  }

  /** A change of `/__auth/*` must come from this origin's own page (a form elsewhere cannot sign anyone in or out). */
  private foreign(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (origin !== undefined) return origin !== this.options.baseUrl.origin;
    const site = req.headers['sec-fetch-site'];
    return site !== undefined && site !== 'same-origin';
  }

  private signedIn(
    req: IncomingMessage,
    res: ServerResponse,
    account: Account,
    old: string | undefined,
    next: string,
    via?: string,
  ) {
    // A new id at each sign-in: an id someone planted before it is worth nothing after.
    this.options.sessions.end(old);
    const session = this.options.sessions.start(account);
    this.record(req, account.email, 'sign-in', `${account.name} signed in${via ? ` with ${via}` : ''}`);
    const cookie = sessionCookie(this.cookie, session.id, this.secure, this.options.sessions.limits.lifetimeMs);
    const set = res.getHeader('Set-Cookie');
    redirect(res, nextPath(next), { 'Set-Cookie': set ? [String(set), cookie] : cookie });
  }

  private async signIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await formOf(req);
    if (!form) return sendPage(res, 400, signInPage({ message: 'Sign in with the form below.' }));
    const email = emailKey(form.get('email') ?? '');
    const password = form.get('password') ?? '';
    const next = form.get('next') ?? '/_edit/';
    const address = this.addressOf(req);
    const wait = await this.limiter.attempt(email, address);
    if (wait > 0) {
      this.record(req, email, 'sign-in refused', `Too many attempts to sign in as ${email}: refused`);
      return sendPage(res, 429, signInPage({ message: tooManyInWords(wait), next, email, oidc: this.oidcLabel }), {
        'Retry-After': String(Math.ceil(wait / 1000)),
      });
    }
    const account = findAccount(await this.accounts(), email);
    if (!(await verifyPassword(password, account?.password)) || !account) {
      this.record(req, email, 'sign-in failed', `A sign-in as ${email} failed`);
      return sendPage(res, 401, signInPage({ message: WRONG_SIGN_IN, next, email, oidc: this.oidcLabel }));
    }
    await this.limiter.succeeded(email, address);
    this.signedIn(req, res, account, cookieValue(req.headers, this.cookie), next);
  }

  private async setPassword(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await formOf(req);
    const key = form?.get('link') ?? '';
    const password = form?.get('password') ?? '';
    const accounts = await this.accounts();
    const account = accountOfLink(accounts, key);
    if (!account) {
      return sendPage(
        res,
        401,
        signInPage({ message: 'This sign-in link is used or out of date: ask an admin for a new one.' }),
      );
    }
    const problem = passwordProblem(password);
    if (problem) return sendPage(res, 400, signInPage({ message: problem, link: key }));
    const changed: Account = { ...account, password: await hashPassword(password), link: undefined, since: Date.now() };
    await writeAccounts(
      this.options.accountsFile,
      accounts.map((each) => (each === account ? changed : each)),
    );
    this.record(req, account.email, 'password set', `${account.name} chose a password with a sign-in link`);
    this.signedIn(req, res, changed, cookieValue(req.headers, this.cookie), '/_edit/');
  }

  private async startProvider(res: ServerResponse, next: string): Promise<void> {
    const { url, key } = await this.options.oidc!.start(nextPath(next));
    const cookie = `editor-oidc=${key}; HttpOnly; SameSite=Lax; Path=/__auth/oidc; Max-Age=600${this.secure ? '; Secure' : ''}`;
    redirect(res, url.href, { 'Set-Cookie': cookie });
  }

  private async finishProvider(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const callback = new URL(req.url ?? '/', this.options.baseUrl.origin);
    const cleared = `editor-oidc=; HttpOnly; SameSite=Lax; Path=/__auth/oidc; Max-Age=0${this.secure ? '; Secure' : ''}`;
    let signed;
    try {
      signed = await this.options.oidc!.finish(callback, cookieValue(req.headers, 'editor-oidc'));
    } catch (error) {
      const said = error instanceof Error ? error.message : String(error);
      this.record(req, 'unknown', 'sign-in failed', `A sign-in with the identity provider failed: ${said}`);
      return sendPage(res, 401, signInPage({ message: said, oidc: this.oidcLabel }), { 'Set-Cookie': cleared });
    }
    const accounts = await this.accounts();
    const account = findAccount(accounts, signed.person.email) ?? ({ ...signed.person, since: 0 } satisfies Account);
    if (!findAccount(accounts, account.email)) this.viaProvider.set(account.email, account);
    res.setHeader('Set-Cookie', cleared);
    this.signedIn(req, res, account, cookieValue(req.headers, this.cookie), signed.next, 'the identity provider');
  }

  private async signOut(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const signed = await this.sessionOf(req);
    const form = (await formOf(req)) ?? new URLSearchParams();
    const sent = req.headers['x-editor-token'] ?? form.get('token');
    if (signed && sent === signed.session.token) {
      this.options.sessions.end(signed.session.id);
      this.record(req, signed.account.email, 'sign-out', `${signed.account.name} signed out`);
    } else if (signed) {
      return sendText(res, 403, 'Sign out from the editor itself (its Sign out button).', true);
    }
    redirect(res, SIGN_IN_PATH, { 'Set-Cookie': clearedCookie(this.cookie, this.secure) });
  }

  /** The accounts as an admin sees them in the editor: no hash, no link. */
  private async accountList() {
    return (await this.accounts()).map(({ email, name, role, password, link }) => ({
      email,
      name,
      role,
      credential: password ? 'password' : link && link.until > Date.now() ? 'sign-in link' : 'none',
    }));
  }

  /**
   * An admin's change of the accounts from the editor (`add`, `role`, `remove`, `reset`), with their
   * session's key; their own account is changed on the server only, so that no admin locks themselves out.
   */
  private async changeAccounts(req: IncomingMessage, res: ServerResponse, admin: Account, session: Session) {
    if (req.headers['x-editor-token'] !== session.token) {
      return sendJson(res, 403, { error: 'Change the accounts from the editor itself (its People dialog).' });
    }
    const body = await jsonOf(req);
    const action = body?.action;
    const email = emailKey(typeof body?.email === 'string' ? body.email : '');
    const accounts = await this.accounts();
    const account = findAccount(accounts, email);
    const fail = (status: number, error: string) => sendJson(res, status, { error });
    if (email === admin.email) {
      return fail(
        409,
        'Your own account is changed on the server (npm run editor:user), so that you cannot lock yourself out.',
      );
    }
    const base = this.options.baseUrl.href.replace(/\/$/, '');
    const record = (what: string, words: string) => this.record(req, admin.email, what, `${admin.name}: ${words}`);
    let changed: Account[];
    let link: string | undefined;
    if (action === 'add') {
      const problem = emailProblem(email);
      if (problem) return fail(400, problem);
      if (account) return fail(409, `${email} has an account already.`);
      if (!isRole(body?.role)) return fail(400, 'Choose a role: author, publisher or admin.');
      const name =
        (typeof body?.name === 'string' ? body.name : '').replace(/[<>\r\n]/g, '').trim() || nameFromEmail(email);
      const made = newSignInLink();
      link = `${base}${SIGN_IN_PATH}?link=${made.key}`;
      changed = [...accounts, { email, name, role: body.role, link: made.link, since: Date.now() }];
      record('account added', `${name} (${email}) was added as ${body.role}`);
    } else if (!account) {
      return fail(404, `There is no account ${email}.`);
    } else if (action === 'role') {
      if (!isRole(body?.role)) return fail(400, 'Choose a role: author, publisher or admin.');
      const role = body.role;
      changed = accounts.map((each) => (each === account ? { ...each, role, since: Date.now() } : each));
      record('role changed', `${account.name} (${email}) is now ${role}, was ${account.role}`);
    } else if (action === 'remove') {
      changed = accounts.filter((each) => each !== account);
      record('account removed', `${account.name} (${email}) was removed`);
    } else if (action === 'reset') {
      const made = newSignInLink();
      link = `${base}${SIGN_IN_PATH}?link=${made.key}`;
      changed = accounts.map((each) =>
        each === account ? { ...each, password: undefined, link: made.link, since: Date.now() } : each,
      );
      record('password reset', `${account.name} (${email}) has a new sign-in link`);
    } else {
      return fail(400, 'Say what to do: add, role, remove or reset.');
    }
    await writeAccounts(this.options.accountsFile, changed);
    this.loaded = undefined;
    await this.accounts();
    return sendJson(res, 200, { accounts: await this.accountList(), ...(link ? { link } : {}) });
  }

  /** Handles the request, or hands a signed-in one on to `next`, marked with its person. */
  async handle(req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://gate');
    const route = `${req.method} ${url.pathname}`;
    if (req.method === 'POST' && url.pathname.startsWith('/__auth/') && this.foreign(req)) {
      return sendText(res, 403, "Sign in on the editor's own page.", false);
    }
    if (route === `POST ${SIGN_IN_POST}`) return this.signIn(req, res);
    if (route === `POST ${LINK_POST}`) return this.setPassword(req, res);
    if (route === `POST ${SIGN_OUT_POST}`) return this.signOut(req, res);
    if (this.options.oidc && route === `GET ${OIDC_START}`)
      return this.startProvider(res, url.searchParams.get('next') ?? '');
    if (this.options.oidc && route === `GET ${OIDC_CALLBACK}`) return this.finishProvider(req, res);
    const signed = await this.sessionOf(req);
    if (url.pathname === SIGN_IN_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      const link = url.searchParams.get('link') ?? undefined;
      if (signed && !link) return redirect(res, nextPath(url.searchParams.get('next')));
      return sendPage(
        res,
        200,
        signInPage({ next: nextPath(url.searchParams.get('next')), link, oidc: this.oidcLabel }),
      );
    }
    if (!signed) {
      if (isPageLoad(req))
        return redirect(res, `${SIGN_IN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`);
      return sendText(res, 401, `Sign in first, at ${SIGN_IN_PATH}.`, url.pathname.startsWith('/__'));
    }
    // What the editor's server keeps for itself (the accounts, the audit log) answers no one, however asked.
    if (/(^|\/)\.editor(\/|$)/.test(safeDecode(url.pathname)))
      return sendText(res, 404, 'There is nothing here.', false);
    const { session, account } = signed;
    if (route === `GET ${AUDIT_GET}`) {
      if (!atLeast(account.role, 'admin')) return sendText(res, 403, 'The audit log is for admins.', true);
      const entries = await this.options.audit.read({
        person: url.searchParams.get('person') ?? undefined,
        page: url.searchParams.get('page') ?? undefined,
      });
      res.writeHead(200, { ...NO_STORE, 'Content-Type': 'application/json; charset=utf-8' });
      return void res.end(JSON.stringify({ entries }));
    }
    if (url.pathname === ACCOUNTS_URL) {
      if (!atLeast(account.role, 'admin')) return sendText(res, 403, 'Managing accounts is for admins.', true);
      if (req.method === 'GET') return sendJson(res, 200, { accounts: await this.accountList() });
      if (req.method === 'POST') return this.changeAccounts(req, res, account, session);
    }
    const drafts = this.options.drafts;
    const person = { email: account.email, name: account.name, role: account.role };
    if (drafts && (url.pathname === DRAFTS_API || url.pathname.startsWith(`${DRAFTS_API}/`))) {
      if (req.method === 'POST' && this.foreign(req))
        return sendText(res, 403, "Change drafts on the editor's own page.", true);
      return answerDrafts(req, res, url.pathname.slice(DRAFTS_API.length), {
        drafts,
        person,
        token: session.token,
        timeZone: this.options.timeZone ?? 'UTC',
        address: this.addressOf(req),
      });
    }
    // A private preview: `/_edit/<page>?change=<id>` opens that change for the signed-in person.
    const asked = url.searchParams.get('change');
    if (drafts && asked && isPageLoad(req) && drafts.openFor(account.email)?.id !== asked) {
      const opened = await drafts.setOpen(person, asked).catch(() => undefined);
      if (!opened) return sendText(res, 404, 'That change is published or withdrawn: open the list of changes.', false);
    }
    const open = drafts?.openFor(account.email);
    const accounts = await this.accounts();
    const team: TeamRequest = {
      drafts: drafts !== undefined,
      ...(drafts && open
        ? {
            draft: {
              id: open.id,
              title: open.title,
              root: drafts.folderOf(open),
              writable: mayWrite(open, account),
              changes: () => drafts.changes(open),
            },
          }
        : {}),
      person,
      token: session.token,
      origin: this.options.baseUrl.origin,
      address: this.addressOf(req),
      publishers: accounts.filter((each) => atLeast(each.role, 'publisher')).map((each) => each.name),
      record: (action, words, page) => this.record(req, account.email, action, words, page),
    };
    markTeamRequest(req, team);
    next();
  }
}
