import { z } from 'zod';
import type { Theme } from '../../schema/theme';

/**
 * The bodies the editor POSTs to its endpoint, as zod schemas that the browser (the type of what it
 * sends, and the New page form's checks) and the development server (`scripts/lib/editor/server.ts`,
 * which parses every body with them) share. Messages are written for the person at the editor.
 */

const dataPath = z.array(z.union([z.string(), z.number()]));

/**
 * How long the paths and names a request carries may be: each part of an address becomes a file or
 * folder name, which the file system keeps short, and no file the editor lists comes near the others.
 */
export const ADDRESS_MAX = 200;
export const FILE_NAME_MAX = 80;
export const FILE_PATH_MAX = 300;
/** An uploaded picture's credit is one line of the README's credits. */
export const CREDIT_MAX = 200;

/** A data file named in a request (`pages-data/….ts`): `missing` says what to send when it is not there. */
const fileField = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .max(FILE_PATH_MAX, `No data file has a name over ${FILE_PATH_MAX} characters long: name one the editor lists.`);

/** A page's new address: short enough, in each part, to be a file name. */
const addressField = z
  .string()
  .max(ADDRESS_MAX, `Keep the address to ${ADDRESS_MAX} characters: it is typed, shared and stored as folders.`)
  .refine((address) => address.split('/').every((part) => part.length <= FILE_NAME_MAX), {
    error: `Keep each part of the address (between two "/") to ${FILE_NAME_MAX} characters: each becomes a file or folder name.`,
  });

/** A menu group's heading, as the group schema allows it (`schema/group.ts`). */
export const GROUP_HEADING_MAX = 40;

/** `POST /__editor/save`: the page's file as the endpoint named it, the version it was read at, its data. */
export const saveRequest = z.object({
  file: fileField('Say which page file to save ("file": "pages-data/….ts").'),
  version: z
    .string({ error: 'Say which version of the file the edits start from ("version", as the editor read it).' })
    .min(1, 'Say which version of the file the edits start from ("version", as the editor read it).'),
  // Its content is the page schema's to check, with the route names and settings (`writePage`).
  data: z.unknown().refine((data) => typeof data === 'object' && data !== null && !Array.isArray(data), {
    error: 'Send the page\'s data ("data") as an object.',
  }),
  /** The data as loaded at `version`: when the file changed since, the save merges the two edits. */
  base: z.unknown().optional(),
  /** The page's address after the save, when it moves (`/pages/company/prices`). */
  address: addressField.optional(),
  /** Ids of sections this save deletes whose links in other files are removed with them. */
  removeLinksTo: z.array(z.string()).optional(),
  /** A menu group made with the save: a `_group` file with this heading in the folder the page is saved in. */
  group: z
    .object({
      heading: z
        .string()
        .trim()
        .min(1, 'Name the new menu: its name is what visitors read above its pages.')
        .max(GROUP_HEADING_MAX, `Keep the menu's name to ${GROUP_HEADING_MAX} characters: it shows in the navbar.`),
    })
    .optional(),
});
export type SaveRequest = z.infer<typeof saveRequest>;

/** A saved page: its new version, and when a change made elsewhere was merged, the data written and where. */
export const saveAnswerSchema = z.object({
  file: z.string(),
  version: z.string(),
  data: z.unknown().optional(),
  theirChanges: z.array(dataPath).default([]),
  /** In a team's editor, who made the change merged ("Lena Berg"), when someone else did. */
  theirsBy: z.string().optional(),
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
  /** The problem in words; `where` and `message` are the validator's, for the details. */
  text: z.string(),
  where: z.string(),
  message: z.string(),
  path: dataPath,
  line: z.number().optional(),
  warning: z.boolean(),
});

/** A refused save: why, and the problems it would cause elsewhere when that is why. */
export type SiteBreak = z.infer<typeof siteBreakSchema>;

export const errorAnswerSchema = z.object({ error: z.string(), breaks: z.array(siteBreakSchema).optional() });

/** A folder a new page may go in, as the endpoint's `/context` lists them. */
export const newPageFolderSchema = z.object({
  /** Inside `pages-data/`, with forward slashes; empty for the top. */
  folder: z.string(),
  /** It has a `_group` file: a page in it gets a menu entry. */
  group: z.boolean(),
  /** The address its pages start with: `/pages/company` (`/` for the top). */
  path: z.string(),
  /** In words: "Company pages (/pages/company)". */
  label: z.string(),
});
export type NewPageFolder = z.infer<typeof newPageFolderSchema>;

