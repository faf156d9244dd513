import { useId, useRef, useState } from 'react';
import type { z } from 'zod';
import {
  discardAnswerSchema,
  type DiscardRequest,
  PUBLISHED_GROUPS,
  type PublishedGroup,
  type PublishRequest,
  type PublishResult,
  publishResultSchema,
  type PublishReview,
  publishReviewSchema,
  type ReviewedPage,
} from './api';
import { changesUrl, discardUrl, getJson, publishUrl } from './client';
import { draftStore } from './drafts';
import { goTo } from './leave-guard';

type State =
  | { kind: 'loading' }
  | { kind: 'refused'; message: string }
  | {
      kind: 'review';
      review: PublishReview;
      message: string;
      busy?: boolean;
      problem?: string;
      discarding?: ReviewedPage;
    }
  | { kind: 'published'; result: PublishResult };

const post = <T,>(url: string, schema: z.ZodType<T>, body: PublishRequest | DiscardRequest) =>
  getJson(url, schema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const GROUP_NAMES: Record<PublishedGroup, string> = {
  pages: 'Pages',
  settings: 'Site settings',
  pictures: 'Pictures',
  other: 'Other files',
};

/** Every file the commit holds, by what it is, and the changed files it leaves out, each with why. */
function ReviewedFiles({ review }: { review: PublishReview }) {
  return (
    <div className="editor-publish-files">
      {review.files.length > 0 ? (
        <section>
          <h3>Files to commit</h3>
          {PUBLISHED_GROUPS.filter((group) => review.groups[group].length > 0).map((group) => (
            <div key={group}>
              <h4>{GROUP_NAMES[group]}</h4>
              <ul aria-label={GROUP_NAMES[group]}>
                {review.groups[group].map((file) => (
                  <li key={file}>
                    <code>{file}</code>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
      {review.refused.length > 0 ? (
        <section>
          <h3>Not committed</h3>
          <p>These files changed too, but they are not the editor&apos;s: Publish leaves them as they are.</p>
          <ul aria-label="Not committed" data-editor-refused>
            {review.refused.map(({ file, why }) => (
              <li key={file}>
                <code>{file}</code> {why}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** What became of a publish, in words. */
function publishedInWords({ commit, push, pushTo, pushProblem }: PublishResult): string {
  if (push === 'pushed') return `Published: commit ${commit}, sent to ${pushTo}.`;
  if (push === 'no remote') return `Published: commit ${commit}. This repository has no remote to send it to.`;
  return `Committed as ${commit}, not sent: ${pushProblem}`;
}

function PageChanges({ page, onDiscard }: { page: ReviewedPage; onDiscard: () => void }) {
  const what = { new: 'New page', removed: 'Page removed', moved: 'Moved', changed: undefined }[page.kind];
  return (
    <li className="editor-publish-page">
      <div className="editor-publish-page-head">
        <strong>
          {what ? `${what}: ` : ''}
          {page.title}
        </strong>
        {page.path ? (
          <span className="editor-publish-path"> {page.from ? `${page.from} → ${page.path}` : page.path}</span>
        ) : null}
        <button type="button" className="editor-link-button" onClick={onDiscard}>
          Discard changes<span className="editor-visually-hidden"> to {page.title}</span>
        </button>
      </div>
      {page.changes.length > 0 ? (
        <ul>
          {page.changes.map((change, i) => (
            <li key={i}>{change}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The header's Publish button and its dialog: everything changed since the last commit in words, every
 * file the commit holds and those it leaves out (with why), a message filled with a summary, and
 * Publish, which commits exactly those files and sends them on; each page's changes can be discarded
 * from here, after a confirmation.
 */
export function PublishButton({ file, changed }: { file: string; changed: boolean }) {
  const headingId = useId();
  const messageId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = async () => {
    setState({ kind: 'loading' });
    try {
      const review = await getJson(changesUrl, publishReviewSchema);
      setState({ kind: 'review', review, message: review.message });
    } catch (error) {
      setState({ kind: 'refused', message: (error as Error).message });
    }
  };
  const show = () => {
    dialog.current?.showModal();
    void load();
  };
  const close = () => dialog.current?.close();

  const publishNow = async (review: PublishReview, message: string) => {
    setState({ kind: 'review', review, message, busy: true });
    try {
      const result = await post(publishUrl, publishResultSchema, { message, files: review.files });
      setState({ kind: 'published', result });
    } catch (error) {
      setState({ kind: 'review', review, message, problem: (error as Error).message });
    }
  };

  const discard = async (review: PublishReview, message: string, page: ReviewedPage) => {
    setState({ kind: 'review', review, message, busy: true, discarding: page });
    try {
      const done = await post(discardUrl, discardAnswerSchema, { file: page.file });
      draftStore().remove(page.file);
      // The open page itself: the editor opens it again as its file now is (or the home page, once removed).
      if (page.file === file) {
        goTo(done.restored === 'removed' ? '/_edit/' : window.location.pathname);
        return;
      }
      await load();
    } catch (error) {
      setState({ kind: 'review', review, message, problem: (error as Error).message });
    }
  };

  let body;
  if (state.kind === 'loading') body = <p role="status">Reading what changed since the last publish…</p>;
  else if (state.kind === 'refused') {
    body = (
      <p className="editor-field-problem" role="alert">
        Publishing is not possible here: {state.message}
      </p>
    );
  } else if (state.kind === 'published') {
    body = (
      <p role="status" data-editor-published>
        {publishedInWords(state.result)}
      </p>
    );
  } else if (state.discarding && !state.busy) {
    const page = state.discarding;
    body = (
      <div role="alertdialog" aria-labelledby={`${headingId}-discard`}>
        <p id={`${headingId}-discard`}>
          <strong>Discard the changes to {page.title}?</strong>{' '}
          {page.kind === 'new'
            ? 'The new page is removed, with pictures only it uses.'
            : 'Its file goes back to how it was at the last publish.'}{' '}
          This cannot be undone.
        </p>
        <div className="editor-dialog-actions">
          <button
            type="button"
            className="editor-button"
            autoFocus
            onClick={() => setState({ ...state, discarding: undefined })}
          >
            Keep the changes
          </button>
          <button
            type="button"
            className="editor-button editor-button-danger"
            onClick={() => void discard(state.review, state.message, page)}
          >
            Discard changes
          </button>
        </div>
      </div>
    );
  } else {
    const { review, message, busy, problem } = state;
    const nothing = review.files.length === 0;
    body = (
      <>
        {changed ? (
          <p className="editor-publish-note">This page has unsaved changes: Save first to publish them too.</p>
        ) : null}
        {nothing ? (
          <>
            <p>Nothing to publish: every page is as it was at the last publish.</p>
            <ReviewedFiles review={review} />
          </>
        ) : (
          <>
            <ul className="editor-publish-list" aria-label="Changes to publish">
              {review.pages.map((page) => (
                <PageChanges key={page.file} page={page} onDiscard={() => setState({ ...state, discarding: page })} />
              ))}
              {review.images.map((id) => (
                <li key={id} className="editor-publish-page">
                  <strong>Image uploaded: {id.replace(/^uploads\//, '')}</strong>
                </li>
              ))}
            </ul>
            <ReviewedFiles review={review} />
            <label htmlFor={messageId}>Message</label>
            <textarea
              id={messageId}
              className="editor-publish-message"
              rows={2}
              value={message}
              onChange={(event) => setState({ ...state, message: event.target.value, problem: undefined })}
            />
            <p className="editor-publish-where">
              Goes to the branch {review.branch}
              {review.pushTo ? `, then to ${review.pushTo}` : ' (no remote to send it to)'}.
            </p>
          </>
        )}
        {problem ? (
          <p className="editor-field-problem" role="alert">
            Not published: {problem}
          </p>
        ) : null}
        <div className="editor-dialog-actions">
          <button type="button" className="editor-button" onClick={close}>
            Cancel
          </button>
          {nothing ? null : (
            <button
              type="button"
              className="editor-button editor-button-primary"
              disabled={busy || message.trim() === ''}
              onClick={() => void publishNow(review, message)}
            >
              {busy ? 'Publishing…' : 'Publish'}
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <>
      <button ref={button} type="button" className="editor-button" aria-haspopup="dialog" onClick={show}>
        Publish
      </button>
      <dialog
        ref={dialog}
        className="editor-dialog editor-publish"
        aria-labelledby={headingId}
        onClose={() => button.current?.focus()}
      >
        <h2 id={headingId}>Publish</h2>
        {body}
        {state.kind === 'published' || state.kind === 'refused' ? (
          <div className="editor-dialog-actions">
            <button type="button" className="editor-button" autoFocus onClick={close}>
              Close
            </button>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
