import { useId } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { CopyButton } from '../../ui/copy-button';
import { Stylesheet } from '../../ui/stylesheet';
import css from './code.scss?url';
import { useMessages } from '../../ui/messages';

/** Source code as plain, escaped text, with a button that copies it. */
export default function Code({ id, title, language, code }: BlockProps<'code'>) {
  const captionId = useId();
  const codeId = `${captionId}-code`;
  const name = title ?? `${language} code`;
  const t = useMessages();
  return (
    <div id={id} className="code-block">
      <Stylesheet href={css} />
      <div className="code-block-bar">
        <p id={captionId} className="code-block-title">
          {name}
        </p>
        <CopyButton target={codeId} label={t('copy.named', { name })} />
      </div>
      {/* A focusable region, so keyboard users can scroll long lines. */}
      <pre className="code-block-pre" tabIndex={0} role="region" aria-labelledby={captionId}>
        <code id={codeId} className={`language-${language}`}>
          {code}
        </code>
      </pre>
    </div>
  );
}