/** A file name that can be the last part of an address: small letters, digits, `-` and `_`. */
export const FILE_NAME = /^[a-z0-9][a-z0-9_-]*$/;
/** The page schema's limits on `meta` and on a menu entry's title. */
export const TITLE_MAX = 70;
export const MENU_TITLE_MAX = 40;
export const DESCRIPTION_MAX = 170;

/** `POST /__editor/new`, whatever the folder: the shape, and each value in words. */
export const newPageRequest = z.object({
  folder: z
    .string({ error: 'Choose the folder the page goes in ("folder").' })
    .max(
      FILE_PATH_MAX,
      `No folder for pages has a name over ${FILE_PATH_MAX} characters long: choose one the editor offers.`,
    ),
  name: z
    .string({ error: 'Give the page a file name ("name").' })
    .trim()
    .min(1, 'Give the page a file name: it becomes the last part of its address.')
    .max(FILE_NAME_MAX, `Keep the file name to ${FILE_NAME_MAX} characters.`)
    .regex(
      FILE_NAME,
      'Use only small letters a–z, digits and hyphens in the file name, starting with a letter or digit (e.g. "our-team").',
    ),
  title: z
    .string({ error: 'Give the page a title ("title").' })
    .trim()
    .min(1, 'Give the page a title: it shows in the browser tab and in search results.')
    .max(TITLE_MAX, `Keep the title to ${TITLE_MAX} characters: search results cut longer ones.`),
  description: z
    .string({ error: 'Give the page a description ("description").' })
    .trim()
    .min(1, 'Give the page a description: one or two sentences search results show under the title.')
    .max(DESCRIPTION_MAX, `Keep the description to ${DESCRIPTION_MAX} characters: search results cut longer ones.`),
  navTitle: z.string().trim().min(1).max(MENU_TITLE_MAX).optional(),
});
export type NewPageRequest = z.infer<typeof newPageRequest>;

/** The folder as written in `pages-data/`, whether given as `pages/company`, `/pages/company/` or `pages-data/pages/company`. */
export const normalFolder = (folder: string) =>
  folder
    .replace(/\\/g, '/')
    .replace(/^\/+|\/+$/g, '')
    .replace(/^pages-data(\/|$)/, '');

/**
 * A new page in one of `folders` (those the editor offers): the folder must be one of them, and in a
 * folder with a menu the title is the menu entry too, so it must fit there.
 */
export function newPageIn(folders: readonly NewPageFolder[]) {
  return newPageRequest.superRefine((page, context) => {
    const folder = folders.find((entry) => entry.folder === normalFolder(page.folder));
    if (!folder) {
      const offered = folders.map((entry) => `pages-data/${entry.folder ? `${entry.folder}/` : ''}`);
      context.addIssue({
        code: 'custom',
        path: ['folder'],
        message: `"${page.folder}" is not a folder for pages: choose one the editor offers (${offered.join(', ')}).`,
      });
    } else if (folder.group && !page.navTitle && page.title.length > MENU_TITLE_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['title'],
        message: `In ${folder.label} the title is also the page's menu entry: keep it to ${MENU_TITLE_MAX} characters.`,
      });
    }
  });
}

/** The fields of a refused body, each with its first message; `''` for the body as a whole. */
export function fieldMessages(error: z.ZodError): Map<string, string> {
  const messages = new Map<string, string>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!messages.has(field)) messages.set(field, wholeBodyMessage(issue) ?? issue.message);
  }
  return messages;
}

function wholeBodyMessage(issue: z.core.$ZodIssue): string | undefined {
  return issue.path.length === 0 && issue.code === 'invalid_type'
    ? 'Send the request as a JSON object with the fields the editor sends.'
    : undefined;
}

/** One sentence for a refused body: each field's message. */
export function requestProblem(error: z.ZodError): string {
  return [...fieldMessages(error).values()].join(' ');
}

