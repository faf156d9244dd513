import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Account,
  accountOfLink,
  findAccount,
  hashPassword,
  nameFromEmail,
  newSignInLink,
  passwordProblem,
  readAccounts,
  SCRYPT,
  verifyPassword,
  writeAccounts,
} from '../../scripts/lib/team/accounts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'team-accounts-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const mara: Account = { email: 'mara@example.com', name: 'Mara Lind', role: 'author', since: 1 };

describe('passwords', () => {
  it('keeps only an scrypt hash at OWASP parameters, with its own salt, that the password alone matches', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('correct horse battery');
    expect(SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('turns away an account with no password, after as much work as a wrong one', async () => {
    const started = performance.now();
    expect(await verifyPassword('anything at all', undefined)).toBe(false);
    const unknown = performance.now() - started;
    const hash = await hashPassword('correct horse battery');
    const again = performance.now();
    await verifyPassword('wrong horse battery', hash);
    const wrong = performance.now() - again;
    // Both derive a key at the same cost (the first also made the decoy hash once).
    expect(unknown).toBeGreaterThan(wrong * 0.5);
  });

  it('asks for a long password, in words', () => {
    expect(passwordProblem('short')).toMatch(/at least 12 characters/);
    expect(passwordProblem('four words in a row')).toBeUndefined();
  });
});

describe('the account file', () => {
  it('is written atomically in a folder only its owner may read, and read back as it was', async () => {
    const file = path.join(dir, '.editor', 'accounts.json');
    expect(await readAccounts(file)).toEqual([]);
    await writeAccounts(file, [mara]);
    expect(await readAccounts(file)).toEqual([mara]);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    await writeAccounts(file, [mara, { ...mara, email: 'lena@example.com', name: 'Lena', role: 'publisher' }]);
    expect((await readAccounts(file)).map((account) => account.role)).toEqual(['author', 'publisher']);
    // No temporary file is left beside it.
    expect(await readdir(path.dirname(file))).toEqual(['accounts.json']);
  });

  it('refuses a file written through a symbolic link', async () => {
    const { symlink } = await import('node:fs/promises');
    const elsewhere = path.join(dir, 'elsewhere.json');
    await writeFile(elsewhere, '{}');
    const file = path.join(dir, 'accounts.json');
    await symlink(elsewhere, file);
    await expect(writeAccounts(file, [mara])).rejects.toThrow(/symbolic link/);
    expect(await readFile(elsewhere, 'utf8')).toBe('{}');
  });

  it('says in words what is wrong with a file it cannot read', async () => {
    const file = path.join(dir, 'accounts.json');
    await writeFile(file, 'not json');
    await expect(readAccounts(file)).rejects.toThrow(/is not JSON/);
    await writeFile(file, JSON.stringify({ accounts: [{ email: 'a@example.com', role: 'owner', name: 'A' }] }));
    await expect(readAccounts(file)).rejects.toThrow(/account 1 needs an "email", a "name" and a "role"/);
  });

  it('finds an account by its address however it is typed', () => {
    expect(findAccount([mara], '  Mara@Example.com ')).toBe(mara);
    expect(findAccount([mara], 'lena@example.com')).toBeUndefined();
    expect(nameFromEmail('mara.lind@example.com')).toBe('Mara Lind');
  });
});

describe('one-time sign-in links', () => {
  it('keeps only the hash of the link, which works until it expires', () => {
    const { key, link } = newSignInLink(1000);
    expect(link.hash).not.toContain(key);
    const account = { ...mara, link };
    expect(accountOfLink([account], key, 2000)).toBe(account);
    expect(accountOfLink([account], `${key}x`, 2000)).toBeUndefined();
    expect(accountOfLink([account], key, link.until + 1)).toBeUndefined();
  });
});
