// `/__drafts/*`: the team editor's changes (drafts), review, history and scheduled publishing, answered
// by the gate for a signed-in person (`gate.ts`), JSON in and out. Roles are checked here: anyone signed
// in starts, opens and sends their own changes to review; a publisher asks for changes, publishes and
// schedules; a change is withdrawn by its author or a publisher.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { type Draft, DraftError, type Drafts } from './drafts';
import { deletedPages, pageHistory, restoreVersion } from './history';
import { atLeast, type Role } from './roles';

export const DRAFTS_API = '/__drafts';

export interface DraftRouteContext {
  drafts: Drafts;
  person: { email: string; name: string; role: Role };
  /** The session's key: every change carries it (`X-Editor-Token`). */
  token: string;
  /** The site's time zone, which a "publish at" time is in (`Europe/Berlin`). */
  timeZone: string;
  /** The address the request came from, for the audit log. */
  address?: string;
}

const pick = z.enum(['theirs', 'mine']);
const bodies = {
  new: z.object({ title: z.string().max(200) }),
  open: z.object({ id: z.string().max(80).nullable() }),
  update: z.object({ id: z.string().max(80), picks: z.record(z.string(), z.array(pick)).optional() }),
  review: z.object({ id: z.string().max(80), note: z.string().max(2000).optional() }),
  'request-changes': z.object({ id: z.string().max(80), comment: z.string().max(4000) }),
  withdraw: z.object({ id: z.string().max(80) }),
  publish: z.object({ id: z.string().max(80) }),
  schedule: z.object({
    id: z.string().max(80),
    /** `2026-12-24T09:00` in the site's time zone; none cancels the schedule. */
    at: z
      .string()
      .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/, 'a date and a time, like 2026-12-24T09:00')
      .optional(),
  }),
  restore: z.object({ file: z.string().max(400), commit: z.string().max(44) }),
} as const;

/** Which changes need a publisher. */
const PUBLISHERS_ONLY = new Set(['request-changes', 'publish', 'schedule']);

/**
 * The moment a wall-clock time (`2026-12-24T09:00`) is in `timeZone`: the UTC instant whose local
 * time there reads so (the offset looked up twice, for a time near a change of the clocks).
 */
export function zonedTime(local: string, timeZone: string): Date {
  const [date, time] = local.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min, s = 0] = time.split(':').map(Number) as [number, number, number?];
  const wanted = Date.UTC(y, m - 1, d, h, min, s);
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offset = (at: number) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, Number(part.value)]));
    return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - at;
  };
  const first = wanted - offset(wanted);
  return new Date(wanted - offset(first));
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(JSON.stringify(body));
};

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  if ((req.headers['content-type'] ?? '').split(';')[0]!.trim() !== 'application/json') {
    throw new DraftError('Send the request as JSON, with the header Content-Type: application/json.', 415);
  }
  let text = '';
  for await (const chunk of req as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > 64 * 1024) throw new DraftError('The request is too large.', 413);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DraftError('The request is not JSON.', 400);
  }
}

/** A draft as the editor lists it: with the pages it changes and how far the published site moved on since. */
async function view(drafts: Drafts, draft: Draft) {
  const live = drafts.hasFolder(draft);
  return {
    ...draft,
    pages: live ? await drafts.pages(draft).catch(() => []) : [],
    behind: live ? await drafts.behind(draft).catch(() => 0) : 0,
  };
}

/** Answers one request under `/__drafts` (its path given without the prefix). */
export async function answerDrafts(req: IncomingMessage, res: ServerResponse, path: string, ctx: DraftRouteContext) {
  try {
    send(res, 200, await answer(req, path, ctx));
  } catch (error) {
    if (error instanceof DraftError) {
      return send(res, error.status, {
        error: error.message,
        ...(error.conflicts ? { conflicts: error.conflicts } : {}),
      });
    }
    console.error(error);
    send(res, 500, { error: 'The change could not be made: see the server’s output.' });
  }
}

