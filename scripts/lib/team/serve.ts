// `npm run editor:serve`: the editor for a team, on one address. One Node http server (the gate, `gate.ts`)
// owns every request; a signed-in one goes on to the development server, created here in middleware mode
// with its hot-reload websocket on the same server, whose upgrades the gate checks too.
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { createRequestListener } from '@react-router/node';
import type { ServerBuild } from 'react-router';
import { listRoutes, PAGES_DIR } from '../../../src/content/files';
import { readAccounts } from './accounts';
import { AuditLog } from './audit';
import { DEFAULT_SIGN_IN_LIMITS, Gate, type SignInLimits } from './gate';
import { DEFAULT_LIMITS, Sessions, type SessionLimits } from './sessions';
import { OIDC_CALLBACK, OidcSignIn, type OidcSettings } from './oidc';
import { Drafts } from './drafts';

export const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export interface TeamServeOptions {
  host: string;
  port: number;
  baseUrl: URL;
  accountsFile: string;
  auditFile: string;
  sessionLimits?: SessionLimits;
  signInLimits?: SignInLimits;
  trustProxy?: boolean;
  /** Sign-in with the company's identity provider too. */
  oidc?: OidcSettings;
  /** Every save into the one shared copy, as before drafts: no drafts, no review (`--shared-copy`). */
  sharedCopy?: boolean;
  /** How Publish lands a draft on the published branch: a merge commit (default) or one squashed commit. */
  publishAs?: 'merge' | 'squash';
  /** Where each step of a draft is sent as JSON (`POST`). */
  webhook?: string;
  /** The site's time zone, which "publish at" times are in; the server's by default. */
  timeZone?: string;
  say?: (text: string) => void;
}

export interface TeamServer {
  server: Server;
  gate: Gate;
  close(): Promise<void>;
}

/** Why the server may not start with these options, in words, or nothing. */
export async function startProblem(
  options: Pick<TeamServeOptions, 'host' | 'accountsFile' | 'oidc'>,
): Promise<string | undefined> {
  if (LOOPBACK_HOSTS.has(options.host) || options.oidc) return undefined;
  const accounts = await readAccounts(options.accountsFile);
  if (accounts.length > 0) return undefined;
  return `The editor answers on ${options.host} only once it has accounts, so that no one reaches it without signing in: add one first (npm run editor:user -- add you@example.com --role admin${options.accountsFile === path.resolve('.editor/accounts.json') ? '' : ` --accounts ${options.accountsFile}`}).`;
}

export async function serveTeamEditor(options: TeamServeOptions): Promise<TeamServer> {
  const say = options.say ?? ((text: string) => console.log(text));
  const root = process.cwd();
  // The editor's route and endpoint exist only with this set (vite.config.ts and src/routes.ts read it).
  process.env.SITE_EDITOR = '1';
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const problem = await startProblem(options);
  if (problem) throw new Error(problem);
  const server = createHttpServer();
  const audit = new AuditLog(options.auditFile);
  const timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const drafts = options.sharedCopy
    ? undefined
    : await Drafts.open({
        root,
        stateDir: path.join(root, '.editor'),
        mode: options.publishAs,
        webhook: options.webhook,
        baseUrl: options.baseUrl.href,
        record: (person, action, words, address) =>
          void audit.record({ person: person.email, address: address ?? 'the editor', action, words }, (error) =>
            console.error(`The audit log could not be written: ${String(error)}`),
          ),
        log: (text) => console.error(text),
      });
  drafts?.start();
  const gate = new Gate({
    accountsFile: options.accountsFile,
    baseUrl: options.baseUrl,
    sessions: new Sessions(options.sessionLimits ?? DEFAULT_LIMITS),
    audit,
    drafts,
    timeZone,
    trustProxy: options.trustProxy,
    limits: options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS,
    oidc: options.oidc && new OidcSignIn(options.oidc, new URL(OIDC_CALLBACK, options.baseUrl.origin).href),
    log: (text) => console.error(text),
  });
  say('Starting the development server (the first start prepares the editor’s modules, which takes a while)…');
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    appType: 'custom',
    server: {
      middlewareMode: true,
      ws: { server },
      allowedHosts: [...new Set([options.baseUrl.hostname, options.host.replace(/^\[|\]$/g, '')])],
      // The drafts' copies of the project change as people save: what the site serves is the published copy.
      watch: { ignored: ['**/.editor/**'] },
      // The accounts and the audit log are never served, not even to a signed-in person (Vite's own
      // refusals kept, as a deny list given here replaces them).
      fs: {
        deny: [
          '.env',
          '.env.*',
          '*.{crt,pem,key,p12,pfx,cer,der}',
          '.npmrc',
          '.yarnrc.yml',
          '**/.git/**',
          '**/.editor/**',
          options.accountsFile,
          options.auditFile,
          `${options.auditFile}.*`,
        ],
      },
    },
  });
  // React Router answers pages itself only when it runs the server; here it is handed the requests.
  const pages = createRequestListener({
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    mode: 'development',
  });
  vite.middlewares.use((req, res, next) => {
    Promise.resolve(pages(req, res)).catch((error: unknown) => {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    });
  });
  server.on('request', (req, res) => {
    gate
      .handle(req, res, () => vite.middlewares(req, res))
      .catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('The editor could not answer: see the server’s output.\n');
      });
  });
  // The hot reload's websocket: Vite's own listener is taken off and called only for a signed-in page.
  const upgrades = server.listeners('upgrade') as ((req: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    gate.allowsUpgrade(req).then(
      (allowed) => {
        if (!allowed) {
          socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
          socket.destroy();
          return;
        }
        for (const listener of upgrades) listener.call(server, req, socket, head);
      },
      () => socket.destroy(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host.replace(/^\[|\]$/g, ''), () => resolve());
  });
  const people = (await readAccounts(options.accountsFile)).length;
  const count = (await listRoutes(PAGES_DIR)).length;
  const base = options.baseUrl.href.replace(/\/$/, '');
  const provider = options.oidc ? ` and whoever ${new URL(options.oidc.issuer).host} lets in` : '';
  say(`Editor for ${people} ${people === 1 ? 'person' : 'people'}${provider} at ${base} — ${count} pages`);
  say(`  Sign in at ${base}/_edit/sign-in; any page: ${base}/_edit/<its path>`);
  say(
    drafts
      ? `  Each person's saves wait in a change of their own (.editor/drafts/); publishers publish ${drafts.branch} from review (${timeZone} time)`
      : '  Every save goes into this one copy (--shared-copy): there are no drafts and no review',
  );
  return {
    server,
    gate,
    async close() {
      drafts?.stop();
      await drafts?.settled();
      await vite.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
