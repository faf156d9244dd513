import { useId, useState } from 'react';
import type {
  Inline,
  Paragraph,
  RichParagraph as RichParagraphData,
  RichText as RichTextData,
} from '../../schema/primitives';
import { SmartLink } from './smart-link';

type Reveal = Extract<Inline, { alert: unknown }>;

function InlinePiece({
  piece,
  onReveal,
  revealId,
  open,
}: {
  piece: Inline;
  onReveal?: () => void;
  revealId?: string;
  open?: boolean;
}) {
  if (typeof piece === 'string') return piece;
  if ('bold' in piece) return <strong>{piece.bold}</strong>;
  if ('href' in piece) return <SmartLink href={piece.href}>{piece.text}</SmartLink>;
  return (
    <button type="button" className="btn-inline-link" aria-expanded={open} aria-controls={revealId} onClick={onReveal}>
      {piece.text}
    </button>
  );
}

function Pieces({ paragraph }: { paragraph: Paragraph }) {
  if (typeof paragraph === 'string') return paragraph;
  return paragraph.map((piece, i) => <InlinePiece key={i} piece={piece} />);
}

/** A paragraph; a `reveal` piece in it is a button that shows its alert under the paragraph. */
function RichParagraph({ paragraph }: { paragraph: RichParagraphData }) {
  const [open, setOpen] = useState<number | undefined>(undefined);
  const baseId = useId();
  if (typeof paragraph === 'string') return <p>{paragraph}</p>;
  const shown = open === undefined ? undefined : (paragraph[open] as Reveal);
  return (
    <>
      <p>
        {paragraph.map((piece, i) => (
          <InlinePiece
            key={i}
            piece={piece}
            revealId={`${baseId}-${i}`}
            open={open === i}
            onReveal={() => setOpen(open === i ? undefined : i)}
          />
        ))}
      </p>
      {shown ? (
        <div id={`${baseId}-${open}`} className="alert alert-info" role="alert">
          <Pieces paragraph={shown.alert} />
        </div>
      ) : null}
    </>
  );
}

/** Structured rich text: paragraphs and lists, never raw HTML. */
export function RichText({ content }: { content: RichTextData }) {
  return content.map((item, i) => {
    if (typeof item === 'string' || Array.isArray(item)) return <RichParagraph key={i} paragraph={item} />;
    const List = item.ordered ? 'ol' : 'ul';
    return (
      <List key={i}>
        {item.list.map((entry, j) => (
          <li key={j}>
            <Pieces paragraph={entry} />
          </li>
        ))}
      </List>
    );
  });
}
