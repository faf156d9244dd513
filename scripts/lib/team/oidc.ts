// Signing in with the company's identity provider (OpenID Connect, `openid-client`): the issuer, the
// client's id and secret from a configuration file (`--oidc FILE`), a person's role from their groups or
// their e-mail's domain. The code flow with PKCE, a state and a nonce, each bound to the browser that
// started it by a short-lived cookie.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as client from 'openid-client';
import { emailKey } from './accounts';
import { atLeast, isRole, type Role } from './roles';

export const OIDC_START = '/__auth/oidc/start';
export const OIDC_CALLBACK = '/__auth/oidc/callback';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Or in the environment, `EDITOR_OIDC_CLIENT_SECRET`, kept out of the file. */
  clientSecret?: string;
  /** The sign-in button's words: "Sign in with Example ID". */
  label?: string;
  /** Group (from `groupsClaim`) → role; the highest of a person's groups counts. */
  groups?: Record<string, Role>;
  /** E-mail domain → role, for a person none of whose groups is listed. */
  domains?: Record<string, Role>;
  /** The claim that lists a person's groups (`groups`). */
  groupsClaim?: string;
}

/** The settings in `file`, checked, in words when wrong. */
export async function readOidcSettings(file: string): Promise<OidcSettings> {
  const settings = JSON.parse(await readFile(file, 'utf8')) as OidcSettings;
  if (typeof settings.issuer !== 'string' || typeof settings.clientId !== 'string') {
    throw new Error(`${file} needs an "issuer" (the provider's address) and a "clientId".`);
  }
  for (const role of [...Object.values(settings.groups ?? {}), ...Object.values(settings.domains ?? {})]) {
    if (!isRole(role)) throw new Error(`${file}: "${String(role)}" is no role (author, publisher or admin).`);
  }
  return { ...settings, clientSecret: settings.clientSecret ?? process.env.EDITOR_OIDC_CLIENT_SECRET };
}

/** The role the provider's answer gives a person: their highest listed group's, else their domain's. */
export function roleFromClaims(settings: OidcSettings, email: string, groups: unknown): Role | undefined {
  const listed = (Array.isArray(groups) ? groups : [])
    .map((group) => settings.groups?.[String(group)])
    .filter((role): role is Role => role !== undefined);
  const best = listed.reduce<Role | undefined>((top, role) => (!top || atLeast(role, top) ? role : top), undefined);
  return best ?? settings.domains?.[emailKey(email).split('@')[1] ?? ''];
}

interface Pending {
  verifier: string;
  nonce: string;
  next: string;
  until: number;
}

export interface OidcPerson {
  email: string;
  name: string;
  role: Role;
}

export class OidcSignIn {
  private config: Promise<client.Configuration> | undefined;
  private readonly pending = new Map<string, Pending>();

  constructor(
    readonly settings: OidcSettings,
    private readonly redirectUri: string,
  ) {}

  private configuration(): Promise<client.Configuration> {
    const issuer = new URL(this.settings.issuer);
    // Plain http only for a provider on this computer (a test's, a developer's).
    const local = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    this.config ??= client
      .discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
        execute: local ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.config = undefined;
        throw error;
      });
    return this.config;
  }

  /** Where to send the browser, and the key of the cookie that binds the answer to it. */
  async start(next: string): Promise<{ url: URL; key: string }> {
    const config = await this.configuration();
    const verifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const key = randomBytes(24).toString('base64url');
    const now = Date.now();
    for (const [id, entry] of this.pending) if (entry.until < now) this.pending.delete(id);
    this.pending.set(key, { verifier, nonce, next, until: now + 10 * 60_000 });
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: key,
      nonce,
    });
    return { url, key };
  }

  /**
   * The person the provider's answer names, with where to go next; throws in words when the answer is
   * not the one this browser asked for, or gives no verified e-mail or no role.
   */
  async finish(callback: URL, key: string | undefined): Promise<{ person: OidcPerson; next: string }> {
    const pending = key ? this.pending.get(key) : undefined;
    if (!key || !pending || pending.until < Date.now()) {
      throw new Error('This sign-in took too long or was started in another browser: sign in again.');
    }
    this.pending.delete(key);
    const config = await this.configuration();
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: pending.verifier,
      expectedState: key,
      expectedNonce: pending.nonce,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The identity provider said nothing about who signed in.');
    const info = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
    const email = typeof info.email === 'string' ? emailKey(info.email) : '';
    if (!email || info.email_verified === false) {
      throw new Error('The identity provider gave no verified e-mail address for you: ask an admin.');
    }
    const role = roleFromClaims(this.settings, email, info[this.settings.groupsClaim ?? 'groups']);
    if (!role) throw new Error(`${email} has no role in this editor: ask an admin.`);
    const name = typeof info.name === 'string' && info.name.trim() ? info.name.replace(/[<>\r\n]/g, '').trim() : email;
    return { person: { email, name, role }, next: pending.next };
  }
}
