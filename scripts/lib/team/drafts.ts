// The team's drafts: each change a person starts ("New change: Spring campaign") is a git branch of its
// own (`drafts/<id>`), made from the published branch, with a worktree under the service's state folder
// (`.editor/drafts/<id>/`, outside pages-data/ and outside what git tracks), where that person's saves go.
// A draft goes to review, comes back with changes requested, is withdrawn, or is published: merged into
// the published branch (a merge commit or a squash) by a publisher, with its author as the commit's
// author, and pushed. Each step is in the audit log and, when configured, sent to a webhook. The drafts'
// states are one JSON file beside the accounts (`.editor/drafts.json`), written atomically.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { mergeValues, type MergeConflict, type Pick as Side, resolveConflicts } from '../../../src/editor/merge';
import type { DataPath } from '../../../src/content/problem';
import { routePathFromFile } from '../../../src/content/files';
import { writeAtomically } from '../fs/write-file';
import { editedText } from '../editor/write-page';
import { pushInWords, pushTarget, reviewChanges, written } from '../editor/publish';
import { UPLOADS_CATALOGUE, UPLOADS_FOLDER } from '../editor/upload';
import { git, GitError, type Person } from './git';

export const DRAFT_STATES = ['draft', 'in review', 'changes requested', 'published', 'withdrawn'] as const;
export type DraftState = (typeof DRAFT_STATES)[number];

/** The files a draft holds: the pages, the shared data files, the uploaded pictures and their catalogue. */
export const DRAFT_CONTENT = ['pages-data', UPLOADS_FOLDER, UPLOADS_CATALOGUE];

const personSchema = z.object({ email: z.string(), name: z.string() });
const stepSchema = z.object({
  time: z.string(),
  person: personSchema,
  action: z.string(),
  words: z.string(),
});
const draftSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  author: personSchema,
  branch: z.string(),
  state: z.enum(DRAFT_STATES),
  created: z.string(),
  updated: z.string(),
  /** The note that came with the request for review. */
  note: z.string().optional(),
  /** The publisher's comment when they asked for changes, shown to the author on opening the draft. */
  comment: z.string().optional(),
  commentBy: personSchema.optional(),
  /** When a publisher approved it to go out (ISO 8601, UTC), and who. */
  publishAt: z.string().optional(),
  approvedBy: personSchema.optional(),
  /** The published branch's commit it became. */
  commit: z.string().optional(),
  steps: z.array(stepSchema),
});
const storedSchema = z.object({
  drafts: z.array(draftSchema),
  /** The draft each person has open, by e-mail. */
  open: z.record(z.string(), z.string()),
});

export type Draft = z.infer<typeof draftSchema>;
export type DraftStep = z.infer<typeof stepSchema>;

/** A step of a draft refused, in words; `status` is the HTTP status its answer carries. */
export class DraftError extends Error {
  override name = 'DraftError';
  constructor(
    message: string,
    readonly status = 409,
    readonly conflicts?: FileConflict[],
  ) {
    super(message);
  }
}

/** Values both the draft and the published branch changed in one file since the draft began. */
export interface FileConflict {
  file: string;
  /** The page's address, for a page. */
  page?: string;
  conflicts: MergeConflict[];
}

/** What bringing a draft up to date did. */
export interface Update {
  /** `up to date` (nothing came in), `merged` (the published changes are in the draft), `conflicts` (nothing changed). */
  result: 'up to date' | 'merged' | 'conflicts';
  conflicts: FileConflict[];
  /** The files the published branch changed that came in. */
  files: string[];
}

