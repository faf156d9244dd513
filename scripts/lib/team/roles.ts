// What each person of a team may do in the editor, by role: the editor's endpoint checks it on every
// request (`server.ts`), and the editor hides what the role cannot do and says why.

export const ROLES = ['author', 'publisher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What a role does, in words, for the account commands and the editor's header. */
export const ROLE_WORDS: Readonly<Record<Role, string>> = {
  author: 'edits and saves pages, uploads pictures and creates pages',
  publisher: 'also publishes, discards, renames and deletes pages, and changes the site settings and style',
  admin: 'also manages accounts and reads the audit log',
};

const RANK: Readonly<Record<Role, number>> = { author: 0, publisher: 1, admin: 2 };

/** True when `role` is `least` or above it. */
export const atLeast = (role: Role, least: Role): boolean => RANK[role] >= RANK[least];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && ROLES.includes(value as Role);

/**
 * The least role each of the editor's changes needs, by its route (`POST /publish`). Reading (any GET)
 * is every signed-in person's; a change not listed here is refused to everyone.
 */
export const ROUTE_ROLES: Readonly<Record<string, Role>> = {
  'POST /save': 'author',
  'POST /upload': 'author',
  'POST /new': 'author',
  'POST /translate': 'author',
  'POST /publish': 'publisher',
  'POST /discard': 'publisher',
  'POST /theme': 'publisher',
  'POST /menus': 'publisher',
};

/** What a role needs, in words, for a refusal: "Publishing is for publishers". */
const REFUSED_WORDS: Readonly<Record<string, string>> = {
  'POST /publish': 'Publishing is for publishers',
  'POST /discard': 'Discarding changes is for publishers',
  'POST /theme': "Changing the site's style is for publishers",
  'POST /menus': "Changing the site's menus is for publishers",
  rename: 'Renaming or moving a page is for publishers',
  'remove links': 'Deleting a section other pages link to is for publishers',
  settings: "Changing the site's settings is for publishers",
};

/** Why `role` may not make the change `route`, or nothing when it may. `ask` names who can (an admin's name). */
export function roleRefusal(role: Role, route: string, ask?: string): string | undefined {
  const method = route.split(' ')[0];
  if (method === 'GET' || method === 'HEAD') return undefined;
  const least = ROUTE_ROLES[route];
  if (!least) return `No one may ask the editor for ${route}.`;
  if (atLeast(role, least)) return undefined;
  return refusedInWords(route, least, ask);
}

/** A refusal in words: "Publishing is for publishers: ask Lena." */
export function refusedInWords(what: string, least: Role, ask?: string): string {
  const words = REFUSED_WORDS[what] ?? `That is for ${least}s`;
  return ask ? `${words}: ask ${ask}.` : `${words}.`;
}

/**
 * What a save asks beyond editing a page's own values, each needing a publisher: a new address
 * (a rename or a move), links removed from other pages, or a shared file (the site's settings).
 */
export function saveRefusal(
  role: Role,
  save: { address?: string; removeLinksTo?: readonly string[]; file: string },
  /** The page's address now: a save that sends another moves the page. */
  address: string,
  ask?: string,
): string | undefined {
  if (atLeast(role, 'publisher')) return undefined;
  if (/(^|[\\/])_[^\\/]*$/.test(save.file)) return refusedInWords('settings', 'publisher', ask);
  if (save.address !== undefined && save.address !== address) return refusedInWords('rename', 'publisher', ask);
  if ((save.removeLinksTo ?? []).length > 0) return refusedInWords('remove links', 'publisher', ask);
  return undefined;
}

/** What the editor shows a role: each thing it may not do, with why in words. */
export function hiddenFor(role: Role, ask?: string): Record<string, string> {
  if (atLeast(role, 'publisher')) return {};
  return {
    publish: refusedInWords('POST /publish', 'publisher', ask),
    discard: refusedInWords('POST /discard', 'publisher', ask),
    theme: refusedInWords('POST /theme', 'publisher', ask),
    menus: refusedInWords('POST /menus', 'publisher', ask),
    rename: refusedInWords('rename', 'publisher', ask),
  };
}