/** A file name made from a page title: "Über uns & Co" → `uber-uns-co`. */
export function fileNameFrom(title: string): string {
  return title
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The address a page named `name` in `folder` will have. */
export function addressOf(folder: Pick<NewPageFolder, 'path'>, name: string): string {
  return `${folder.path === '/' ? '' : folder.path}/${name}`;
}

/** `POST /__editor/publish`: the message, and the files the review listed (from the project). */
export const publishRequest = z.object({
  message: z
    .string({ error: 'Write a message that says what changed ("message").' })
    .trim()
    .min(1, 'Write a message that says what changed: it stays with the commit.'),
  files: z.array(z.string(), { error: 'Say which files to publish ("files"), as the review listed them.' }),
});
export type PublishRequest = z.infer<typeof publishRequest>;

/** `POST /__editor/discard`: the page file to return to its last commit. */
export const discardRequest = z.object({
  file: fileField('Say which page file to discard the changes of ("file": "pages-data/….ts").'),
});
export type DiscardRequest = z.infer<typeof discardRequest>;

/** `POST /__editor/translate`: the page file to copy into a language's folder, to be translated. */
export const translateRequest = z.object({
  file: fileField('Say which page to translate ("file": "pages-data/….ts").'),
  language: z
    .string({ error: 'Say into which language ("language": "de").' })
    .min(1, 'Say into which language ("language": "de").')
    .max(35, 'A language code is at most 35 characters long ("de", "pt-BR"): say one of the site\'s languages.'),
});
export type TranslateRequest = z.infer<typeof translateRequest>;

/**
 * `POST /__editor/upload?name=…&credit=…`, beside the picture's bytes: its file name as the computer
 * gave it, and who made it.
 */
export const uploadQuery = z.object({
  name: z
    .string({ error: "Say the picture's file name: /__editor/upload?name=office-team.jpg" })
    .min(1, "Say the picture's file name: /__editor/upload?name=office-team.jpg")
    .max(FILE_PATH_MAX, `Rename the picture's file to under ${FILE_PATH_MAX} characters and upload it again.`),
  credit: z
    .string()
    .trim()
    .max(CREDIT_MAX, `Keep the credit to ${CREDIT_MAX} characters: it is one line in the README's credits.`)
    .optional(),
});
export type UploadQuery = z.infer<typeof uploadQuery>;

/** A page in Publish's review (`GET /__editor/changes`). */
export const reviewedPageSchema = z.object({
  file: z.string(),
  /** Its address, for a page (not for the shared files). */
  path: z.string().optional(),
  /** "Home", "Pricing", "Site settings". */
  title: z.string(),
  kind: z.enum(['new', 'changed', 'removed', 'moved']),
  /** The address a moved page had. */
  from: z.string().optional(),
  changes: z.array(z.string()),
});
export type ReviewedPage = z.infer<typeof reviewedPageSchema>;

/**
 * What a file Publish commits is: a page, a data file several pages share (`_site.ts`), an uploaded
 * picture the catalogue lists, or another file of the editor's (the catalogue itself).
 */
export const PUBLISHED_GROUPS = ['pages', 'settings', 'pictures', 'other'] as const;
export type PublishedGroup = (typeof PUBLISHED_GROUPS)[number];

/** A changed file Publish leaves out, and why, in words that follow its name ("is not a page: …"). */
export const refusedFileSchema = z.object({ file: z.string(), why: z.string() });
export type RefusedFile = z.infer<typeof refusedFileSchema>;

/** Publish's review: what a commit would hold, in words, what it leaves out and why, and where it goes. */
export const publishReviewSchema = z.object({
  branch: z.string(),
  /** Where the commit is pushed (`origin/main`), when anywhere. */
  pushTo: z.string().optional(),
  pages: z.array(reviewedPageSchema),
  /** Pictures uploaded since the last commit, by id. */
  images: z.array(z.string()),
  /** Every file the commit would hold, from the project: what Publish sends back. */
  files: z.array(z.string()),
  /** The same files, by what they are. */
  groups: z.object({
    pages: z.array(z.string()),
    settings: z.array(z.string()),
    pictures: z.array(z.string()),
    other: z.array(z.string()),
  }) satisfies z.ZodType<Record<PublishedGroup, string[]>>,
  /** Files changed in the editor's folders that the commit leaves out (a hidden file, a link, a stray picture). */
  refused: z.array(refusedFileSchema),
  /** A commit message that sums it up. */
  message: z.string(),
});
export type PublishReview = z.infer<typeof publishReviewSchema>;

/** What became of a publish. */
export const publishResultSchema = z.object({
  commit: z.string(),
  message: z.string(),
  files: z.array(z.string()),
  /** `pushed`, `not pushed` (said why in `pushProblem`), or `no remote`. */
  push: z.enum(['pushed', 'not pushed', 'no remote']),
  pushTo: z.string().optional(),
  pushProblem: z.string().optional(),
});
export type PublishResult = z.infer<typeof publishResultSchema>;

/**
 * `POST /__editor/theme`: the site's style as the Site style panel holds it, the version of the settings
 * file it was read at, and the style as read then (`base`), so that a change made to another part of the
 * file meanwhile is kept. The style itself is the theme schema's to check (`schema/theme.ts`).
 */
export const themeSaveRequest = z.object({
  version: z
    .string({ error: 'Say which version of the settings file the style starts from ("version").' })
    .min(1, 'Say which version of the settings file the style starts from ("version").'),
  theme: z.unknown().refine((theme) => typeof theme === 'object' && theme !== null && !Array.isArray(theme), {
    error: 'Send the style ("theme") as an object.',
  }),
  base: z.unknown().optional(),
});
export type ThemeSaveRequest = z.infer<typeof themeSaveRequest>;

/** An object, read no further: the server built it from data its own schemas checked. */
export const objectOf = <T extends object>() =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

/** The site's style as the endpoint reads and saves it: every value filled in, and the file's version. */
export const siteStyleSchema = z.object({
  /** `pages-data/_site.ts`. */
  file: z.string(),
  version: z.string(),
  theme: objectOf<Theme>(),
});
export type SiteStyle = z.infer<typeof siteStyleSchema>;

// What the endpoint answers the editor's other requests, checked by the editor as it reads them.

/** `GET /__editor/session`: the editor's key for this run of the server. */
export const sessionAnswerSchema = z.object({ token: z.string() });

/** `POST /__editor/new` and `/translate`: the address of the page made. */
export const madePageAnswerSchema = z.object({ path: z.string() });

/** `POST /__editor/discard`: the file put back as it was committed, or removed when it was new. */
export const discardAnswerSchema = z.object({ restored: z.enum(['restored', 'removed']) });

/** A value shown read-only: where it is in the data, why, and where to edit it instead. */
export const readOnlyValueSchema = z.object({
  path: dataPath,
  /** The path for people: `blocks[3] (place-cards) › cards[0] › image`. */
  where: z.string(),
  note: z.string(),
  /** The file, line and column where the value is written (a shared file when it is imported). */
  file: z.string(),
  line: z.number().optional(),
  column: z.number().optional(),
});
export type ReadOnlyValue = z.infer<typeof readOnlyValueSchema>;

/** `GET /__editor/page`: a page as the endpoint reads it for the editor (`scripts/lib/editor/read-page.ts`). */
export const loadedPageSchema = z.object({
  file: z.string(),
  /** The file's content hash: a save is refused once the file has changed. */
  version: z.string(),
  /** The page as its author wrote it (the schema's input), computed values evaluated. */
  data: z.unknown(),
  readOnly: z.array(readOnlyValueSchema),
});
export type LoadedPage = z.infer<typeof loadedPageSchema>;

/** `GET /__editor/links`: a link in another file to a section of the open page. */
export const sectionLinkSchema = z.object({
  file: z.string(),
  page: z.string().optional(),
  path: dataPath,
  line: z.number().optional(),
  /** The link's words (`Solutions`), when it has any. */
  label: z.string().optional(),
  /** Where it is, in words: "in the site's navbar", "on the page /pages/company/about-us". */
  place: z.string(),
  /** Whether it can be removed with the list item holding it (a navbar entry, a button). */
  removable: z.boolean(),
});
export type SectionLink = z.infer<typeof sectionLinkSchema>;
export const sectionLinksAnswerSchema = z.object({ links: z.array(sectionLinkSchema) });

/** `POST /__editor/upload`: the picture stored (`scripts/lib/editor/upload.ts`). */
export const uploadedAnswerSchema = z.object({
  id: z.string().min(1),
  file: z.string(),
  width: z.number(),
  height: z.number(),
  credit: z.string().optional(),
});
export type UploadedAnswer = z.infer<typeof uploadedAnswerSchema>;

/** A menu link as the Menus panel edits it: its words and where it leads; any other setting kept as written. */
export const menuLinkSchema = z.looseObject({
  label: z.string().max(200, 'Keep a menu label to a few words.'),
  href: z.union([
    z.string().max(2000, 'No link is that long: pick a page or write its address.'),
    z.object({ route: z.string().max(ADDRESS_MAX), hash: z.string().max(ADDRESS_MAX).optional() }),
  ]),
});
export type MenuLink = z.infer<typeof menuLinkSchema>;

/** The site's menus as the Menus panel shows them: the navbar's links, the footer's groups and links. */
export const siteMenusSchema = z.object({
  navbar: z.array(menuLinkSchema).max(20, 'A navbar holds up to 20 links.'),
  footerMenus: z.array(z.string().max(ADDRESS_MAX)).max(5, 'The footer shows up to 5 menus.'),
  footerLinks: z.array(menuLinkSchema).max(20, 'The footer holds up to 20 links.'),
});
export type SiteMenusValue = z.infer<typeof siteMenusSchema>;

/** `POST /__editor/menus`: the menus to save, the settings file's version they start from, and the menus as read then. */
export const menusSaveRequest = siteMenusSchema.extend({
  version: z
    .string({ error: 'Say which version of the settings file the menus start from ("version").' })
    .min(1, 'Say which version of the settings file the menus start from ("version").'),
  base: siteMenusSchema.optional(),
});
export type MenusSaveRequest = z.infer<typeof menusSaveRequest>;

/** `GET` and `POST /__editor/menus`: the menus, the settings file's version, and the groups the footer may show. */
export const siteMenusAnswerSchema = siteMenusSchema.extend({
  /** `pages-data/_site.ts`. */
  file: z.string(),
  version: z.string(),
  /** Each group a footer column may show: its folder's address and its heading. */
  groups: z.array(z.object({ path: z.string(), heading: z.string() })),
});
export type SiteMenus = z.infer<typeof siteMenusAnswerSchema>;

/** Who made a step of a team's change (`scripts/lib/team/drafts.ts`). */
const draftPersonSchema = z.object({ email: z.string(), name: z.string() });

/** A team's change (a draft) as `GET /__drafts` lists it: its state, the pages it changes, how far behind it is. */
export const draftSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: draftPersonSchema,
  state: z.enum(['draft', 'in review', 'changes requested', 'published', 'withdrawn']),
  created: z.string(),
  updated: z.string(),
  note: z.string().optional(),
  comment: z.string().optional(),
  commentBy: draftPersonSchema.optional(),
  publishAt: z.string().optional(),
  approvedBy: draftPersonSchema.optional(),
  commit: z.string().optional(),
  pages: z.array(z.string()).default([]),
  behind: z.number().default(0),
});
export type DraftView = z.infer<typeof draftSchema>;

