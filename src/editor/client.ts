import type { ShowcaseIndex } from './showcase-index';
import type { ReadOnlyValue } from './page-document';

/** The development server's editor endpoint (`scripts/lib/editor/server.ts`). */
export const EDITOR_API = '/__editor';
export const saveUrl = `${EDITOR_API}/save`;
export const newPageUrl = `${EDITOR_API}/new`;

/** A page as the endpoint reads it for the editor. */
export interface LoadedPage {
  file: string;
  version: string;
  data: unknown;
  readOnly: ReadOnlyValue[];
}

/** What the editor needs besides the page. */
export interface EditorContext {
  showcase?: ShowcaseIndex;
  pages: { path: string; file: string; title?: string }[];
  folders: { folder: string; group: boolean }[];
  /** Route name → path: the pages a link may name. */
  routeNames: Record<string, string>;
  /** Site settings by placeholder name (`company.name`). */
  tokens: Record<string, string>;
}

/** The endpoint's answer, or its `{ error }` message thrown as an Error. */
export async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const body = (await response.json().catch(() => ({ error: `${url} answered ${response.status}` }))) as T & {
    error?: string;
  };
  if (!response.ok) throw new Error(body.error ?? `${url} answered ${response.status}`);
  return body;
}

export const loadPage = (path: string) => getJson<LoadedPage>(`${EDITOR_API}/page?path=${encodeURIComponent(path)}`);
export const loadContext = () => getJson<EditorContext>(`${EDITOR_API}/context`);
