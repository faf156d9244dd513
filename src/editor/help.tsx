import type { Field } from '@puckeditor/core';

/** The schema's description beside a field's label: a hover tooltip, and the name screen readers hear. */
function HelpIcon({ text }: { text: string }) {
  return (
    <span title={text} aria-label={text} role="img" style={{ cursor: 'help' }}>
      ⓘ
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
