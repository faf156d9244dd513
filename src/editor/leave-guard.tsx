// Leaving the editor with unsaved edits asks first: the header's own ways out (Page, View page, New page)
// with a dialog, the browser's reload and close with its own `beforeunload` prompt.
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';

/** What the dialog says for one way out. */
export interface LeaveQuestion {
  title: string;
  text: string;
  /** The button that goes on: "Leave without saving". */
  confirm: string;
}

export const LEAVE: LeaveQuestion = {
  title: 'Leave without saving?',
  text: 'Your changes to this page are not saved. They stay in this browser as a draft, offered when you open the page again.',
  confirm: 'Leave without saving',
};

export const VIEW_SAVED: LeaveQuestion = {
  title: 'View the saved page?',
  text: 'The page shows what is saved in its file, without your unsaved changes.',
  confirm: 'View the saved page',
};

let unsaved = false;
let leaving = false;
let ask: ((question: LeaveQuestion) => Promise<boolean>) | undefined;
/** React Router's navigation, while the editor's route is drawn: another page opens without a reload. */
let navigate: ((href: string) => unknown) | undefined;

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!unsaved || leaving) return;
  event.preventDefault();
  // Older browsers show their prompt only with a return value.
  event.returnValue = '';
}

/** Marks the editor as holding unsaved edits (or not): leaving then asks first. */
export function useLeaveGuard(changed: boolean): void {
  useEffect(() => {
    unsaved = changed;
  }, [changed]);
  useEffect(() => {
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unsaved = false;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);
}

/** Whether to go on: at once without unsaved edits, else as the marketer answers. */
export async function confirmLeave(question = LEAVE): Promise<boolean> {
  if (!unsaved || !ask) return true;
  return ask(question);
}

/** Goes to `href` without asking (the marketer has answered already). */
export function goTo(href: string): void {
  leaving = true;
  window.location.assign(href);
}

/**
 * Lets `leaveTo` open another page of the editor in place: only the page and the site's context are
 * fetched, while the editor's code, styles and block previews stay loaded.
 */
export function useEditorNavigation(to: (href: string) => unknown): void {
  useEffect(() => {
    navigate = to;
    return () => {
      navigate = undefined;
    };
  }, [to]);
}

/**
 * Goes to `href` (another page of the editor), asking first when there are unsaved edits. True when the
 * page opens in place (the document stays), false when it is left or the marketer stays.
 */
export async function leaveTo(href: string): Promise<boolean> {
  if (!(await confirmLeave())) return false;
  if (!navigate) {
    goTo(href);
    return false;
  }
  // The page being left lets go of its guard as it unmounts; the next one sets its own.
  unsaved = false;
  navigate(href);
  return true;
}

/** View page: the saved page in a new tab, asking first when the editor holds changes it does not show. */
export function viewSaved(event: MouseEvent<HTMLAnchorElement>): void {
  if (!unsaved || !ask) return;
  event.preventDefault();
  const { href } = event.currentTarget;
  void confirmLeave(VIEW_SAVED).then((view) => {
    if (view) window.open(href, '_blank', 'noreferrer');
  });
}

/** The question asked before leaving: a modal `<dialog>`, "Stay" (the answer that loses nothing) focused first. */
export function LeaveDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [question, setQuestion] = useState<LeaveQuestion>(LEAVE);
  const stay = useRef<HTMLButtonElement>(null);
  const answer = useRef<(leave: boolean) => void>(undefined);
  const ids = { title: useId(), text: useId() };
  useEffect(() => {
    ask = (next) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setQuestion(next);
        dialog.current?.showModal();
        stay.current?.focus();
      });
    return () => {
      ask = undefined;
    };
  }, []);
  const close = (leave: boolean) => {
    dialog.current?.close();
    answer.current?.(leave);
    answer.current = undefined;
  };
  return (
    <dialog
      ref={dialog}
      className="editor-dialog editor-keep-dialog"
      aria-labelledby={ids.title}
      aria-describedby={ids.text}
      onCancel={() => close(false)}
    >
      <h2 id={ids.title}>{question.title}</h2>
      <p id={ids.text}>{question.text}</p>
      <div className="editor-dialog-actions">
        <button type="button" className="editor-button editor-button-quiet" onClick={() => close(true)}>
          {question.confirm}
        </button>
        <button type="button" className="editor-button" ref={stay} onClick={() => close(false)}>
          Stay
        </button>
      </div>
    </dialog>
  );
}