async function answer(req: IncomingMessage, route: string, ctx: DraftRouteContext): Promise<unknown> {
  const { drafts } = ctx;
  // Who a step is by, as the drafts keep it: a name and an e-mail (the role may change).
  const person = { email: ctx.person.email, name: ctx.person.name, address: ctx.address };
  const url = new URL(req.url ?? '/', 'http://drafts');
  const publisher = atLeast(ctx.person.role, 'publisher');
  if (req.method === 'GET') {
    if (route === '') {
      const open = drafts.openFor(person.email);
      return {
        branch: drafts.branch,
        timeZone: ctx.timeZone,
        open: open ? await view(drafts, open) : null,
        mine: await Promise.all(
          drafts
            .list(['draft', 'in review', 'changes requested'])
            .filter((d) => d.author.email === person.email)
            .map((d) => view(drafts, d)),
        ),
        // The publishers' list: every change waiting for review.
        review: publisher ? await Promise.all(drafts.list(['in review']).map((d) => view(drafts, d))) : [],
      };
    }
    if (route === '/changes') {
      const draft = drafts.get(url.searchParams.get('id') ?? '');
      if (!drafts.hasFolder(draft))
        throw new DraftError(`"${draft.title}" is ${draft.state}: its changes are on the published site now.`, 410);
      return { draft: await view(drafts, draft), review: await drafts.changes(draft) };
    }
    if (route === '/history') {
      const file = url.searchParams.get('file') ?? '';
      if (!/^pages-data\/[\w./-]+\.(ts|json)$/.test(file) || file.includes('..')) {
        throw new DraftError('Say which page file: /__drafts/history?file=pages-data/pricing.ts', 400);
      }
      return { versions: await pageHistory(drafts.options.root, drafts.branch, file) };
    }
    if (route === '/deleted') return { pages: await deletedPages(drafts.options.root, drafts.branch) };
    throw new DraftError(`There is no GET ${DRAFTS_API}${route}.`, 404);
  }
  if (req.method !== 'POST') throw new DraftError(`There is no ${req.method} ${DRAFTS_API}${route}.`, 404);
  if (req.headers['x-editor-token'] !== ctx.token) {
    throw new DraftError('Change the drafts from the editor itself (reload it if it has been open for long).', 403);
  }
  const action = route.slice(1) as keyof typeof bodies;
  const schema = bodies[action];
  if (!schema) throw new DraftError(`There is no POST ${DRAFTS_API}${route}.`, 404);
  if (PUBLISHERS_ONLY.has(action) && !publisher) {
    throw new DraftError(
      action === 'publish'
        ? 'Publishing is for publishers.'
        : action === 'schedule'
          ? 'Scheduling a publish is for publishers.'
          : 'Asking for changes is for publishers.',
      403,
    );
  }
  const parsed = schema.safeParse(await jsonBody(req));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DraftError(`The request is not right at ${issue?.path.join('.') || 'its top'}: ${issue?.message}.`, 400);
  }
  const body = parsed.data as Record<string, unknown>;
  const id = typeof body.id === 'string' ? body.id : '';
  const own = (draft: Draft) => {
    if (draft.author.email !== person.email && !publisher) {
      throw new DraftError(
        `"${draft.title}" is ${draft.author.name}'s change: only they or a publisher may do that.`,
        403,
      );
    }
    return draft;
  };
  switch (action) {
    case 'new':
      return { draft: await drafts.create(String(body.title), person) };
    case 'open':
      return { draft: (await drafts.setOpen(person, body.id === null ? undefined : id)) ?? null };
    case 'update':
      own(drafts.get(id));
      return drafts.update(id, person, (body.picks as Record<string, ('theirs' | 'mine')[]>) ?? {});
    case 'review':
      own(drafts.get(id));
      return { draft: await drafts.requestReview(id, person, typeof body.note === 'string' ? body.note : '') };
    case 'request-changes':
      return { draft: await drafts.requestChanges(id, person, String(body.comment)) };
    case 'withdraw':
      own(drafts.get(id));
      return { draft: await drafts.withdraw(id, person) };
    case 'publish':
      return drafts.publish(id, person);
    case 'schedule': {
      const at = typeof body.at === 'string' ? zonedTime(body.at, ctx.timeZone) : undefined;
      if (at && at.getTime() <= Date.now()) throw new DraftError('Choose a time still to come.', 400);
      return { draft: await drafts.schedule(id, person, at) };
    }
    case 'restore':
      return { draft: await restoreVersion(drafts, person, { file: String(body.file), commit: String(body.commit) }) };
  }
}

/** Whether `person` may save into `draft`: its author, or a publisher. */
export const mayWrite = (draft: Draft, person: { email: string; role: Role }) =>
  draft.author.email === person.email || atLeast(person.role, 'publisher');
