import { type SectionLink, sectionLinksAnswerSchema } from './api';
import { answerOf, EDITOR_API } from './client';

export type { SectionLink, SiteBreak } from './api';

/** The links in other files to the section `anchor` of the page in `file`. */
export async function linksToSection(file: string, anchor: string): Promise<SectionLink[]> {
  const response = await fetch(
    `${EDITOR_API}/links?file=${encodeURIComponent(file)}&anchor=${encodeURIComponent(anchor)}`,
  );
  if (!response.ok) return [];
  return answerOf(sectionLinksAnswerSchema, await response.json()).links;
}

/** A link in words: “Solutions” in the site's navbar. */
export const linkInWords = (link: SectionLink) => `${link.label ? `“${link.label}”` : 'A link'} ${link.place}`;
