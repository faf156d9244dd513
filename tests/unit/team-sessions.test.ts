import { describe, expect, it } from 'vitest';
import type { Account } from '../../scripts/lib/team/accounts';
import { DEFAULT_SIGN_IN_LIMITS, SignInLimiter, tooManyInWords, waitInWords } from '../../scripts/lib/team/gate';
import { clearedCookie, cookieValue, sessionCookie, Sessions } from '../../scripts/lib/team/sessions';

const mara: Account = { email: 'mara@example.com', name: 'Mara', role: 'author', since: 0 };

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, pass: (ms: number) => (now += ms) };
}

describe('sessions', () => {
  it('gives each sign-in a new random id and key, and ends it at sign-out', () => {
    const sessions = new Sessions();
    const one = sessions.start(mara);
    const two = sessions.start(mara);
    expect(one.id).toMatch(/^[\w-]{43}$/);
    expect(one.id).not.toBe(two.id);
    expect(one.token).not.toBe(two.token);
    expect(sessions.get(one.id, () => mara)).toBe(one);
    sessions.end(one.id);
    expect(sessions.get(one.id, () => mara)).toBeUndefined();
    expect(sessions.get(two.id, () => mara)).toBe(two);
  });

  it('ends a session idle too long, and one past its lifetime however busy', () => {
    const time = clock();
    const sessions = new Sessions({ idleMs: 10_000, lifetimeMs: 25_000 }, time.now);
    const idle = sessions.start(mara);
    time.pass(10_001);
    expect(sessions.get(idle.id, () => mara)).toBeUndefined();
    const busy = sessions.start(mara);
    for (let i = 0; i < 4; i++) {
      time.pass(6_000);
      expect(sessions.get(busy.id, () => mara)).toBe(busy);
    }
    time.pass(6_000);
    expect(sessions.get(busy.id, () => mara)).toBeUndefined();
  });

  it('ends the sessions of an account removed, given another role, or reset since', () => {
    const time = clock();
    const sessions = new Sessions(undefined, time.now);
    const removed = sessions.start(mara);
    expect(sessions.get(removed.id, () => undefined)).toBeUndefined();
    const promoted = sessions.start(mara);
    expect(sessions.get(promoted.id, () => ({ ...mara, role: 'publisher' }))).toBeUndefined();
    const reset = sessions.start(mara);
    time.pass(1);
    expect(sessions.get(reset.id, () => ({ ...mara, since: time.now() }))).toBeUndefined();
    const kept = sessions.start(mara);
    sessions.prune(() => undefined);
    expect(sessions.size).toBe(0);
    expect(sessions.get(kept.id, () => mara)).toBeUndefined();
  });

  it('sets its cookie HttpOnly, SameSite=Lax on the whole site, Secure behind https', () => {
    expect(sessionCookie('editor-session', 'abc', false, 3_600_000)).toBe(
      'editor-session=abc; HttpOnly; SameSite=Lax; Path=/; Max-Age=3600',
    );
    expect(sessionCookie('__Host-editor-session', 'abc', true, 3_600_000)).toMatch(/; Secure$/);
    expect(clearedCookie('editor-session', false)).toMatch(/^editor-session=; .*Max-Age=0/);
    expect(cookieValue({ cookie: 'a=1; editor-session=xyz; b=2' }, 'editor-session')).toBe('xyz');
    expect(cookieValue({ cookie: 'not-editor-session=xyz' }, 'editor-session')).toBeUndefined();
  });
});

describe('sign-in limits', () => {
  it('stops an account after its attempts, and says the wait in words', async () => {
    const limiter = new SignInLimiter({ perAccount: 3, perAddress: 10, windowSeconds: 600 });
    for (let i = 0; i < 3; i++)
      expect(await limiter.attempt(i ? 'mara@example.com' : 'Mara@example.com', '10.0.0.1')).toBe(0);
    const wait = await limiter.attempt('mara@example.com', '10.0.0.2');
    expect(wait).toBeGreaterThan(590_000);
    expect(tooManyInWords(wait)).toBe(
      'Too many attempts to sign in. Try again in 10 minutes, or ask an admin to reset your password.',
    );
    // Another account from the same address may still try.
    expect(await limiter.attempt('lena@example.com', '10.0.0.1')).toBe(0);
  });

  it('counts attempts sent at once, each of them', async () => {
    const limiter = new SignInLimiter({ perAccount: 3, perAddress: 10, windowSeconds: 60 });
    const waits = await Promise.all(Array.from({ length: 6 }, () => limiter.attempt('mara@example.com', '10.0.0.3')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
  });

  it('stops an address trying many accounts, and clears an account that signs in', async () => {
    const limiter = new SignInLimiter({ perAccount: 3, perAddress: 4, windowSeconds: 60 });
    for (const email of ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io'])
      expect(await limiter.attempt(email, '10.0.0.9')).toBe(0);
    expect(await limiter.attempt('e@x.io', '10.0.0.9')).toBeGreaterThan(0);
    expect(await limiter.attempt('e@x.io', '10.0.0.8')).toBe(0);
    await limiter.attempt('a@x.io', '10.0.0.8');
    await limiter.succeeded('a@x.io', '10.0.0.8');
    for (let i = 0; i < 3; i++) expect(await limiter.attempt('a@x.io', '10.0.0.7')).toBe(0);
    expect(DEFAULT_SIGN_IN_LIMITS.perAccount).toBeLessThanOrEqual(10);
  });

  it('says a wait in seconds or minutes', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(40_000)).toBe('40 seconds');
    expect(waitInWords(60_000)).toBe('1 minute');
    expect(waitInWords(61_000)).toBe('2 minutes');
  });
});
