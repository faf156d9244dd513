// What `npm run editor:serve`'s gate tells the editor's endpoint about a signed-in request: who sent it,
// the session's key, the address people use, and where the change is recorded. It is put on the request
// object itself under a registered symbol (the Vite configuration bundles its own copy of these
// modules, so a WeakMap of one copy would be empty in the other); no HTTP request can set it.
import type { IncomingMessage } from 'node:http';
import type { PublishReview } from '../../../src/editor/api';
import type { Role } from './roles';

const TEAM = Symbol.for('site-editor.team-request');

export interface TeamPerson {
  email: string;
  name: string;
  role: Role;
}

export interface TeamRequest {
  person: TeamPerson;
  /** The session's editor key (`X-Editor-Token`). */
  token: string;
  /** The origin people use (`https://edit.example.com`): the only one whose pages may ask for a change. */
  origin: string;
  /** The address the request came from. */
  address: string;
  /** Who to ask for what a role cannot do, by name ("Lena Berg"). */
  publishers: string[];
  /** Records a change in the audit log, in words. */
  record(action: string, words: string, page?: string): void;
  /** True when each person's saves go into a draft of their own (`drafts.ts`), not into the published copy. */
  drafts?: boolean;
  /** The draft the person has open: its folder (a worktree) is where their saves go and what the canvas draws. */
  draft?: OpenDraft;
}

export interface OpenDraft {
  id: string;
  title: string;
  /** The draft's copy of the project. */
  root: string;
  /** Whether this person may save into it (its author, or a publisher); else it is open to look at. */
  writable: boolean;
  /** The draft's changes since it left the published branch, in words. */
  changes(): Promise<PublishReview>;
}

type Marked = IncomingMessage & { [TEAM]?: TeamRequest };

export const markTeamRequest = (req: IncomingMessage, team: TeamRequest) => {
  (req as Marked)[TEAM] = team;
};

/** The gate's note on a request, or undefined under `npm run edit` (no sign-in, this computer only). */
export const teamRequestOf = (req: object): TeamRequest | undefined => (req as Marked)[TEAM];
