// npm run editor:serve -- [--host H] [--port P] [--base-url URL] [--accounts FILE] [--publish-as merge|squash]
// [--webhook URL] [--time-zone ZONE] [--shared-copy]: the editor for a
// team, each person signed in (scripts/lib/team/; docs/deployment.md, "Run the editor for a team").
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_ACCOUNTS } from './lib/team/accounts';
import { DEFAULT_AUDIT } from './lib/team/audit';
import { DEFAULT_SIGN_IN_LIMITS } from './lib/team/gate';
import { readOidcSettings } from './lib/team/oidc';
import { serveTeamEditor } from './lib/team/serve';
import { DEFAULT_LIMITS } from './lib/team/sessions';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '8080' },
    'base-url': { type: 'string' },
    accounts: { type: 'string', default: DEFAULT_ACCOUNTS },
    audit: { type: 'string', default: DEFAULT_AUDIT },
    'idle-minutes': { type: 'string', default: String(DEFAULT_LIMITS.idleMs / 60_000) },
    'lifetime-hours': { type: 'string', default: String(DEFAULT_LIMITS.lifetimeMs / 3600_000) },
    'sign-in-attempts': { type: 'string', default: String(DEFAULT_SIGN_IN_LIMITS.perAccount) },
    'trust-proxy': { type: 'boolean', default: false },
    oidc: { type: 'string' },
    'shared-copy': { type: 'boolean', default: false },
    'publish-as': { type: 'string', default: 'merge' },
    webhook: { type: 'string' },
    'time-zone': { type: 'string' },
  },
});

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} takes a number above 0, not "${text}".`);
    process.exit(2);
  }
  return value;
}

const port = positive('port', values.port);
const host = values.host;
const shownHost = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
let baseUrl: URL;
try {
  baseUrl = new URL(values['base-url'] ?? `http://${shownHost}:${port}`);
} catch {
  console.error(
    `--base-url takes the address people open, like https://edit.example.com, not "${values['base-url']}".`,
  );
  process.exit(2);
}
const attempts = positive('sign-in-attempts', values['sign-in-attempts']);
const publishAs = values['publish-as'];
if (publishAs !== 'merge' && publishAs !== 'squash') {
  console.error(
    `--publish-as takes merge (one merge commit a change) or squash (one commit a change), not "${publishAs}".`,
  );
  process.exit(2);
}
const timeZone = values['time-zone'];
if (timeZone !== undefined) {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    console.error(`--time-zone takes a time zone's name, like Europe/Berlin, not "${timeZone}".`);
    process.exit(2);
  }
}
if (values.webhook !== undefined && !/^https?:\/\//.test(values.webhook)) {
  console.error(
    `--webhook takes the address the changes are sent to, like https://chat.example.com/hooks/abc, not "${values.webhook}".`,
  );
  process.exit(2);
}

try {
  const team = await serveTeamEditor({
    host,
    port,
    baseUrl,
    accountsFile: path.resolve(values.accounts),
    auditFile: path.resolve(values.audit),
    trustProxy: values['trust-proxy'],
    oidc: values.oidc ? await readOidcSettings(path.resolve(values.oidc)) : undefined,
    sharedCopy: values['shared-copy'],
    publishAs,
    webhook: values.webhook,
    timeZone,
    sessionLimits: {
      idleMs: positive('idle-minutes', values['idle-minutes']) * 60_000,
      lifetimeMs: positive('lifetime-hours', values['lifetime-hours']) * 3600_000,
    },
    signInLimits: {
      ...DEFAULT_SIGN_IN_LIMITS,
      perAccount: attempts,
      perAddress: Math.max(attempts, DEFAULT_SIGN_IN_LIMITS.perAddress),
    },
  });
  const stop = () => void team.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