/** `GET /__drafts`: the change open, the person's own, and for a publisher those waiting for review. */
export const draftsAnswerSchema = z.object({
  branch: z.string(),
  timeZone: z.string(),
  open: draftSchema.nullable(),
  mine: z.array(draftSchema),
  review: z.array(draftSchema),
});
export type DraftsAnswer = z.infer<typeof draftsAnswerSchema>;

/** A step's answer: the change as it is now. */
export const draftAnswerSchema = z.object({ draft: draftSchema.partial({ pages: true, behind: true }).nullable() });

/** `POST /__drafts/update`: what bringing the change up to date did, and each value both sides changed. */
export const draftUpdateSchema = z.object({
  result: z.enum(['up to date', 'merged', 'conflicts']),
  files: z.array(z.string()),
  conflicts: z.array(
    z.object({
      file: z.string(),
      page: z.string().optional(),
      conflicts: z.array(
        z.object({ path: z.array(z.union([z.string(), z.number()])), theirs: z.unknown(), mine: z.unknown() }),
      ),
    }),
  ),
});
export type DraftUpdate = z.infer<typeof draftUpdateSchema>;

/** `GET /__drafts/changes?id=…`: the change and its review in words. */
export const draftReviewSchema = z.object({ draft: draftSchema, review: publishReviewSchema });

/** `GET /__drafts/history?file=…`: a page's published versions, newest first. */
export const pageHistorySchema = z.object({
  versions: z.array(
    z.object({
      commit: z.string(),
      short: z.string(),
      time: z.string(),
      person: z.string(),
      message: z.string(),
      kind: z.enum(['new', 'changed', 'removed']),
      changes: z.array(z.string()),
    }),
  ),
});

/** `GET /__drafts/deleted`: the pages deleted from the published site. */
export const deletedPagesSchema = z.object({
  pages: z.array(
    z.object({
      file: z.string(),
      path: z.string(),
      title: z.string(),
      commit: z.string(),
      time: z.string(),
      person: z.string(),
    }),
  ),
});
