import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { tabIndexForKey } from './tab-keys';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** Drawn before the label; decorative, the label names the tab. */
  icon?: ReactNode;
}

interface TabListProps<K extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel ids: tab `${idBase}-tab-${key}`, panel `${idBase}-panel-${key}`. */
  idBase: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  /**
   * Selects a tab (React state). Without it the list is plain HTML marked `data-tabs`, which
   * `src/client/tabs.ts` runs with no framework; its panels start hidden but for the selected one's.
   */
  onSelect?: (key: K) => void;
  className?: string;
  vertical?: boolean;
}

export const tabId = (idBase: string, key: string) => `${idBase}-tab-${key}`;
export const panelId = (idBase: string, key: string) => `${idBase}-panel-${key}`;

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrow keys move and select,
 * Home and End jump to the ends.
 */
export function TabList<K extends string>(props: TabListProps<K>) {
  const { label, idBase, tabs, selected, onSelect, className = 'nav nav-pills', vertical = false } = props;
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const target = tabIndexForKey(event.key, index, tabs.length, vertical);
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab || !onSelect) return;
    event.preventDefault();
    onSelect(tab.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, tab.key))}`)?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      className={className}
      data-tabs={onSelect ? undefined : ''}
      onKeyDown={onSelect ? onKeyDown : undefined}
    >
      {tabs.map((tab) => {
        const active = tab.key === selected;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={tabId(idBase, tab.key)}
            aria-selected={active}
            aria-controls={panelId(idBase, tab.key)}
            tabIndex={active ? 0 : -1}
            className={`nav-link${active ? ' active' : ''}`}
            onClick={onSelect ? () => onSelect(tab.key) : undefined}
          >
            {tab.icon}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
