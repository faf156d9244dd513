import type { BlockProps } from '../../../schema/blocks';
import { Stylesheet } from '../../ui/stylesheet';
import css from './typography.scss?url';

const STYLES = [
  { name: 'Heading 1', className: 'h1' },
  { name: 'Heading 2', className: 'h2' },
  { name: 'Heading 3', className: 'h3' },
  { name: 'Heading 4', className: 'h4' },
  { name: 'Heading 5', className: 'h5' },
  { name: 'Heading 6', className: 'h6' },
  { name: 'Lead', className: 'lead' },
  { name: 'Paragraph', className: '' },
  { name: 'Small', className: 'small' },
  { name: 'Tiny', className: 'text-tiny' },
] as const;

/**
 * A type specimen: each text style with its name. The styles are shown, not used as the page's own
 * headings, so they are paragraphs with heading classes and leave the document outline alone.
 */
export default function Typography({ id, family, text }: BlockProps<'typography'>) {
  return (
    <dl id={id} className={`typography typography-${family}`}>
      <Stylesheet href={css} />
      {STYLES.map(({ name, className }) => (
        <div key={name} className="typography-row">
          <dt>{name}</dt>
          <dd className={className || undefined}>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
