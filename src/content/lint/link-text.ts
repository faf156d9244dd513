import { describeValue } from '../../../schema/errors';
import { type DataObject, type Finding, normalized, walkObjects } from './walk';

/**
 * Link texts that say nothing without the words around them (Lighthouse's list and a few more),
 * compared in lower case with punctuation left out: "Read more →" is "read more".
 */
export const VAGUE_LINK_TEXTS = new Set([
  'click',
  'click here',
  'click this',
  'continue',
  'continue reading',
  'details',
  'find out more',
  'go',
  'go here',
  'here',
  'information',
  'learn more',
  'link',
  'more',
  'more info',
  'more information',
  'read more',
  'right here',
  'see more',
  'show more',
  'start',
  'tap here',
  'this',
  'this link',
  'this page',
  'view more',
]);

/**
 * Where a link's text is, beside its `href`: what the blocks draw inside the link (a contact's
 * `value`, a post's `title`, a button's `label`). A test holds this against every block example.
 */
const TEXT_KEYS = ['value', 'text', 'title', 'name', 'label'] as const;

/** The text a link in the data shows, and its key, or undefined when it shows none (an icon, a picture). */
export function linkText(node: DataObject): { key: string; text: string } | undefined {
  // A disabled button with an `href` is drawn as a button: it leads nowhere.
  if (typeof node.href !== 'string' || node.disabled === true) return undefined;
  const key = TEXT_KEYS.find((k) => typeof node[k] === 'string');
  if (!key) return undefined;
  // A button's `about` is read after its label ("Read more" about "the workspaces").
  const about = typeof node.about === 'string' ? ` about ${node.about}` : '';
  return { key, text: `${node[key] as string}${about}` };
}

/** The nearest title around a link, to suggest a better text with (the page's own `name` is no title). */
function nearestTitle(parents: readonly DataObject[]): string | undefined {
  for (const parent of parents.slice(1).reverse()) {
    const title = [parent.title, parent.heading, parent.name].find((t) => typeof t === 'string' && t.trim());
    if (typeof title === 'string') return title.trim();
  }
  return undefined;
}

/** Links whose text says nothing on its own ("Read more", "Click here"), with a text to write instead. */
export function linkTextFindings(data: unknown): Finding[] {
  const findings: Finding[] = [];
  walkObjects(data, (node, path, parents) => {
    const link = linkText(node);
    if (!link || !VAGUE_LINK_TEXTS.has(normalized(link.text))) return;
    const title = nearestTitle(parents);
    // "Read more" reads well with what it is about; "Click here" is better replaced by it.
    const about = /\b(more|read|learn|details|info|information|continue)\b/.test(normalized(link.text));
    const better = about ? `${link.text.trim().replace(/[^\p{L}\p{N}]+$/u, '')} about ${title}` : title;
    const example = title ? `, e.g. ${describeValue(better)}` : '';
    findings.push({
      path: [...path, link.key],
      message: `the link text ${describeValue(link.text)} says nothing on its own (screen readers list links by their text alone): say where it leads${example}. It goes to ${node.href as string}.`,
    });
  });
  return findings;
}
