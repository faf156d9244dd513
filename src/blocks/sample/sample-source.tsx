import { useState } from 'react';
import type { SampleCode } from '../../showcase/context';
import { CopyButton } from '../../ui/copy-button';

const SOURCES = [
  { key: 'jsx', label: 'JSX' },
  { key: 'data', label: 'Page data' },
] as const;

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/** The text of highlighted code: highlight.js only adds spans and escapes these five characters. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!)
    .replace(/&amp;/g, '&');
}

/** The generated code of a sample: JSX or page data, and the props of its blocks. */
export function SampleSource({ title, code }: { title: string; code: SampleCode }) {
  const [source, setSource] = useState<'jsx' | 'data'>('jsx');
  return (
    <>
      <div className="sample-code-bar">
        <div className="btn-group btn-group-sm sample-source-switch" role="group" aria-label={`${title}: source`}>
          {SOURCES.map(({ key, label }) => (
            <button
              key={key}
              type="button"
              className={`btn btn-sm ${source === key ? 'btn-dark' : 'btn-outline-dark'}`}
              aria-pressed={source === key}
              onClick={() => setSource(key)}
            >
              {label}
            </button>
          ))}
        </div>
        <CopyButton
          text={plainText(code[source])}
          label={`Copy ${source === 'jsx' ? 'JSX' : 'page data'} of ${title}`}
        />
      </div>
      <pre className="sample-code" tabIndex={0} aria-label={`${title}: ${source === 'jsx' ? 'JSX' : 'page data'}`}>
        <code className="hljs" data-unmanaged dangerouslySetInnerHTML={{ __html: code[source] }} />
      </pre>
      {code.props.map(({ type, rows }) => (
        <table key={type} className="table table-sm sample-props">
          <caption>
            Props of <code>{type}</code>
          </caption>
          <thead>
            <tr>
              <th scope="col">Prop</th>
              <th scope="col">Type</th>
              <th scope="col">Default</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  <code>{row.name}</code>
                  {row.required ? <span className="text-danger"> (required)</span> : null}
                </th>
                <td>
                  <code>{row.type}</code>
                </td>
                <td>{row.default ? <code>{row.default}</code> : null}</td>
                <td>{row.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}
