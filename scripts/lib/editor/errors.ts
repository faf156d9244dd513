import type { ConflictAnswer } from '../../../src/editor/api';
import type { SiteBreak } from '../../../src/editor/api';

/** A save, read or new page the editor refuses; `message` is written for the person at the editor. */
export class EditorError extends Error {
  override name = 'EditorError';
}

/** A path outside `pages-data/`, or a file that is not a page. */
export class PathRefusedError extends EditorError {
  override name = 'PathRefusedError';
}

/** The file changed on disk since the editor read it. */
export class StaleFileError extends EditorError {
  override name = 'StaleFileError';
}

/** An edit of a value the file computes (a call, a constant, an import…): the page-file model refuses it. */
export { ReadOnlyValueError } from '../../../src/content/page-file/edit';

/** A new page whose file or address is already taken. */
export class PageExistsError extends EditorError {
  override name = 'PageExistsError';
}

/** The file changed on disk and both sides changed the same values: the marketer picks, then saves again. */
export class MergeConflictError extends StaleFileError {
  override name = 'MergeConflictError';
  constructor(
    message: string,
    readonly answer: Omit<ConflictAnswer, 'error'>,
  ) {
    super(message);
  }
}

/** A save that would add a problem elsewhere in the site (a broken link, a name taken twice): nothing was written. */
export class SiteBreakError extends EditorError {
  override name = 'SiteBreakError';
  constructor(readonly breaks: SiteBreak[]) {
    const [first] = breaks;
    const count = breaks.length === 1 ? 'a problem' : `${breaks.length} problems`;
    super(
      `It would cause ${count} elsewhere in the site` +
        (first ? `, such as ${first.file}${first.where ? ` (${first.where})` : ''}: ${first.message}` : '.'),
    );
  }
}

/**
 * Whether `error` is a `kind`, by its class or by the names of its classes: a data file's change makes
 * the development server load the editor's modules again, and an error thrown by a module loaded since
 * is of a class of the same name that `instanceof` does not know.
 */
export function isKind<T extends Error>(error: unknown, kind: abstract new (...args: never[]) => T): error is T {
  if (error instanceof kind) return true;
  for (
    let proto = error instanceof Error ? Object.getPrototypeOf(error) : null;
    proto;
    proto = Object.getPrototypeOf(proto)
  ) {
    if ((proto as { constructor?: { name?: string } }).constructor?.name === kind.name) return true;
  }
  return false;
}
