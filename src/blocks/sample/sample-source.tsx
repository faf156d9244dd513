import { useId } from 'react';
import type { SampleCode } from '../../showcase/context';
import { CopyButton } from '../../ui/copy-button';

const SOURCES = [
  { key: 'jsx', label: 'JSX' },
  { key: 'data', label: 'Page data' },
] as const;

/**
 * The generated code of a sample: JSX and page data (the JSX shows; the switch shows the other), and
 * the props of its blocks.
 */
export function SampleSource({ title, code }: { title: string; code: SampleCode }) {
  const base = useId();
  const codeId = (key: string) => `${base}-${key}`;
  const copyLabel = (key: string) => `Copy ${key === 'jsx' ? 'JSX' : 'page data'} of ${title}`;
  return (
    <>
      <div className="sample-code-bar">
        <div
          className="btn-group btn-group-sm sample-source-switch"
          role="group"
          aria-label={`${title}: source`}
          data-source-switch=""
        >
          {SOURCES.map(({ key, label }) => (
            <button
              key={key}
              type="button"
              className="btn btn-sm btn-outline-dark"
              aria-pressed={key === 'jsx'}
              aria-controls={codeId(key)}
              data-copy-label={copyLabel(key)}
            >
              {label}
            </button>
          ))}
        </div>
        <CopyButton target={codeId('jsx')} label={copyLabel('jsx')} />
      </div>
      {SOURCES.map(({ key }) => (
        // A named region: the code scrolls, so it takes the keyboard's focus, and a screen reader names
        // what it reached (a `<pre>` of its own may carry no name).
        <pre
          key={key}
          id={codeId(key)}
          className="sample-code"
          tabIndex={0}
          role="region"
          aria-label={`${title}: ${key === 'jsx' ? 'JSX' : 'page data'}`}
          hidden={key !== 'jsx'}
        >
          <code className="hljs" data-unmanaged dangerouslySetInnerHTML={{ __html: code[key] }} />
        </pre>
      ))}
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
