import type { Group } from '../../schema/group';
import type { Page } from '../../schema/page';
import { formatMessage } from '../ui/icu-format';
import { EN_MESSAGES } from '../ui/messages-en';

/** A page as the navigation lists it. */
export interface NavItem {
  path: string;
  title: string;
  subtitle?: string;
  image?: NonNullable<Page['nav']>['image'];
}

/** A folder of pages with a `_group` file: its pages, its sub-groups, and where its name links to. */
export interface NavGroup {
  /** URL path of the folder, e.g. `/sections/elements`. */
  path: string;
  heading: string;
  description?: string;
  /** The first page inside the group: where the group's name leads in breadcrumbs. */
  firstPath: string;
  items: NavItem[];
  groups: NavGroup[];
}

export interface GroupEntry {
  file: string;
  /** URL path of the folder. */
  path: string;
  group: Group;
}

export interface NavPage {
  file: string;
  path: string;
  nav?: Page['nav'];
  /** The page asks for a breadcrumb, so it must be listed in a group. */
  breadcrumb?: boolean;
  /** How many showcase samples the page holds: "5 examples" when the entry has no subtitle. */
  samples?: number;
}

export interface NavProblem {
  file: string;
  path: (string | number)[];
  message: string;
}

type Node = NavGroup & { order?: number; key: string; file: string };

const parentPath = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';
const byOrder = <T extends { order?: number; key: string }>(a: T, b: T) =>
  (a.order ?? Infinity) - (b.order ?? Infinity) || a.key.localeCompare(b.key);

/**
 * The site's navigation tree, built from the `_group` files and the pages' `nav` entries: nothing
 * lists pages by hand. A page with a `nav` entry belongs to the nearest folder above it with a group.
 */
export function buildNavigation(
  groups: readonly GroupEntry[],
  pages: readonly NavPage[],
): { navigation: NavGroup[]; problems: NavProblem[] } {
  const problems: NavProblem[] = [];
  const nodes = new Map<string, Node>();
  for (const { file, path, group } of groups) {
    nodes.set(path, {
      path,
      heading: group.heading,
      ...(group.description ? { description: group.description } : {}),
      firstPath: '',
      items: [],
      groups: [],
      order: group.order,
      key: path,
      file,
    });
  }
  const nearestGroup = (path: string) => {
    for (let dir = parentPath(path); ; dir = parentPath(dir)) {
      const node = nodes.get(dir);
      if (node || dir === '/') return node;
    }
  };

  const ordered = new Map<NavGroup, { order?: number; key: string; item: NavItem }[]>();
  for (const page of pages) {
    if (page.breadcrumb && !page.nav) {
      problems.push({
        file: page.file,
        path: ['layout', 'breadcrumb'],
        message: 'a breadcrumb needs the page in the navigation: add `nav: { title: … }` or set `breadcrumb: false`',
      });
    }
    if (!page.nav) continue;
    const group = nearestGroup(page.path);
    if (!group) {
      problems.push({
        file: page.file,
        path: ['nav'],
        message: `no group for this page: add ${page.file.slice(0, page.file.lastIndexOf('/'))}/_group.ts with \`export default defineGroup({ heading: '…' })\`, or remove \`nav\``,
      });
      continue;
    }
    const { title, image, order } = page.nav;
    const subtitle =
      page.nav.subtitle ??
      (page.samples ? formatMessage(EN_MESSAGES['nav.examples'], 'en', { count: page.samples }) : undefined);
    const item: NavItem = { path: page.path, title, ...(subtitle ? { subtitle } : {}), ...(image ? { image } : {}) };
    ordered.set(group, [...(ordered.get(group) ?? []), { order, key: page.path, item }]);
  }
  for (const [group, items] of ordered) group.items = items.sort(byOrder).map((entry) => entry.item);

  const top: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.path === '/' ? undefined : nearestGroup(node.path);
    (parent ? parent.groups : top).push(node);
  }
  const finish = (list: NavGroup[]): NavGroup[] =>
    (list as Node[]).sort(byOrder).map((node) => {
      const groups = finish(node.groups);
      const firstPath = node.items[0]?.path ?? groups[0]?.firstPath ?? '';
      if (!firstPath) {
        problems.push({
          file: node.file,
          path: [],
          message: 'no page in this folder has a `nav` entry, so the group would be empty',
        });
      }
      return {
        path: node.path,
        heading: node.heading,
        ...(node.description ? { description: node.description } : {}),
        firstPath,
        items: node.items,
        groups,
      };
    });
  return { navigation: finish(top), problems };
}

/** A group by its folder's URL path, at any depth. */
export function findGroup(navigation: readonly NavGroup[], path: string): NavGroup | undefined {
  for (const group of navigation) {
    if (group.path === path) return group;
    const inner = findGroup(group.groups, path);
    if (inner) return inner;
  }
  return undefined;
}

/** Every group's folder path, depth first: what a setting naming a group may say. */
export function groupPaths(navigation: readonly NavGroup[]): string[] {
  return navigation.flatMap((group) => [group.path, ...groupPaths(group.groups)]);
}

/** A column of links under a group's name, as the footer shows it. */
export interface LinkColumn {
  heading: string;
  links: { title: string; path: string }[];
}

/** The groups at `paths` as columns: a group's pages, then its sub-groups leading to their first page. */
export function linkColumns(navigation: readonly NavGroup[], paths: readonly string[]): LinkColumn[] {
  return paths.flatMap((path) => {
    const group = findGroup(navigation, path);
    if (!group) return [];
    const links = [
      ...group.items.map((item) => ({ title: item.title, path: item.path })),
      ...group.groups.map((inner) => ({ title: inner.heading, path: inner.firstPath })),
    ];
    return [{ heading: group.heading, links }];
  });
}
