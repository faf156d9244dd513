// The bodies of the editor's save, checked by the same schemas in the browser and on the development
// server (`scripts/lib/editor/server.ts`).
import { z } from 'zod';

const dataPath = z.array(z.union([z.string(), z.number()]));

/** `POST /__editor/save`: the edited page, the version it was loaded at and, to merge, the data loaded then. */
export const saveRequestSchema = z.object({
  /** As `readPage` named it: `pages-data/….ts`. */
  file: z.string().min(1),
  /** The version `readPage` returned (or the one a conflict answer named). */
  version: z.string().min(1),
  /** The whole page's data, edited. */
  data: z.unknown(),
  /** The data as loaded at `version`: when the file changed since, the save merges the two edits. */
  base: z.unknown().optional(),
  /** The page's address after the save, when it moves (`/pages/company/prices`). */
  address: z.string().optional(),
  /** Ids of sections this save deletes whose links in other files are removed with them. */
  removeLinksTo: z.array(z.string()).optional(),
});
export type SaveRequest = z.infer<typeof saveRequestSchema>;

/** A saved page: its new version, and when a change made elsewhere was merged, the data written and where. */
export const saveAnswerSchema = z.object({
  file: z.string(),
  version: z.string(),
  data: z.unknown().optional(),
  theirChanges: z.array(dataPath).default([]),
  /** The page's address after the save, the files written, the references rewritten elsewhere. */
  address: z.string().optional(),
  written: z.array(z.string()).optional(),
  references: z.number().optional(),
  redirect: z.object({ from: z.string(), to: z.string() }).optional(),
});
export type SaveAnswer = z.infer<typeof saveAnswerSchema>;

/** A save both sides changed the same values for (status 409): nothing was written. */
export const conflictAnswerSchema = z.object({
  error: z.string(),
  file: z.string(),
  /** The file's version now, and its data. */
  version: z.string(),
  theirs: z.unknown(),
  conflicts: z.array(z.object({ path: dataPath, theirs: z.unknown(), mine: z.unknown() })),
});
export type ConflictAnswer = z.infer<typeof conflictAnswerSchema>;

/** A problem a save would cause elsewhere in the site. */
const siteBreakSchema = z.object({
  file: z.string(),
  page: z.string().optional(),
  where: z.string(),
  message: z.string(),
  path: dataPath,
  line: z.number().optional(),
  warning: z.boolean(),
});

/** A refused save: why, and the problems it would cause elsewhere when that is why. */
export const errorAnswerSchema = z.object({ error: z.string(), breaks: z.array(siteBreakSchema).optional() });
