import { tabIndexForKey } from '../ui/tab-keys';
import { closestTo, listen, setControl } from './dom';

/**
 * Tab lists drawn as plain HTML (`[role=tablist][data-tabs]`, a `TabList` with no `onSelect`): the
 * WAI-ARIA tabs pattern with automatic activation. A click or the arrow keys, Home and End select a
 * tab: it gets `aria-selected`, the one tab stop and the `active` class, and its panel (`aria-controls`)
 * shows while the others hide. With no script the first tab's panel shows. Returns a function that
 * stops it.
 */
const LIST = '[role="tablist"][data-tabs]';

function tabsOf(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')];
}

function select(list: Element, chosen: HTMLElement): void {
  for (const tab of tabsOf(list)) {
    const on = tab === chosen;
    setControl(tab, 'aria-selected', on);
    tab.tabIndex = on ? 0 : -1;
    tab.classList.toggle('active', on);
  }
}

export function installTabs(doc: Document): () => void {
  return listen(doc, {
    click(event) {
      const list = closestTo(event, LIST);
      const tab = closestTo(event, '[role="tab"]');
      if (list && tab && list.contains(tab)) select(list, tab);
    },
    keydown(event) {
      const list = closestTo(event, LIST);
      if (!list) return;
      const tabs = tabsOf(list);
      const index = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
      const vertical = list.getAttribute('aria-orientation') === 'vertical';
      const target = tabIndexForKey(event.key, index, tabs.length, vertical);
      const tab = target === undefined ? undefined : tabs[target];
      if (!tab) return;
      event.preventDefault();
      select(list, tab);
      tab.focus();
    },
  });
}
