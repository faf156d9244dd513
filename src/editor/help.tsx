import type { Field } from '@puckeditor/core';

/** The schema's description beside a field's label: a hover tooltip, and the name screen readers hear. */
function HelpIcon({ text }: { text: string }) {
  return (
    <span title={text} aria-label={text} role="img" style={{ cursor: 'help', display: 'inline-flex' }}>
      {/* Drawn rather than a character: not every system font has ⓘ. */}
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <rect x="7.25" y="7" width="1.5" height="5" rx="0.75" fill="currentColor" />
        <circle cx="8" cy="4.75" r="1" fill="currentColor" />
      </svg>
    </span>
  );
}

/** A field with its help text (`.describe()`), shown by its label and kept in `metadata.help`. */
export function withHelp<F extends Field>(field: F, help: string | undefined): F {
  if (!help) return field;
  return { ...field, labelIcon: <HelpIcon text={help} />, metadata: { ...field.metadata, help } };
}

/** The help text a field carries, if any. */
export const helpOf = (field: Field): string | undefined =>
  typeof field.metadata?.help === 'string' ? field.metadata.help : undefined;
