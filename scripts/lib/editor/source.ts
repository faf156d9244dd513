import { type PageFile, readPageFile, syntaxError } from '../../../src/content/page-file/model';
import { EditorError } from './errors';

/** A page file read for editing, its data found; one that does not parse is refused with where its mistake is. */
export function parsePage(file: string, text: string): PageFile & { data: NonNullable<PageFile['data']> } {
  const syntax = syntaxError(file, text);
  if (syntax) {
    throw new EditorError(`${file}:${syntax.line}:${syntax.column} is not valid: ${syntax.message}. Fix it first.`);
  }
  const page = readPageFile(file, text);
  if (!page.data) throw new EditorError(`${file} has no page to edit: write \`export default definePage({ … })\`.`);
  return { ...page, data: page.data };
}
