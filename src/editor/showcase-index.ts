import type { Content } from '../content/load';
import type { NavGroup } from '../content/navigation';

/** A showcase menu's group and the block types its pages show, in menu order. */
export interface BlockGroup {
  key: string;
  title: string;
  types: string[];
}

/** Where a block type is shown most: a showcase page's menu title, its description and its path. */
export interface ShowcasePage {
  title: string;
  description: string;
  path: string;
}

/**
 * The block types grouped like the showcase menus, and the page showing each most. Small and plain,
 * so a server can make it from the content and hand it to the editor in the browser.
 */
export interface ShowcaseIndex {
  groups: BlockGroup[];
  pages: Record<string, ShowcasePage>;
}

type Sampled = { type: string; blocks?: readonly { type: string }[] };

/** The groups of the menus, parents before their sub-groups, each with the paths of its own pages. */
function menuGroups(navigation: readonly NavGroup[]): NavGroup[] {
  return navigation.flatMap((group) => [group, ...menuGroups(group.groups)]);
}

const increment = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** The key counted most; on a tie, the one met first (Maps keep insertion order). */
function most(counts: Map<string, number>): string {
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * Each block type goes to the menu group whose showcase samples show it most (ties: the group first in
 * the menus), and is described by the page showing it most. A type no sample shows is in no group.
 */
export function showcaseIndex(content: Pick<Content, 'navigation' | 'pages'>): ShowcaseIndex {
  const groups = menuGroups(content.navigation);
  const byPath = new Map(content.pages.map((entry) => [entry.path, entry]));
  const inGroups = new Map<string, Map<string, number>>();
  const onPages = new Map<string, Map<string, number>>();
  for (const group of groups) {
    for (const item of group.items) {
      const page = byPath.get(item.path)?.page;
      for (const sample of (page?.blocks ?? []) as readonly Sampled[]) {
        for (const { type } of sample.type === 'sample' ? (sample.blocks ?? []) : []) {
          if (!inGroups.has(type)) [inGroups, onPages].forEach((counts) => counts.set(type, new Map()));
          increment(inGroups.get(type)!, group.path);
          increment(onPages.get(type)!, item.path);
        }
      }
    }
  }
  const index: ShowcaseIndex = { groups: [], pages: {} };
  for (const group of groups) {
    const types = [...inGroups].filter(([, counts]) => most(counts) === group.path).map(([type]) => type);
    const key = group.path.replace(/^\//, '').replaceAll('/', '-');
    if (types.length > 0) index.groups.push({ key, title: group.heading, types });
  }
  for (const [type, counts] of onPages) {
    const path = most(counts);
    const entry = byPath.get(path)!;
    index.pages[type] = {
      title: entry.page.nav?.title ?? entry.page.meta.title,
      description: entry.page.meta.description,
      path,
    };
  }
  return index;
}
