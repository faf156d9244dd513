// The team's accounts (`npm run editor:user`, `npm run editor:serve`): a JSON file outside `pages-data/`
// and outside git (`.editor/accounts.json` by default), replaced atomically, each password kept only as
// its scrypt hash at OWASP's parameters. No password, hash or sign-in link is ever logged.
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from '../editor/files';
import { isRole, type Role } from './roles';

/** Where the accounts are unless `--accounts` says otherwise, from the project. */
export const DEFAULT_ACCOUNTS = '.editor/accounts.json';

export interface Account {
  email: string;
  /** The name the editor shows and Publish's commits carry ("Mara Lind"). */
  name: string;
  role: Role;
  /** `scrypt$N$r$p$salt$hash`, or absent until the person sets one through a sign-in link. */
  password?: string;
  /** A one-time sign-in link's key, hashed (SHA-256), and until when it works (ms since 1970). */
  link?: { hash: string; until: number };
  /** Changed with the role or the password: sessions made before it end (`sessions.ts`). */
  since: number;
}

/** OWASP's scrypt parameters (N = 2^17, r = 8, p = 1): 128 MiB of memory a hash. */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** A password's hash, with its parameters and salt: `scrypt$131072$8$1$<salt>$<hash>`. */
export async function hashPassword(password: string, params = SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash no password matches, checked for an unknown account so that its answer takes as long. */
let decoy: Promise<string> | undefined;

/** True when `password` is the one `stored` was made from; an unknown account (`stored` absent) takes as long. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const against = stored ?? (await (decoy ??= hashPassword(randomBytes(16).toString('hex'))));
  const [kind, N, r, p, salt, hash] = against.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const wanted = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return stored !== undefined && key.length === wanted.length && timingSafeEqual(key, wanted);
}

/** The least a password may be: long rather than clever, as NIST's guidance has it. */
export const MIN_PASSWORD = 12;

export function passwordProblem(password: string): string | undefined {
  if ([...password].length < MIN_PASSWORD) {
    return `A password needs at least ${MIN_PASSWORD} characters (a few words together make a good one).`;
  }
  return undefined;
}

/** An e-mail address as accounts are kept: trimmed and in lower case. */
export const emailKey = (email: string) => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | undefined {
  return EMAIL.test(emailKey(email)) ? undefined : `"${email}" is not an e-mail address (name@example.com).`;
}

/** A readable name from an address when none is given: "mara.lind@example.com" → "Mara Lind". */
export const nameFromEmail = (email: string) =>
  emailKey(email)
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');

class AccountsFileError extends Error {}

/** The accounts in `file`; none when it does not exist. A file that cannot be read is refused in words. */
export async function readAccounts(file: string): Promise<Account[]> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AccountsFileError(`${file} is not JSON: put back a copy, or remove it and add the accounts again.`);
  }
  const accounts = (parsed as { accounts?: unknown }).accounts;
  if (!Array.isArray(accounts)) throw new AccountsFileError(`${file} lists no "accounts".`);
  return accounts.map((entry: Partial<Account>, index) => {
    if (typeof entry.email !== 'string' || !isRole(entry.role) || typeof entry.name !== 'string') {
      throw new AccountsFileError(`${file}: account ${index + 1} needs an "email", a "name" and a "role".`);
    }
    return { ...entry, since: typeof entry.since === 'number' ? entry.since : 0 } as Account;
  });
}

/** Replaces `file` with `accounts` at once (a temporary file renamed over it), its folder readable by its owner only. */
export async function writeAccounts(file: string, accounts: readonly Account[]): Promise<void> {
  const abs = path.resolve(file);
  await mkdir(path.dirname(abs), { recursive: true, mode: 0o700 });
  const text = `${JSON.stringify({ accounts }, null, 2)}\n`;
  await writeAtomically(abs, text, path.dirname(abs));
}

export const findAccount = (accounts: readonly Account[], email: string) =>
  accounts.find((account) => account.email === emailKey(email));

/** How long a one-time sign-in link works. */
export const LINK_HOURS = 24;

export const linkHash = (key: string) => createHash('sha256').update(key).digest('base64url');

/** A new one-time sign-in link's key and what the account keeps of it. */
export function newSignInLink(now = Date.now()): { key: string; link: NonNullable<Account['link']> } {
  const key = randomBytes(32).toString('base64url');
  return { key, link: { hash: linkHash(key), until: now + LINK_HOURS * 3600_000 } };
}

/** The account whose unused, unexpired link `key` is. */
export function accountOfLink(accounts: readonly Account[], key: string, now = Date.now()): Account | undefined {
  const hash = Buffer.from(linkHash(key));
  return accounts.find(
    (account) =>
      account.link !== undefined &&
      account.link.until > now &&
      account.link.hash.length === hash.length &&
      timingSafeEqual(Buffer.from(account.link.hash), hash),
  );
}
