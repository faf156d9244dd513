import type { NewPageFolder } from './api';
import type { ShowcaseIndex } from './showcase-index';
import type { DataPath } from '../content/problem';
import type { LinkColumn, NavGroup } from '../content/navigation';
import type { IconGlyph } from '../ui/icon';
import type { Site } from '../../schema/site';
import type { PageLocale } from '../ui/locale';
import type { Messages } from '../ui/messages-en';

/** The development server's editor endpoint (`scripts/lib/editor/server.ts`). */
export const EDITOR_API = '/__editor';
export const saveUrl = `${EDITOR_API}/save`;
export const newPageUrl = `${EDITOR_API}/new`;
export const uploadUrl = `${EDITOR_API}/upload`;
export const changesUrl = `${EDITOR_API}/changes`;
export const publishUrl = `${EDITOR_API}/publish`;
export const discardUrl = `${EDITOR_API}/discard`;
export const translateUrl = `${EDITOR_API}/translate`;
export const themeUrl = `${EDITOR_API}/theme`;
export const menusUrl = `${EDITOR_API}/menus`;
/** The editor's key for this run of the server, which only its own pages can read. */
export const sessionUrl = `${EDITOR_API}/session`;

/** The header every change the editor asks for carries its key in; another site's page has no key to send. */
export const TOKEN_HEADER = 'X-Editor-Token';
/** Set on the endpoint's refusal of a missing or outdated key, so the editor fetches the current one. */
export const TOKEN_REFUSED_HEADER = 'X-Editor-Token-Refused';

/** A value shown read-only: where it is in the data, why, and where to edit it instead. */
export interface ReadOnlyValue {
  path: DataPath;
  /** The path for people: `blocks[3] (place-cards) › cards[0] › image`. */
  where: string;
  note: string;
  /** The file, line and column where the value is written (a shared file when it is imported). */
  file: string;
  line?: number;
  column?: number;
}

/** A page as the endpoint reads it for the editor. */
export interface LoadedPage {
  file: string;
  version: string;
  data: unknown;
  readOnly: ReadOnlyValue[];
}

/** What the editor needs besides the page. */
/** What the site draws around every page: its settings, menus and footer columns, and their icons. */
export interface CanvasShellData {
  site: Site;
  navigation: NavGroup[];
  footerColumns: LinkColumn[];
  icons: Record<string, IconGlyph>;
  /** For a page in another language than the default one: its language, and the site's texts in it. */
  locale?: PageLocale;
  messages?: Messages;
}

export interface EditorContext {
  showcase?: ShowcaseIndex;
  /** The navbar and footer, drawn on the canvas around the page as the site draws them (when the settings load). */
  shell?: CanvasShellData;
  pages: { path: string; file: string; title?: string }[];
  /** The folders a new page may go in (the endpoint refuses any other). */
  folders: NewPageFolder[];
  /** Route name → path: the pages a link may name. */
  routeNames: Record<string, string>;
  /** Site settings by placeholder name (`company.name`). */
  tokens: Record<string, string>;
  /** True when some page file did not load, so a link may name a page missing from `routeNames`. */
  routesIncomplete?: boolean;
  /** True when the site settings did not load, so `tokens` is empty and no placeholder can be judged. */
  tokensIncomplete?: boolean;
  /** What `npm run validate` finds wrong in the data files now, each with its file (and page, for a page file). */
  problems?: DataFileProblem[];
  /** Image id → where it is shown and with which alt text, for the image picker. */
  imageUses?: Record<string, ImageUse[]>;
  /** What the site draws around a page of each other language, by its code (`de`). */
  translatedShells?: Record<string, CanvasShellData>;
  /** The site's languages, the default one first (none while the settings do not load). */
  languages?: { code: string; name: string; prefix: string }[];
}

/** A picture shown on a page, with the alt text it has there. */
export interface ImageUse {
  page: string;
  alt: string;
}

/** A problem in a data file, as the endpoint lists them for the editor. */
export interface DataFileProblem {
  /** `pages-data/pricing.ts`, as `pages` lists files. */
  file: string;
  /** The path the file publishes, when it is a page file. */
  pagePath?: string;
  /** The problem in words: "Header › Title is empty: every header needs a title." */
  text: string;
  /** The validator's place: `blocks[2] (card-grid) › cards[1] › icon`. */
  where: string;
  message: string;
  line?: number;
  column?: number;
}

/** Who is signed in to a team's editor (`npm run editor:serve`), and what their role cannot do, with why. */
export interface SignedInPerson {
  email: string;
  name: string;
  role: 'author' | 'publisher' | 'admin';
}

/** `GET /__editor/session`: the key, and in a team's editor the person and what they cannot do (`publish` → why). */
export interface SessionAnswer {
  token: string;
  person?: SignedInPerson;
  cannot?: Record<string, string>;
}

/** The team's sign-out, answered by its gate (`scripts/lib/team/gate.ts`). */
export const signOutUrl = '/__auth/sign-out';
export const signInPath = '/_edit/sign-in';

let session: Promise<SessionAnswer> | undefined;
let known: SessionAnswer | undefined;

/** The server's answer, fetched once: the same-origin answer another site's page cannot read. */
export function sessionAnswer(): Promise<SessionAnswer> {
  if (!session) {
    const asked = getJson<SessionAnswer>(sessionUrl).then((answer) => (known = answer));
    session = asked;
    asked.catch(() => {
      if (session === asked) session = undefined;
    });
  }
  return session;
}

/** The session's answer once it has come (the editor's route waits for it before it draws). */
export const knownSession = (): SessionAnswer | undefined => known;

const sessionKey = () => sessionAnswer().then(({ token }) => token);

/** Fetches the key as soon as the editor opens, so that its first save does not wait for it. */
export function openSession(): void {
  sessionKey().catch(() => undefined);
}

/**
 * `fetch` for the editor's endpoint: a request that changes anything carries the key. A key refused
 * (the server started again since the editor opened) is fetched afresh and the request sent once more.
 */
export async function editorFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return signInAgainOn(await fetch(url, init));
  const send = async () => {
    const headers = new Headers(init.headers);
    headers.set(TOKEN_HEADER, await sessionKey());
    return fetch(url, { ...init, headers });
  };
  const response = signInAgainOn(await send());
  if (response.status !== 403 || !response.headers.has(TOKEN_REFUSED_HEADER)) return response;
  session = undefined;
  return send();
}

/**
 * A team's session that has ended (signed out elsewhere, idle too long, the account changed): the
 * editor goes to the sign-in page, which brings the person back here; the edits stay as a draft.
 */
function signInAgainOn(response: Response): Response {
  if (response.status === 401 && known?.person) {
    window.location.assign(`${signInPath}?next=${encodeURIComponent(window.location.pathname)}`);
  }
  return response;
}

/** The endpoint's answer, or its `{ error }` message thrown as an Error. */
export async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await editorFetch(url, init);
  const body = (await response.json().catch(() => ({ error: `${url} answered ${response.status}` }))) as T & {
    error?: string;
  };
  if (!response.ok) throw new Error(body.error ?? `${url} answered ${response.status}`);
  return body;
}

export const loadPage = (path: string) => getJson<LoadedPage>(`${EDITOR_API}/page?path=${encodeURIComponent(path)}`);
export const loadContext = () => getJson<EditorContext>(`${EDITOR_API}/context`);
