import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import {
  deletedPagesSchema,
  draftAnswerSchema,
  draftReviewSchema,
  draftsAnswerSchema,
  type DraftsAnswer,
  draftUpdateSchema,
  type DraftUpdate,
  type DraftView,
  pageHistorySchema,
} from './api';
import { getJson, knownSession } from './client';

// A team's changes (`npm run editor:serve` with drafts): which change is open (the canvas draws it and
// saves go into it), New change, switching, Bring up to date with the choices a conflict asks for,
// Request review, Withdraw; for publishers the changes waiting for review, each with its changes in
// words, Publish, Publish at, Request changes; each page's History, and the deleted pages.

const API = '/__drafts';

const post = <T,>(at: string, body: unknown, schema: z.ZodType<T>) =>
  getJson(`${API}${at}`, schema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const STATE_WORDS: Record<DraftView['state'], string> = {
  draft: 'draft',
  'in review': 'in review',
  'changes requested': 'changes requested',
  published: 'published',
  withdrawn: 'withdrawn',
};

/** "3 hours ago", "2 days ago". */
export function ageInWords(since: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(since)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

const pageList = (pages: readonly string[]) => (pages.length === 0 ? 'no pages yet' : pages.join(', '));

/** The editor's address of a page: `/_edit/pricing`. */
const editAddress = (page: string) => `/_edit${page === '/' ? '/' : page}`;

/** A value of a conflict in words. */
const valueInWords = (value: unknown) =>
  value === undefined ? '(removed)' : typeof value === 'string' ? `“${value}”` : JSON.stringify(value);

function Dialog({
  label,
  open,
  onClose,
  children,
}: {
  label: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="editor-dialog editor-audit" aria-labelledby={headingId} onClose={onClose}>
      <h2 id={headingId}>{label}</h2>
      {children}
      <div className="editor-dialog-actions">
        <button type="button" className="editor-button" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}

/** The header's change bar: shown only in a team's editor that keeps drafts. */
export function TeamChanges({ file }: { file: string }) {
  const session = knownSession();
  const [list, setList] = useState<DraftsAnswer>();
  const [problem, setProblem] = useState('');
  const [dialog, setDialog] = useState<'' | 'new' | 'review' | 'reviews' | 'history' | 'deleted' | 'conflicts'>('');
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [update, setUpdate] = useState<DraftUpdate>();
  const load = useCallback(async () => {
    try {
      setList(await getJson(API, draftsAnswerSchema));
    } catch (error) {
      setProblem((error as Error).message);
    }
  }, []);
  useEffect(() => {
    if (!session?.drafts) return;
    getJson(API, draftsAnswerSchema).then(setList, (error: Error) => setProblem(error.message));
  }, [session?.drafts]);
  if (!session?.drafts) return null;
  const open = list?.open ?? null;
  const publisher = session.person?.role !== 'author';
  /** Runs a step; a change of what is open draws the canvas afresh from it. */
  const step = async (work: () => Promise<unknown>, reload = false) => {
    setProblem('');
    try {
      await work();
      if (reload) return window.location.reload();
      setDialog('');
      await load();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const bringUpToDate = async (picks?: Record<string, ('theirs' | 'mine')[]>) => {
    setProblem('');
    try {
      const done = await post('/update', { id: open!.id, ...(picks ? { picks } : {}) }, draftUpdateSchema);
      if (done.result === 'conflicts') {
        setUpdate(done);
        setDialog('conflicts');
      } else window.location.reload();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <div className="editor-save-row editor-changes" data-editor-changes>
      <p className="editor-status" data-editor-open-change>
        {open ? (
          <>
            Change: <strong>{open.title}</strong> ({STATE_WORDS[open.state]}
            {open.pages.length > 0 ? `; ${pageList(open.pages)}` : ''})
          </>
        ) : (
          <>Published site: start a change to edit</>
        )}
      </p>
      <label>
        Open{' '}
        <select
          value={open?.id ?? ''}
          onChange={(event) =>
            void step(() => post('/open', { id: event.target.value || null }, draftAnswerSchema), true)
          }
        >
          <option value="">Published site</option>
          {open && !list?.mine.some((each) => each.id === open.id) ? (
            <option value={open.id}>
              {open.title} ({open.author.name})
            </option>
          ) : null}
          {list?.mine.map((each) => (
            <option key={each.id} value={each.id}>
              {each.title} ({STATE_WORDS[each.state]})
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="editor-button" aria-haspopup="dialog" onClick={() => setDialog('new')}>
        New change
      </button>
      {open && open.behind > 0 ? (
        <button type="button" className="editor-button" onClick={() => void bringUpToDate()}>
          Bring up to date
        </button>
      ) : null}
      {open && (open.state === 'draft' || open.state === 'changes requested') ? (
        <button type="button" className="editor-button" aria-haspopup="dialog" onClick={() => setDialog('review')}>
          Request review
        </button>
      ) : null}
      {open ? (
        <button
          type="button"
          className="editor-button"
          onClick={() => {
            if (window.confirm(`Withdraw “${open.title}”? It will not be published.`)) {
              void step(() => post('/withdraw', { id: open.id }, draftAnswerSchema), true);
            }
          }}
        >
          Withdraw
        </button>
      ) : null}
      {publisher ? (
        <button type="button" className="editor-button" aria-haspopup="dialog" onClick={() => setDialog('reviews')}>
          Reviews ({list?.review.length ?? 0})
        </button>
      ) : null}
      <button type="button" className="editor-button" aria-haspopup="dialog" onClick={() => setDialog('history')}>
        History
      </button>
      <button type="button" className="editor-button" aria-haspopup="dialog" onClick={() => setDialog('deleted')}>
        Deleted pages
      </button>
      {open?.state === 'changes requested' && open.comment ? (
        <p className="editor-status editor-status-problem" role="status" data-editor-change-comment>
          {open.commentBy?.name ?? 'A publisher'} asked for changes: {open.comment}
        </p>
      ) : null}
      {problem ? (
        <p className="editor-field-problem" role="alert">
          {problem}
        </p>
      ) : null}

      <Dialog label="New change" open={dialog === 'new'} onClose={() => setDialog('')}>
        <form
          className="editor-audit-filter"
          onSubmit={(event) => {
            event.preventDefault();
            void step(() => post('/new', { title }, draftAnswerSchema), true);
          }}
        >
          <label>
            What the change is for{' '}
            <input required value={title} placeholder="Spring campaign" onChange={(e) => setTitle(e.target.value)} />
          </label>
          <button type="submit" className="editor-button">
            Start the change
          </button>
        </form>
      </Dialog>

      <Dialog label="Request review" open={dialog === 'review'} onClose={() => setDialog('')}>
        <form
          className="editor-audit-filter"
          onSubmit={(event) => {
            event.preventDefault();
            void step(() => post('/review', { id: open!.id, note }, draftAnswerSchema));
          }}
        >
          <label>
            A note for the publishers <textarea value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
          <button type="submit" className="editor-button">
            Send to review
          </button>
        </form>
      </Dialog>

      <Dialog label="Values changed on both sides" open={dialog === 'conflicts'} onClose={() => setDialog('')}>
        {update ? <Conflicts update={update} onChosen={(picks) => void bringUpToDate(picks)} /> : null}
      </Dialog>

      {dialog === 'reviews' ? (
        <Dialog label="Changes waiting for review" open onClose={() => setDialog('')}>
          <Reviews list={list} timeZone={list?.timeZone ?? 'UTC'} onDone={() => void load()} />
        </Dialog>
      ) : null}
      {dialog === 'history' ? (
        <Dialog label={`History of ${file}`} open onClose={() => setDialog('')}>
          <History file={file} />
        </Dialog>
      ) : null}
      {dialog === 'deleted' ? (
        <Dialog label="Deleted pages" open onClose={() => setDialog('')}>
          <Deleted />
        </Dialog>
      ) : null}
    </div>
  );
}

/** Each value both the change and the published site changed: both values, and a choice. */
function Conflicts({
  update,
  onChosen,
}: {
  update: DraftUpdate;
  onChosen: (picks: Record<string, ('theirs' | 'mine')[]>) => void;
}) {
  const [picks, setPicks] = useState<Record<string, ('theirs' | 'mine')[]>>(() =>
    Object.fromEntries(update.conflicts.map((file) => [file.file, file.conflicts.map(() => 'mine' as const)])),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onChosen(picks);
      }}
    >
      <p>The published site changed these values since your change began, and so did you. Choose which to keep.</p>
      {update.conflicts.map((file) =>
        file.conflicts.map((conflict, i) => (
          <fieldset key={`${file.file}:${i}`} data-editor-conflict>
            <legend>
              {file.page ?? file.file} › {conflict.path.join(' › ') || 'the whole file'}
            </legend>
            {(['theirs', 'mine'] as const).map((side) => (
              <label key={side}>
                <input
                  type="radio"
                  name={`${file.file}:${i}`}
                  checked={picks[file.file]![i] === side}
                  onChange={() =>
                    setPicks({ ...picks, [file.file]: picks[file.file]!.map((p, j) => (j === i ? side : p)) })
                  }
                />{' '}
                {side === 'theirs' ? 'Published: ' : 'Yours: '}
                {valueInWords(side === 'theirs' ? conflict.theirs : conflict.mine)}
              </label>
            ))}
          </fieldset>
        )),
      )}
      <button type="submit" className="editor-button">
        Keep these and bring up to date
      </button>
    </form>
  );
}

/** The publishers' list of changes in review, and one opened as its review. */
function Reviews({ list, timeZone, onDone }: { list?: DraftsAnswer; timeZone: string; onDone: () => void }) {
  const [opened, setOpened] = useState<z.infer<typeof draftReviewSchema>>();
  const [comment, setComment] = useState('');
  const [at, setAt] = useState('');
  const [said, setSaid] = useState('');
  const act = async (work: () => Promise<unknown>, words: string) => {
    setSaid('');
    try {
      await work();
      setSaid(words);
      setOpened(undefined);
      onDone();
    } catch (error) {
      setSaid((error as Error).message);
    }
  };
  if (!opened) {
    return (
      <>
        {said ? <p role="status">{said}</p> : null}
        {list?.review.length ? (
          <ul className="editor-audit-list" data-editor-reviews>
            {list.review.map((each) => (
              <li key={each.id}>
                <strong>{each.title}</strong> by {each.author.name}: {pageList(each.pages)}, asked{' '}
                {ageInWords(each.updated)}
                {each.publishAt ? `, to publish at ${new Date(each.publishAt).toLocaleString()}` : ''}{' '}
                <button
                  type="button"
                  className="editor-button"
                  onClick={() =>
                    void getJson(`${API}/changes?id=${encodeURIComponent(each.id)}`, draftReviewSchema).then(
                      setOpened,
                      (error: Error) => setSaid(error.message),
                    )
                  }
                >
                  Open review of {each.title}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">No change is waiting for review.</p>
        )}
      </>
    );
  }
  const { draft, review } = opened;
  return (
    <div data-editor-review>
      <p>
        <strong>{draft.title}</strong> by {draft.author.name}
        {draft.note ? `: “${draft.note}”` : ''}
      </p>
      {review.pages.map((page) => (
        <section key={page.file}>
          <h3>
            {page.title} ({page.kind}
            {page.path ? `, ${page.path}` : ''})
          </h3>
          <ul>
            {page.changes.map((change, i) => (
              <li key={i}>{change}</li>
            ))}
          </ul>
          {page.path && page.kind !== 'removed' ? (
            <p>
              <a
                href={`${editAddress(page.path)}?change=${encodeURIComponent(draft.id)}`}
                target="_blank"
                rel="noreferrer"
              >
                Preview {page.title} in this change
              </a>{' '}
              ·{' '}
              <a href={page.path} target="_blank" rel="noreferrer">
                {page.title} as published
              </a>
            </p>
          ) : null}
        </section>
      ))}
      {review.images.length > 0 ? <p>Pictures: {review.images.join(', ')}</p> : null}
      {said ? (
        <p className="editor-field-problem" role="alert">
          {said}
        </p>
      ) : null}
      <div className="editor-dialog-actions">
        <button
          type="button"
          className="editor-button editor-save"
          onClick={() =>
            void act(
              () => post('/publish', { id: draft.id }, draftAnswerSchema.passthrough()),
              `Published “${draft.title}”.`,
            )
          }
        >
          Publish
        </button>
      </div>
      <form
        className="editor-audit-filter"
        onSubmit={(event) => {
          event.preventDefault();
          void act(
            () => post('/schedule', { id: draft.id, at }, draftAnswerSchema),
            `“${draft.title}” will be published at ${at.replace('T', ' ')}.`,
          );
        }}
      >
        <label>
          Publish at ({timeZone} time){' '}
          <input type="datetime-local" required value={at} onChange={(e) => setAt(e.target.value)} />
        </label>
        <button type="submit" className="editor-button">
          Approve to publish then
        </button>
      </form>
      <form
        className="editor-audit-filter"
        onSubmit={(event) => {
          event.preventDefault();
          void act(
            () => post('/request-changes', { id: draft.id, comment }, draftAnswerSchema),
            `Sent “${draft.title}” back to ${draft.author.name}.`,
          );
        }}
      >
        <label>
          What should change <textarea required value={comment} onChange={(e) => setComment(e.target.value)} />
        </label>
        <button type="submit" className="editor-button">
          Request changes
        </button>
      </form>
    </div>
  );
}

/** A page's published versions, each restorable as a new change. */
function History({ file }: { file: string }) {
  const [versions, setVersions] = useState<z.infer<typeof pageHistorySchema>['versions']>();
  const [said, setSaid] = useState('');
  useEffect(() => {
    getJson(`${API}/history?file=${encodeURIComponent(file)}`, pageHistorySchema).then(
      (answer) => setVersions(answer.versions),
      (error: Error) => setSaid(error.message),
    );
  }, [file]);
  const restore = (commit: string) =>
    post('/restore', { file, commit }, draftAnswerSchema).then(
      () => window.location.reload(),
      (error: Error) => setSaid(error.message),
    );
  return (
    <>
      {said ? (
        <p className="editor-field-problem" role="alert">
          {said}
        </p>
      ) : null}
      <ol className="editor-audit-list" data-editor-history>
        {versions?.map((version, i) => (
          <li key={version.commit}>
            <time dateTime={version.time}>{new Date(version.time).toLocaleString()}</time>, {version.person}: “
            {version.message}”
            {version.kind === 'changed' ? (
              <ul>
                {version.changes.map((change, j) => (
                  <li key={j}>{change}</li>
                ))}
              </ul>
            ) : (
              ` (${version.kind === 'new' ? 'the page was made' : 'the page was removed'})`
            )}
            {i > 0 && version.kind !== 'removed' ? (
              <button type="button" className="editor-button" onClick={() => void restore(version.commit)}>
                Restore this version
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The pages deleted from the published site, each restorable as a new change. */
function Deleted() {
  const [pages, setPages] = useState<z.infer<typeof deletedPagesSchema>['pages']>();
  const [said, setSaid] = useState('');
  useEffect(() => {
    getJson(`${API}/deleted`, deletedPagesSchema).then(
      (answer) => setPages(answer.pages),
      (error: Error) => setSaid(error.message),
    );
  }, []);
  return (
    <>
      {said ? (
        <p className="editor-field-problem" role="alert">
          {said}
        </p>
      ) : null}
      {pages?.length === 0 ? <p role="status">No page has been deleted.</p> : null}
      <ul className="editor-audit-list" data-editor-deleted>
        {pages?.map((page) => (
          <li key={page.file}>
            {page.title} ({page.path}), deleted by {page.person} on {new Date(page.time).toLocaleDateString()}{' '}
            <button
              type="button"
              className="editor-button"
              onClick={() =>
                void post('/restore', { file: page.file, commit: `${page.commit}^1` }, draftAnswerSchema).then(
                  () => window.location.assign(editAddress(page.path)),
                  (error: Error) => setSaid(error.message),
                )
              }
            >
              Restore {page.title}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
