import { EDITOR_API } from './client';

export type { SiteBreak } from './api';

/** A link in another file to a section of the open page. */
export interface SectionLink {
  file: string;
  page?: string;
  path: (string | number)[];
  line?: number;
  /** The link's words (`Solutions`), when it has any. */
  label?: string;
  /** Where it is, in words: "in the site's navbar", "on the page /pages/company/about-us". */
  place: string;
  /** Whether it can be removed with the list item holding it (a navbar entry, a button). */
  removable: boolean;
}

/** The links in other files to the section `anchor` of the page in `file`. */
export async function linksToSection(file: string, anchor: string): Promise<SectionLink[]> {
  const response = await fetch(
    `${EDITOR_API}/links?file=${encodeURIComponent(file)}&anchor=${encodeURIComponent(anchor)}`,
  );
  if (!response.ok) return [];
  return ((await response.json()) as { links: SectionLink[] }).links;
}

/** A link in words: “Solutions” in the site's navbar. */
export const linkInWords = (link: SectionLink) => `${link.label ? `“${link.label}”` : 'A link'} ${link.place}`;
