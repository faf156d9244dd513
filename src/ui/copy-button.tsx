import { Stylesheet } from './stylesheet';
import css from './copy-button.scss?url';
import { useMessages } from './messages';

interface CopyButtonProps {
  /** The id of the element whose text is copied. */
  target: string;
  /** Accessible name; it should start with the visible "Copy". */
  label?: string;
  className?: string;
}

/**
 * A "Copy" button and its status region, as plain HTML: `src/client/copy.ts` copies the text of the
 * `target` element on a click and confirms it ("Code successfully copied!" at 100 ms, fading at
 * 2000 ms, gone at 2500 ms), or tells the visitor how to copy by hand if the copy fails.
 */
export function CopyButton({ target, label, className = 'btn btn-sm btn-outline-dark' }: CopyButtonProps) {
  const t = useMessages();
  const copy = t('copy.button');
  // What the status says after a copy comes with it, in the page's language (src/client/copy.ts).
  return (
    <span className="copy-button">
      <Stylesheet href={css} />
      <button
        type="button"
        className={className}
        aria-label={label === undefined || label === copy ? undefined : label}
        data-copy={target}
      >
        {copy}
      </button>
      <span
        role="status"
        className="copy-status copy-idle"
        data-copied={t('copy.done')}
        data-copy-failed={t('copy.failed')}
      />
    </span>
  );
}
