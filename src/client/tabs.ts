import { tabIndexForKey } from '../ui/tab-keys';

/**
 * Tab lists drawn as plain HTML (`[role=tablist][data-tabs]`, a `TabList` with no `onSelect`): the
 * WAI-ARIA tabs pattern with automatic activation. A click or the arrow keys, Home and End select a
 * tab: it gets `aria-selected`, the one tab stop and the `active` class, and its panel (`aria-controls`)
 * shows while the others hide. With no script the first tab's panel shows. Returns a function that
 * stops it.
 */
function tabsOf(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')];
}

function select(doc: Document, list: Element, chosen: HTMLElement): void {
  for (const tab of tabsOf(list)) {
    const on = tab === chosen;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    tab.classList.toggle('active', on);
    const panel = doc.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !on;
  }
}

export function installTabs(doc: Document): () => void {
  const listOf = (event: Event) => (event.target as Element | null)?.closest?.('[role="tablist"][data-tabs]');

  const onClick = (event: MouseEvent) => {
    const list = listOf(event);
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    if (list && tab && list.contains(tab)) select(doc, list, tab);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const list = listOf(event);
    if (!list) return;
    const tabs = tabsOf(list);
    const index = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    const vertical = list.getAttribute('aria-orientation') === 'vertical';
    const target = tabIndexForKey(event.key, index, tabs.length, vertical);
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    select(doc, list, tab);
    tab.focus();
  };

  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeyDown);
  };
}