export interface DraftsOptions {
  /** The project's checkout of the published branch. */
  root: string;
  /** The service's state folder (`.editor`): the drafts' worktrees and their file live here. */
  stateDir: string;
  /** The published branch; the one checked out in `root` by default. */
  branch?: string;
  /** How Publish lands a draft: one merge commit (default), or its changes as one commit. */
  mode?: 'merge' | 'squash';
  /** Where each step is sent as JSON (`POST`), e.g. a chat channel's incoming webhook. */
  webhook?: string;
  /** Records a step in the audit log, with the address the person asked from (none for the schedule's own steps). */
  record?: (person: Person, action: string, words: string, address?: string) => void;
  /** Reports what went wrong without stopping the service (a webhook that did not answer). */
  log?: (text: string) => void;
  /** The address people use, for links in the webhook's message. */
  baseUrl?: string;
}

/** Who asks for a step: a person, and the address they asked from (recorded, never kept with the draft). */
export type Asking = Person & { address?: string };

/** A person as a draft keeps them: a name and an e-mail. */
const plain = ({ email, name }: Person): Person => ({ email, name });

/** A title as a branch's name: "Spring campaign!" → `spring-campaign`. */
export const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '') || 'change';

const LIVE: readonly DraftState[] = ['draft', 'in review', 'changes requested'];

/** The message each step sends and records, in words. */
const STEP_WORDS = {
  'new change': (who: string, d: Draft) => `${who} started the change "${d.title}"`,
  'review requested': (who: string, d: Draft) => `${who} asked for a review of "${d.title}"`,
  'changes requested': (who: string, d: Draft) => `${who} asked for changes to "${d.title}"`,
  withdrawn: (who: string, d: Draft) => `${who} withdrew "${d.title}"`,
  scheduled: (who: string, d: Draft) =>
    `${who} approved "${d.title}" to publish at ${d.publishAt?.replace('T', ' ').replace(/:\d\d\.\d+Z$|Z$/, ' UTC')}`,
  'schedule cancelled': (who: string, d: Draft) => `${who} cancelled the scheduled publish of "${d.title}"`,
  published: (who: string, d: Draft) => `${who} published "${d.title}" by ${d.author.name} as commit ${d.commit}`,
  'scheduled publish': (who: string, d: Draft) =>
    `"${d.title}" by ${d.author.name} was published as scheduled (approved by ${who}) as commit ${d.commit}`,
  'brought up to date': (who: string, d: Draft) => `${who} brought "${d.title}" up to date with the published site`,
} as const;
export type DraftAction = keyof typeof STEP_WORDS;

export class Drafts {
  private stored: z.infer<typeof storedSchema> = { drafts: [], open: {} };
  private queue: Promise<unknown> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;
  private published = '';

  private constructor(readonly options: DraftsOptions) {}

