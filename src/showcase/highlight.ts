import hljs from 'highlight.js/lib/core';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';

hljs.registerLanguage('typescript', typescript);
// JSX inside TypeScript is coloured by the XML grammar.
hljs.registerLanguage('xml', xml);

/**
 * Colours source code at build time. highlight.js escapes the text itself, so the HTML it returns
 * holds only its own `<span class="hljs-…">` tags and no markup from the source.
 */
export function highlight(code: string): string {
  return hljs.highlight(code, { language: 'typescript', ignoreIllegals: true }).value;
}
