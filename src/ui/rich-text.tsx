import { useId } from 'react';
import type {
  Inline,
  Paragraph,
  RichParagraph as RichParagraphData,
  RichText as RichTextData,
} from '../../schema/primitives';
import { SmartLink } from './smart-link';

type Reveal = Extract<Inline, { alert: unknown }>;

function InlinePiece({ piece, revealId }: { piece: Inline; revealId?: string }) {
  if (typeof piece === 'string') return piece;
  if ('bold' in piece) return <strong>{piece.bold}</strong>;
  if ('href' in piece) return <SmartLink href={piece.href}>{piece.text}</SmartLink>;
  return (
    <button type="button" className="btn-inline-link" aria-expanded={false} aria-controls={revealId} data-reveal="">
      {piece.text}
    </button>
  );
}

function Pieces({ paragraph }: { paragraph: Paragraph }) {
  if (typeof paragraph === 'string') return paragraph;
  return paragraph.map((piece, i) => <InlinePiece key={i} piece={piece} />);
}

const isReveal = (piece: Inline): piece is Reveal => typeof piece === 'object' && 'alert' in piece;

/**
 * A paragraph; a `reveal` piece in it is a button that shows its alert under the paragraph. The
 * alerts are in the page, hidden; the site's shell script (`src/client/reveals.ts`) shows them.
 */
function RichParagraph({ paragraph }: { paragraph: RichParagraphData }) {
  const baseId = useId();
  if (typeof paragraph === 'string') return <p>{paragraph}</p>;
  return (
    <>
      <p>
        {paragraph.map((piece, i) => (
          <InlinePiece key={i} piece={piece} revealId={`${baseId}-${i}`} />
        ))}
      </p>
      {paragraph.map((piece, i) =>
        isReveal(piece) ? (
          <div key={i} id={`${baseId}-${i}`} className="alert alert-info" role="alert" hidden>
            <Pieces paragraph={piece.alert} />
          </div>
        ) : null,
      )}
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
