import { z } from 'zod';
import { errorAnswerSchema, loadedPageSchema, newPageFolderSchema, objectOf, sessionAnswerSchema } from './api';
import type { ShowcaseIndex } from './showcase-index';
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

export type { LoadedPage, ReadOnlyValue } from './api';

/** What the site draws around every page: its settings, menus and footer columns, and their icons. */
const canvasShellSchema = z.object({
  site: objectOf<Site>(),
  navigation: z.array(objectOf<NavGroup>()),
  footerColumns: z.array(objectOf<LinkColumn>()),
  icons: z.record(
    z.string(),
    z.custom<IconGlyph>((glyph) => typeof glyph === 'string' || (typeof glyph === 'object' && glyph !== null)),
  ),
  /** For a page in another language than the default one: its language, and the site's texts in it. */
  locale: objectOf<PageLocale>().optional(),
  messages: objectOf<Messages>().optional(),
});
export type CanvasShellData = z.infer<typeof canvasShellSchema>;

/** A picture shown on a page, with the alt text it has there. */
const imageUseSchema = z.object({ page: z.string(), alt: z.string() });
export type ImageUse = z.infer<typeof imageUseSchema>;

/** A problem in a data file, as the endpoint lists them for the editor. */
const dataFileProblemSchema = z.object({
  /** `pages-data/pricing.ts`, as `pages` lists files. */
  file: z.string(),
  /** The path the file publishes, when it is a page file. */
  pagePath: z.string().optional(),
  /** The problem in words: "Header › Title is empty: every header needs a title." */
  text: z.string(),
  /** The validator's place: `blocks[2] (card-grid) › cards[1] › icon`. */
  where: z.string(),
  message: z.string(),
  line: z.number().optional(),
  column: z.number().optional(),
});
export type DataFileProblem = z.infer<typeof dataFileProblemSchema>;

/** `GET /__editor/context`: what the editor needs besides the page. */
export const editorContextSchema = z.object({
  showcase: objectOf<ShowcaseIndex>().optional(),
  /** The navbar and footer, drawn on the canvas around the page as the site draws them (when the settings load). */
  shell: canvasShellSchema.optional(),
  pages: z.array(z.object({ path: z.string(), file: z.string(), title: z.string().optional() })),
  /** The folders a new page may go in (the endpoint refuses any other). */
  folders: z.array(newPageFolderSchema),
  /** Route name → path: the pages a link may name. */
  routeNames: z.record(z.string(), z.string()),
  /** Site settings by placeholder name (`company.name`). */
  tokens: z.record(z.string(), z.string()),
  /** True when some page file did not load, so a link may name a page missing from `routeNames`. */
  routesIncomplete: z.boolean().optional(),
  /** True when the site settings did not load, so `tokens` is empty and no placeholder can be judged. */
  tokensIncomplete: z.boolean().optional(),
  /** What `npm run validate` finds wrong in the data files now, each with its file (and page, for a page file). */
  problems: z.array(dataFileProblemSchema).optional(),
  /** Image id → where it is shown and with which alt text, for the image picker. */
  imageUses: z.record(z.string(), z.array(imageUseSchema)).optional(),
  /** What the site draws around a page of each other language, by its code (`de`). */
  translatedShells: z.record(z.string(), canvasShellSchema).optional(),
  /** The site's languages, the default one first (none while the settings do not load). */
  languages: z.array(z.object({ code: z.string(), name: z.string(), prefix: z.string() })).optional(),
});
export type EditorContext = z.infer<typeof editorContextSchema>;

/** Who is signed in to a team's editor (`npm run editor:serve`): their e-mail, name and role. */
const signedInPersonSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(['author', 'publisher', 'admin']),
});
export type SignedInPerson = z.infer<typeof signedInPersonSchema>;

/** `GET /__editor/session`: the key, and in a team's editor the person and what they cannot do (`publish` → why). */
const teamSessionSchema = sessionAnswerSchema.extend({
  person: signedInPersonSchema.optional(),
  cannot: z.record(z.string(), z.string()).optional(),
  /** True when each person's saves wait in a change of their own (a draft) until a publisher publishes it. */
  drafts: z.boolean().optional(),
});
export type SessionAnswer = z.infer<typeof teamSessionSchema>;

/** The team's sign-out, answered by its gate (`scripts/lib/team/gate.ts`). */
export const signOutUrl = '/__auth/sign-out';
export const signInPath = '/_edit/sign-in';

let session: Promise<SessionAnswer> | undefined;
let known: SessionAnswer | undefined;

/** The server's answer, fetched once: the same-origin answer another site's page cannot read. */
export function sessionAnswer(): Promise<SessionAnswer> {
  if (!session) {
    const asked = getJson(sessionUrl, teamSessionSchema).then((answer) => (known = answer));
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

/** An answer as `schema` reads it, or a refusal in words (a server older or newer than this page). */
export function answerOf<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error("the editor's server answered in a form this page does not know: reload the editor.");
  }
  return parsed.data;
}

/** The endpoint's answer as `schema` reads it, or its `{ error }` message thrown as an Error. */
export async function getJson<T>(url: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> {
  const response = await editorFetch(url, init);
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refused = errorAnswerSchema.safeParse(body);
    throw new Error(refused.success ? refused.data.error : `${url} answered ${response.status}`);
  }
  return answerOf(schema, body);
}

export const loadPage = (path: string) =>
  getJson(`${EDITOR_API}/page?path=${encodeURIComponent(path)}`, loadedPageSchema);
export const loadContext = () => getJson(`${EDITOR_API}/context`, editorContextSchema);