  /** The drafts kept in the state folder (none the first time), on the published branch of `root`. */
  static async open(options: DraftsOptions): Promise<Drafts> {
    const drafts = new Drafts(options);
    drafts.published =
      options.branch ??
      (await git(options.root, ['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => '')).trim();
    if (!drafts.published) {
      throw new Error(
        `Each person's changes wait as a git branch of their own, so ${options.root} must be a git repository with the published branch checked out (git init, or a clone). Or start the editor with --shared-copy, where every save goes into this one copy.`,
      );
    }
    const text = await readFile(drafts.file, 'utf8').catch(() => undefined);
    if (text !== undefined) {
      const parsed = storedSchema.safeParse(JSON.parse(text));
      if (!parsed.success) {
        throw new Error(
          `${drafts.file} is not a list of drafts the editor wrote (${parsed.error.issues[0]?.message}): restore it from a backup, or move it away to start with no drafts.`,
        );
      }
      drafts.stored = parsed.data;
    }
    return drafts;
  }

  /** The published branch's name. */
  get branch(): string {
    return this.published;
  }

  private get file(): string {
    return path.join(this.options.stateDir, 'drafts.json');
  }

  /** The draft's own copy of the project: its worktree. */
  folderOf(draft: Pick<Draft, 'id'>): string {
    return path.join(this.options.stateDir, 'drafts', draft.id);
  }

  /** The draft's pages folder, where its saves go. */
  pagesOf(draft: Pick<Draft, 'id'>): string {
    return path.join(this.folderOf(draft), 'pages-data');
  }

  /** One change of the drafts at a time, in the order asked. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async save(): Promise<void> {
    await mkdir(this.options.stateDir, { recursive: true, mode: 0o700 });
    await writeAtomically(this.file, `${JSON.stringify(this.stored, null, 2)}\n`, this.options.stateDir);
  }

  /** Every draft, newest first; those in `states` only when given. */
  list(states?: readonly DraftState[]): Draft[] {
    return this.stored.drafts
      .filter((draft) => !states || states.includes(draft.state))
      .sort((a, b) => b.created.localeCompare(a.created));
  }

  /** The draft `id`, or a refusal in words. */
  get(id: string): Draft {
    const draft = this.stored.drafts.find((each) => each.id === id);
    if (!draft)
      throw new DraftError(`There is no change "${id}": it may have been withdrawn. Open the list of changes.`, 404);
    return draft;
  }

  /** The draft `person` has open, while it is still a draft (not published or withdrawn). */
  openFor(email: string): Draft | undefined {
    const id = this.stored.open[email];
    const draft = id ? this.stored.drafts.find((each) => each.id === id) : undefined;
    return draft && LIVE.includes(draft.state) ? draft : undefined;
  }

  /** Opens `id` for `person` (their saves go into it), or closes theirs with undefined: they see the published site. */
  setOpen(person: Person, id: string | undefined): Promise<Draft | undefined> {
    return this.serial(async () => {
      if (id === undefined) {
        delete this.stored.open[person.email];
      } else {
        const draft = this.get(id);
        if (!LIVE.includes(draft.state))
          throw new DraftError(`"${draft.title}" is ${draft.state}: it cannot be opened to edit.`);
        this.stored.open[person.email] = id;
      }
      await this.save();
      return id === undefined ? undefined : this.get(id);
    });
  }

  private step(draft: Draft, asking: Asking, action: DraftAction): void {
    const person = plain(asking);
    const words = STEP_WORDS[action](person.name, draft);
    const time = new Date().toISOString();
    draft.steps.push({ time, person, action, words });
    draft.updated = time;
    this.options.record?.(person, `draft ${action}`, words, asking.address);
    void this.notify(draft, person, action, words);
  }

  /** Sends a step to the webhook as JSON; a failure is reported, never thrown. */
  private async notify(draft: Draft, person: Person, action: string, words: string): Promise<void> {
    if (!this.options.webhook) return;
    const link = this.options.baseUrl && `${this.options.baseUrl.replace(/\/$/, '')}/_edit/?change=${draft.id}`;
    const body = {
      text: link ? `${words}: ${link}` : words,
      event: action,
      person,
      change: {
        id: draft.id,
        title: draft.title,
        author: draft.author,
        state: draft.state,
        note: draft.note,
        comment: draft.comment,
        commit: draft.commit,
      },
      time: new Date().toISOString(),
    };
    try {
      const answer = await fetch(this.options.webhook, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      if (!answer.ok) this.options.log?.(`The webhook answered ${answer.status} to "${words}".`);
    } catch (error) {
      this.options.log?.(`The webhook could not be reached for "${words}": ${String(error)}`);
    }
  }

  /** Starts a change: a branch made from the published branch, and its worktree. */
  create(title: string, person: Person): Promise<Draft> {
    return this.serial(async () => {
      const trimmed = title.replace(/[\r\n]+/g, ' ').trim();
      if (!trimmed) throw new DraftError('Give the change a title that says what it is for ("Spring campaign").', 400);
      if (trimmed.length > 120) throw new DraftError('Keep the title under 120 characters.', 400);
      const id = `${slugOf(trimmed)}-${randomBytes(3).toString('hex')}`;
      const branch = `drafts/${id}`;
      const time = new Date().toISOString();
      const draft: Draft = {
        id,
        title: trimmed,
        author: plain(person),
        branch,
        state: 'draft',
        created: time,
        updated: time,
        steps: [],
      };
      await mkdir(path.join(this.options.stateDir, 'drafts'), { recursive: true, mode: 0o700 });
      await git(this.options.root, ['worktree', 'add', '--quiet', '-b', branch, this.folderOf(draft), this.published]);
      this.stored.drafts.push(draft);
      this.stored.open[person.email] = id;
      this.step(draft, person, 'new change');
      await this.save();
      return draft;
    });
  }

  /** Commits what was saved into the draft since its last commit (as the person who saved it). */
  async commitPending(draft: Draft, person: Person, message = `Work on ${draft.title}`): Promise<boolean> {
    const folder = this.folderOf(draft);
    const present = DRAFT_CONTENT.filter((each) => existsSync(path.join(folder, each)));
    if (present.length > 0) await git(folder, ['add', '--all', '--', ...present]);
    const staged = (await git(folder, ['diff', '--cached', '--name-only'])).trim();
    if (!staged) return false;
    await git(folder, ['commit', '--quiet', '--no-verify', '-m', message], person);
    return true;
  }

  /** The commit the draft started from on the published branch (moved on by each update). */
  async baseOf(draft: Draft): Promise<string> {
    return (await git(this.options.root, ['merge-base', this.published, draft.branch])).trim();
  }

  /** How many commits the published branch has that the draft does not have yet. */
  async behind(draft: Draft): Promise<number> {
    const count = await git(this.options.root, ['rev-list', '--count', `${draft.branch}..${this.published}`]);
    return Number(count.trim());
  }

  /** The draft's changes in words (the Publish review's), against the published branch where it began. */
  async changes(draft: Draft) {
    return reviewChanges(this.folderOf(draft), { since: await this.baseOf(draft) });
  }

  /** The addresses of the pages a draft changes. */
  async pages(draft: Draft): Promise<string[]> {
    if (!LIVE.includes(draft.state)) return [];
    const review = await this.changes(draft);
    return review.pages.map((page) => page.path ?? page.title);
  }

  /**
   * Brings the draft up to date with the published branch: git's merge, and where git finds both sides
   * changed one file, the value-by-value merge of the editor (`mergeValues`). A value both changed is a
   * conflict: nothing is merged until `picks` (by file, one per conflict in order) chooses each.
   */
  update(id: string, person: Person, picks: Readonly<Record<string, readonly Side[]>> = {}): Promise<Update> {
    return this.serial(() => this.updateNow(this.get(id), person, picks));
  }

  private async updateNow(
    draft: Draft,
    person: Person,
    picks: Readonly<Record<string, readonly Side[]>> = {},
  ): Promise<Update> {
    if (!LIVE.includes(draft.state))
      throw new DraftError(`"${draft.title}" is ${draft.state}: there is nothing to bring up to date.`);
    const folder = this.folderOf(draft);
    await this.commitPending(draft, person);
    if ((await this.behind(draft)) === 0) return { result: 'up to date', conflicts: [], files: [] };
    const base = await this.baseOf(draft);
    const files = (await git(folder, ['diff', '--name-only', '-z', base, this.published])).split('\0').filter(Boolean);
    const message = `Bring ${draft.title} up to date with ${this.published}`;
    try {
      await git(folder, ['merge', '--quiet', '--no-ff', '--no-edit', '-m', message, this.published], person);
      this.step(draft, person, 'brought up to date');
      await this.save();
      return { result: 'merged', conflicts: [], files };
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
    }
    const unmerged = (await git(folder, ['diff', '--name-only', '--diff-filter=U', '-z'])).split('\0').filter(Boolean);
    if (unmerged.length === 0) {
      await git(folder, ['merge', '--abort']).catch(() => undefined);
      throw new DraftError(
        `"${draft.title}" could not be brought up to date: git stopped the merge. A developer looks at ${folder}.`,
        500,
      );
    }
    const conflicts: FileConflict[] = [];
    const resolved = new Map<string, string | undefined>();
    for (const file of unmerged) {
      const [baseText, mineText, theirsText] = await Promise.all(
        [1, 2, 3].map((stage) => git(folder, ['show', `:${stage}:${file}`]).catch(() => undefined)),
      );
      const merged = await mergedFile(
        folder,
        file,
        { base: baseText, mine: mineText, theirs: theirsText },
        picks[file],
      );
      if ('conflicts' in merged) {
        const page = routePathFromFile(file.replace(/^pages-data\//, ''));
        conflicts.push({
          file,
          ...(page && file.startsWith('pages-data/') ? { page } : {}),
          conflicts: merged.conflicts,
        });
      } else {
        resolved.set(file, merged.text);
      }
    }
    if (conflicts.length > 0) {
      await git(folder, ['merge', '--abort']);
      return { result: 'conflicts', conflicts, files };
    }
    for (const [file, text] of resolved) {
      const abs = path.join(folder, file);
      if (text === undefined) await unlink(abs).catch(() => undefined);
      else await writeAtomically(abs, text, folder);
      await git(folder, ['add', '--all', '--', file]);
    }
    await git(folder, ['commit', '--quiet', '--no-verify', '--no-edit', '-m', message], person);
    this.step(draft, person, 'brought up to date');
    await this.save();
    return { result: 'merged', conflicts: [], files };
  }

  /** Sends the draft to the publishers, with a note: what is saved is committed, and it must be up to date. */
  requestReview(id: string, person: Person, note = ''): Promise<Draft> {
    return this.serial(async () => {
      const draft = this.get(id);
      if (draft.state !== 'draft' && draft.state !== 'changes requested') {
        throw new DraftError(
          `"${draft.title}" is ${draft.state}: only a draft, or one sent back with changes, goes to review.`,
        );
      }
      const updated = await this.updateNow(draft, person);
      if (updated.result === 'conflicts') {
        throw new DraftError(
          `The published site changed values that "${draft.title}" changes too: choose which to keep (Bring up to date) before the review.`,
          409,
          updated.conflicts,
        );
      }
      if ((await this.changes(draft)).files.length === 0) {
        throw new DraftError(`"${draft.title}" changes nothing yet: save a change first.`);
      }
      draft.state = 'in review';
      draft.note = note.trim() || undefined;
      this.step(draft, person, 'review requested');
      await this.save();
      return draft;
    });
  }

  /** Sends the draft back to its author with a comment (a publisher's step). */
  requestChanges(id: string, person: Person, comment: string): Promise<Draft> {
    return this.serial(async () => {
      const draft = this.get(id);
      if (draft.state !== 'in review') throw new DraftError(`"${draft.title}" is ${draft.state}, not in review.`);
      if (!comment.trim())
        throw new DraftError('Say what should change: the author reads it on opening the change.', 400);
      draft.state = 'changes requested';
      draft.comment = comment.trim();
      draft.commentBy = plain(person);
      draft.publishAt = undefined;
      this.step(draft, person, 'changes requested');
      await this.save();
      return draft;
    });
  }

  /** Withdraws a draft: it is no longer offered; its branch stays in the repository, its worktree goes. */
  withdraw(id: string, person: Person): Promise<Draft> {
    return this.serial(async () => {
      const draft = this.get(id);
      if (!LIVE.includes(draft.state)) throw new DraftError(`"${draft.title}" is ${draft.state} already.`);
      await this.commitPending(draft, person);
      draft.state = 'withdrawn';
      draft.publishAt = undefined;
      await this.removeWorktree(draft);
      this.step(draft, person, 'withdrawn');
      await this.save();
      return draft;
    });
  }

  private async removeWorktree(draft: Draft): Promise<void> {
    await git(this.options.root, ['worktree', 'remove', '--force', this.folderOf(draft)]).catch(() => undefined);
    await git(this.options.root, ['worktree', 'prune']).catch(() => undefined);
  }

  /**
   * Publishes a draft in review: brought up to date first (a conflict stops it), merged into the
   * published branch in `root` with its author as the commit's author (a merge commit, or one squashed
   * commit), then pushed when the branch has somewhere to go, never forcing.
   */
  publish(id: string, person: Person, action: 'published' | 'scheduled publish' = 'published') {
    return this.serial(async () => {
      const draft = this.get(id);
      if (draft.state !== 'in review') {
        throw new DraftError(`"${draft.title}" is ${draft.state}: a change is published from review.`);
      }
      const updated = await this.updateNow(draft, person);
      if (updated.result === 'conflicts') {
        throw new DraftError(
          `The published site changed values that "${draft.title}" changes too: the author brings it up to date first.`,
          409,
          updated.conflicts,
        );
      }
      const root = this.options.root;
      const current = (await git(root, ['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => '')).trim();
      if (current !== this.published) {
        throw new DraftError(
          `The site's folder has ${current || 'no branch'} checked out, not ${this.published}: a developer checks out ${this.published} again.`,
        );
      }
      const body = [draft.note, `Change "${draft.title}" by ${draft.author.name}, published by ${person.name}.`]
        .filter(Boolean)
        .join('\n\n');
      try {
        if (this.options.mode === 'squash') {
          await git(root, ['merge', '--quiet', '--squash', draft.branch]);
          await git(root, ['commit', '--quiet', '--no-verify', '-m', draft.title, '-m', body], draft.author);
        } else {
          await git(root, ['merge', '--quiet', '--no-ff', '-m', draft.title, '-m', body, draft.branch], draft.author);
        }
      } catch (error) {
        await git(root, ['merge', '--abort']).catch(() =>
          git(root, ['reset', '--quiet', '--merge']).catch(() => undefined),
        );
        const said = error instanceof Error ? error.message : String(error);
        throw new DraftError(
          /would be overwritten|untracked working tree files/.test(said)
            ? `The site's folder has changes of its own in files "${draft.title}" changes, so nothing was published: a developer commits or removes them.`
            : `git did not publish "${draft.title}": ${said.split('\n').at(-1)}`,
        );
      }
      draft.commit = (await git(root, ['rev-parse', '--short', 'HEAD'])).trim();
      const { upstream, remote, pushTo } = await pushTarget(root, { branch: this.published });
      let push: { push: 'pushed' | 'not pushed' | 'no remote'; pushTo?: string; pushProblem?: string } = {
        push: 'no remote',
      };
      if (pushTo) {
        try {
          await git(
            root,
            upstream ? ['push', '--quiet'] : ['push', '--quiet', '--set-upstream', remote!, this.published],
          );
          push = { push: 'pushed', pushTo };
        } catch (error) {
          push = { push: 'not pushed', pushTo, pushProblem: pushInWords((error as Error).message, pushTo) };
        }
      }
      draft.state = 'published';
      draft.publishAt = undefined;
      await this.removeWorktree(draft);
      for (const [email, open] of Object.entries(this.stored.open))
        if (open === draft.id) delete this.stored.open[email];
      this.step(draft, action === 'scheduled publish' ? (draft.approvedBy ?? person) : person, action);
      await this.save();
      return { draft, ...push };
    });
  }

  /** Approves a draft in review to be published at `at` (a moment); the service publishes it then. */
  schedule(id: string, person: Person, at: Date | undefined): Promise<Draft> {
    return this.serial(async () => {
      const draft = this.get(id);
      if (draft.state !== 'in review')
        throw new DraftError(`"${draft.title}" is ${draft.state}: a change is scheduled from review.`);
      if (at === undefined) {
        draft.publishAt = undefined;
        draft.approvedBy = undefined;
        this.step(draft, person, 'schedule cancelled');
      } else {
        if (Number.isNaN(at.getTime())) throw new DraftError('Give the date and the time to publish at.', 400);
        draft.publishAt = at.toISOString();
        draft.approvedBy = plain(person);
        this.step(draft, person, 'scheduled');
      }
      await this.save();
      return draft;
    });
  }

  /** Publishes each draft whose time has come; a refusal is recorded and the schedule dropped. */
  async publishDue(now = Date.now()): Promise<void> {
    for (const draft of this.list(['in review'])) {
      if (!draft.publishAt || Date.parse(draft.publishAt) > now) continue;
      const by = draft.approvedBy ?? draft.author;
      try {
        await this.publish(draft.id, by, 'scheduled publish');
      } catch (error) {
        const said = error instanceof Error ? error.message : String(error);
        this.options.log?.(`"${draft.title}" was not published as scheduled: ${said}`);
        this.options.record?.(
          by,
          'draft scheduled publish failed',
          `"${draft.title}" was not published as scheduled: ${said}`,
        );
        await this.serial(async () => {
          draft.publishAt = undefined;
          await this.save();
        });
      }
    }
  }

  /** Looks for due drafts every `everyMs` (the schedule is in the drafts' file, so a restart keeps it). */
  start(everyMs = 1000): void {
    this.stop();
    let busy = false;
    this.timer = setInterval(() => {
      if (busy) return;
      busy = true;
      void this.publishDue().finally(() => (busy = false));
    }, everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Waits for the changes asked so far. */
  async settled(): Promise<void> {
    await this.queue;
  }

  /** Adds a file to a new draft's worktree (a restored version), creating its folders. */
  async put(draft: Draft, file: string, bytes: string | Buffer): Promise<void> {
    const abs = path.join(this.folderOf(draft), file);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeAtomically(abs, bytes, this.folderOf(draft));
  }

  /** Whether the draft's worktree is there (gone once published or withdrawn). */
  hasFolder(draft: Draft): boolean {
    return existsSync(this.folderOf(draft));
  }
}

/**
 * One file both the draft (`mine`) and the published branch (`theirs`) changed since `base`, merged:
 * a data file value by value, written into the draft's text in place; the catalogue of pictures entry
 * by entry; the conflicts when both changed one value and no pick chose.
 */
async function mergedFile(
  folder: string,
  file: string,
  texts: { base?: string; mine?: string; theirs?: string },
  picks: readonly Side[] | undefined,
): Promise<{ text: string | undefined } | { conflicts: MergeConflict[] }> {
  const isData = file.startsWith('pages-data/') && /\.(ts|json)$/.test(file);
  const isCatalogue = file === UPLOADS_CATALOGUE;
  const read = (text: string | undefined) =>
    text === undefined ? undefined : isCatalogue ? (JSON.parse(text) as unknown) : written(file, text);
  if (!isData && !isCatalogue) {
    // A picture both sides added under one name: the draft's is kept only when a pick says so.
    const choice = picks?.[0];
    if (!choice)
      return {
        conflicts: [
          {
            path: [],
            theirs: texts.theirs === undefined ? undefined : file,
            mine: texts.mine === undefined ? undefined : file,
          },
        ],
      };
    return { text: choice === 'mine' ? texts.mine : texts.theirs };
  }
  const result = mergeValues(read(texts.base), read(texts.theirs), read(texts.mine));
  if (result.conflicts.length > 0 && (picks?.length ?? 0) < result.conflicts.length)
    return { conflicts: result.conflicts };
  const merged = result.conflicts.length > 0 ? resolveConflicts(result, picks!) : result.merged;
  if (merged === undefined) return { text: undefined };
  if (isCatalogue) return { text: `${JSON.stringify(merged, null, 2)}\n` };
  // Written into whichever side still has the file, so that its comments and layout stay.
  const onto = texts.mine ?? texts.theirs ?? '';
  const before = read(onto);
  const page = { file, abs: path.join(folder, file) };
  return { text: (await editedText(page, onto, before, merged, { schema: false })) ?? onto };
}

export type { DataPath, Person };
