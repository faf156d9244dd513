import type { Data } from '@puckeditor/core';
import { useCallback, useRef, useState } from 'react';
import { editorPath } from '../client/dev-server';
import { fromPuckData } from './page-document';
import { linkInWords, linksToSection, type SectionLink, type SiteBreak } from './site-save';
import { fileDetails, ProblemDetails } from './problem-note';
import { useModal } from './question-dialog';

/** A section deleted while other files link to it, waiting for the marketer's choice. */
export interface PendingDeletion {
  anchor: string;
  title?: string;
  links: SectionLink[];
  /** The page as it was just before the deletion. */
  restore: Data;
}

/** Each block's anchor id on the page, at any depth, with its title. */
function sectionsOf(data: Data): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  const walk = (blocks: unknown) => {
    if (!Array.isArray(blocks)) return;
    for (const block of blocks as Record<string, unknown>[]) {
      if (typeof block.id === 'string' && block.id) {
        found.set(block.id, typeof block.title === 'string' ? block.title : undefined);
      }
      walk(block.blocks);
    }
  };
  walk(fromPuckData(data).blocks);
  return found;
}

/**
 * Watches the page for deleted sections that other files link to: the first such deletion waits for a
 * choice, keep the block (the page goes back as it was) or delete the links too (in the next save).
 */
export function useDeletedSections(file: string, initial: Data) {
  const previous = useRef(initial);
  const [pending, setPending] = useState<PendingDeletion>();
  const [removeLinksTo, setRemoveLinksTo] = useState<string[]>([]);
  const current = useRef(initial);

  const onChange = useCallback(
    (data: Data) => {
      const before = sectionsOf(previous.current);
      const restore = previous.current;
      previous.current = data;
      current.current = data;
      const after = sectionsOf(data);
      for (const [anchor, title] of before) {
        if (after.has(anchor)) continue;
        void linksToSection(file, anchor).then((links) => {
          // Still deleted once the answer comes (an undo may have brought it back).
          if (links.length > 0 && !sectionsOf(current.current).has(anchor)) {
            setPending((shown) => shown ?? { anchor, title, links, restore });
          }
        });
      }
    },
    [file],
  );

  /** The anchors whose links go with this save: chosen, and still deleted. */
  const linksToRemove = useCallback(() => {
    const present = sectionsOf(current.current);
    return removeLinksTo.filter((anchor) => !present.has(anchor));
  }, [removeLinksTo]);

  const deleteLinks = useCallback(() => {
    if (pending) setRemoveLinksTo((list) => [...new Set([...list, pending.anchor])]);
    setPending(undefined);
  }, [pending]);

  return { pending, onChange, linksToRemove, deleteLinks, dismiss: () => setPending(undefined) };
}

const openLink = (page: string | undefined, path: readonly (string | number)[]) =>
  page === undefined
    ? undefined
    : `${editorPath(page)}${typeof path[1] === 'number' && path[0] === 'blocks' ? `?block=${path[1]}` : ''}`;

/** Asks what to do with a deleted section's links: delete them too, or keep the block. */
export function DeletedSectionDialog({
  pending,
  onKeep,
  onDeleteLinks,
}: {
  pending?: PendingDeletion;
  onKeep: (restore: Data) => void;
  onDeleteLinks: () => void;
}) {
  const ref = useModal(pending !== undefined);
  if (!pending) return <dialog ref={ref} className="editor-dialog" aria-label="Deleted section" />;
  const { links, title } = pending;
  const fixed = links.filter((link) => !link.removable);
  const count = links.length === 1 ? '1 link leads' : `${links.length} links lead`;
  return (
    <dialog
      ref={ref}
      className="editor-dialog"
      aria-labelledby="editor-deleted-title"
      onCancel={(event) => {
        event.preventDefault();
        onKeep(pending.restore);
      }}
    >
      <h2 id="editor-deleted-title">
        {count} to the section “{title ?? pending.anchor}”
      </h2>
      <p>Deleting the section leaves {links.length === 1 ? 'it' : 'them'} leading nowhere:</p>
      <ul data-editor-section-links>
        {links.map((link) => (
          <li key={`${link.file}:${link.path.join('.')}`}>
            {linkInWords(link)}
            {link.removable ? null : ' (inside a block: change it on its page)'}
            {openLink(link.page, link.path) ? (
              <>
                {' '}
                <a href={openLink(link.page, link.path)} target="_blank" rel="noreferrer">
                  Open {link.page}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {fixed.length > 0 ? (
        <p>
          {fixed.length === 1 ? 'One of them' : `${fixed.length} of them`} cannot be deleted from here: the save will
          wait until {fixed.length === 1 ? 'it is' : 'they are'} changed.
        </p>
      ) : null}
      <div className="editor-dialog-actions">
        {/* The choice that loses nothing has the focus. */}
        <button type="button" className="editor-button" autoFocus onClick={() => onKeep(pending.restore)}>
          Keep the block
        </button>
        <button type="button" className="editor-button editor-button-danger" onClick={onDeleteLinks}>
          Delete the links too
        </button>
      </div>
    </dialog>
  );
}

/** What a refused save would have broken elsewhere, each with a way to open it. */
export function SiteBreaksDialog({ breaks, onClose }: { breaks: readonly SiteBreak[]; onClose: () => void }) {
  const ref = useModal(breaks.length > 0);
  return (
    <dialog
      ref={ref}
      className="editor-dialog"
      aria-labelledby="editor-breaks-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="editor-breaks-title">Not saved: this change would break other pages</h2>
      <p>Nothing was written. Change these first, or undo the change that breaks them:</p>
      <ul data-editor-site-breaks>
        {breaks.map((problem, i) => (
          <li key={i}>
            <strong>{problem.page ? `The page ${problem.page}` : `The file ${problem.file}`}</strong>: {problem.text}
            {openLink(problem.page, problem.path) ? (
              <>
                {' '}
                <a href={openLink(problem.page, problem.path)} target="_blank" rel="noreferrer">
                  Open it
                </a>
              </>
            ) : null}
            <ProblemDetails problems={[{ text: problem.text, details: fileDetails(problem) }]} />
          </li>
        ))}
      </ul>
      <div className="editor-dialog-actions">
        <button type="button" className="editor-button" onClick={onClose}>
          Back to the page
        </button>
      </div>
    </dialog>
  );
}
