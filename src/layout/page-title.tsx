import type { NavGroup } from '../content/navigation';
import { sitePath } from '../ui/site-path';
import { useMessages } from '../ui/messages';

/** The group a page is listed in, if any. */
export function groupOf(navigation: readonly NavGroup[], path: string): NavGroup | undefined {
  for (const group of navigation) {
    if (group.items.some((item) => item.path === path)) return group;
    const inner = groupOf(group.groups, path);
    if (inner) return inner;
  }
  return undefined;
}

/** The page's title under a breadcrumb of its group, both taken from the navigation tree. */
export function PageTitle({ navigation, pathname }: { navigation: readonly NavGroup[]; pathname: string }) {
  const group = groupOf(navigation, pathname);
  const item = group?.items.find((entry) => entry.path === pathname);
  const t = useMessages();
  if (!group || !item) return null;
  return (
    <header className="page-title container">
      <nav aria-label={t('layout.breadcrumb')} data-pagefind-ignore="">
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <a href={sitePath(group.firstPath)}>{group.heading}</a>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {item.title}
          </li>
        </ol>
      </nav>
      <h1>{item.title}</h1>
    </header>
  );
}
