import { type ReactNode, useEffect, useId, useRef } from 'react';

/** A modal dialog shown while `open`, closed by its own buttons (Escape counts as `onCancel`). */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

export interface QuestionDialogProps {
  open: boolean;
  /** The question, as the dialog's heading: "Remove the footer from this page?". */
  title: ReactNode;
  /** What the answer does, drawn while the dialog is open. */
  children?: ReactNode;
  /** The answer that loses nothing, which has the focus and is Escape's: "Keep the footer". */
  keep: string;
  onKeep: () => void;
  /** The answer that changes something: "Remove the footer". */
  act: string;
  onAct: () => void;
  /** How the acting button looks: a danger (removes something) or the primary action. */
  tone?: 'danger' | 'primary';
  /** Marks the dialog for tests and styles (`data-editor-…`). */
  data?: string;
}

/**
 * A question asked before a change others may rely on (a section's links, the footer, a translation):
 * the choice that loses nothing first and focused, Escape its answer.
 */
export function QuestionDialog({
  open,
  title,
  children,
  keep,
  onKeep,
  act,
  onAct,
  tone = 'danger',
  data,
}: QuestionDialogProps) {
  const ref = useModal(open);
  const id = useId();
  return (
    <dialog
      ref={ref}
      className="editor-dialog"
      aria-labelledby={id}
      {...(data ? { [`data-${data}`]: '' } : {})}
      onCancel={(event) => {
        event.preventDefault();
        onKeep();
      }}
    >
      <h2 id={id}>{title}</h2>
      {open ? (
        <>
          {children}
          <div className="editor-dialog-actions">
            <button type="button" className="editor-button" autoFocus onClick={onKeep}>
              {keep}
            </button>
            <button type="button" className={`editor-button editor-button-${tone}`} onClick={onAct}>
              {act}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
