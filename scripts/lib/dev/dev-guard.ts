// The development server's first middleware (`npm run dev` and `npm run edit`): what another site's page
// could make it do is refused here, in words, before Vite or React Router read the request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';

/**
 * What every answer of the editor's server carries: no page of it is drawn inside another site's frame
 * (the editor's canvas is Puck's `srcdoc` frame, which loads no page by its address), and no other site
 * keeps a handle on a window it opened.
 */
export const NO_FRAMES: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Why an `Origin` header cannot be read, or nothing when it is absent, `null` or an origin as a browser
 * writes one: a scheme and a host, no path (`http://127.0.0.1:5173`, an extension's `chrome-extension://…`).
 */
export function originProblem(origin: string | undefined): string | undefined {
  if (origin === undefined || origin === 'null') return undefined;
  const parsed = URL.canParse(origin) ? new URL(origin) : undefined;
  const web = parsed && /^https?:$/.test(parsed.protocol);
  if (web ? parsed.origin === origin : parsed && /^[a-z][a-z\d+.-]*:\/\/[^/?#\s]+$/i.test(origin)) return undefined;
  const shown = origin.length > 80 ? `${origin.slice(0, 80)}…` : origin;
  return `The request names its origin as "${shown}", which is not a web page's address (http://host:port): the development server answers only requests whose origin it can tell.`;
}

/** Vite's route that opens a file in the developer's code editor (connect matches it in any case). */
const OPEN_IN_EDITOR = /\/__open-in-editor(?:[/.]|$)/i;

/**
 * Why a request to open a file in the code editor is refused: under `npm run edit` always (the editor
 * has no use for it); under `npm run dev` unless it is the development site's own request (Vite's error
 * overlay, `Sec-Fetch-Site: same-origin`) for one file inside the project.
 */
function openInEditorProblem(req: IncomingMessage, root: string, editing: boolean): string | undefined {
  if (editing) return 'npm run edit opens no file in a code editor: open the file yourself, or use npm run dev.';
  if (req.headers['sec-fetch-site'] !== 'same-origin') {
    return "The development server opens a file in the code editor only when its own error overlay asks: another site's page cannot.";
  }
  const files = new URL(req.url ?? '/', 'http://dev').searchParams.getAll('file');
  const file = files.length === 1 ? files[0]!.replace(/:\d+(?::\d+)?$/, '') : undefined;
  const inside = file !== undefined && !file.startsWith('file:') && path.relative(root, path.resolve(root, file));
  if (!inside || inside.startsWith('..') || path.isAbsolute(inside)) {
    return 'The development server opens only files inside the project in the code editor.';
  }
  return undefined;
}

function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if ((req.url ?? '').startsWith('/__editor')) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ error: message }));
  } else {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(`${message}\n`);
  }
}

export interface GuardOptions {
  /** The project: the only files the code editor may be asked to open. */
  root: string;
  /** `npm run edit`: no frames at all, and no file opened in a code editor. */
  editing: boolean;
}

/** The middleware itself, for a test to serve without Vite. */
export function devGuard({ root, editing }: GuardOptions): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (editing) for (const [name, value] of Object.entries(NO_FRAMES)) res.setHeader(name, value);
    const origin = originProblem(req.headers.origin);
    if (origin) return refuse(req, res, 403, origin);
    if (OPEN_IN_EDITOR.test((req.url ?? '/').split('?')[0]!)) {
      const problem = openInEditorProblem(req, root, editing);
      if (problem) return refuse(req, res, 403, problem);
    }
    next();
  };
}

/**
 * The guard, first in the development server's middleware stack, before Vite's own. Under `npm run
 * edit` Vite also answers no other origin's script (its default lets every port of this computer read
 * what it serves): the editor's pages ask only their own origin.
 */
export function devGuardPlugin({ editing }: Pick<GuardOptions, 'editing'>): Plugin {
  return {
    name: 'dev-guard',
    apply: 'serve',
    config: () => (editing ? { server: { cors: false } } : undefined),
    configureServer(server) {
      const handle = devGuard({ root: server.config.root, editing });
      // Vite adds its CORS and host checks before any plugin's middleware: this goes in front of them.
      server.middlewares.stack.unshift({ route: '', handle });
    },
  };
}
