import { useEffect } from 'react';

/**
 * Names for the parts of Puck's own interface that have none (axe: `frame-title`, `select-name`,
 * `button-name`, `nested-interactive`, `aria-prohibited-attr`), set on its markup as it is drawn, since Puck offers no prop for them.
 */
const FIXES: [selector: string, fix: (element: Element) => void][] = [
  [
    'iframe#preview-frame',
    (frame) => {
      if (!frame.hasAttribute('title')) frame.setAttribute('title', 'Page preview');
      const inner = frame instanceof HTMLIFrameElement ? frame.contentDocument : null;
      if (inner && !inner.title) inner.title = 'Page preview';
    },
  ],
  [
    'select[class*="ViewportControls-zoomSelect"]:not([aria-label])',
    (select) => select.setAttribute('aria-label', 'Zoom'),
  ],
  ['button[class*="ArrayField-addButton"]:not([aria-label])', (add) => add.setAttribute('aria-label', 'Add item')],
  // A block type in the picker (holding our Add button) and a list item's summary (holding its name's
  // button, `ItemToggle`, and its Duplicate and Delete buttons) are drag handles with buttons inside:
  // groups, not buttons. The summary leaves the Tab order; its name's button takes its place.
  [
    '[data-testid^="drawer-item:"][role="button"]',
    (item) => {
      item.setAttribute('role', 'group');
      item.removeAttribute('aria-pressed');
    },
  ],
  [
    '[class*="ArrayFieldItem-summary"][role="button"]',
    (summary) => {
      summary.setAttribute('role', 'group');
      summary.setAttribute('tabindex', '-1');
      summary.removeAttribute('aria-pressed');
    },
  ],
  // The drag library's states of its handle; on a group they would be read as its contents'.
  ['[role="group"][aria-pressed]', (group) => group.removeAttribute('aria-pressed')],
  ['[role="group"][aria-disabled]', (group) => group.removeAttribute('aria-disabled')],
  // The spinner names itself with aria-label on a plain span, which has no role to carry a name.
  ['span[class*="_Loader_"][aria-label]:not([role])', (spinner) => spinner.setAttribute('role', 'img')],
];

function nameAll(root: ParentNode) {
  for (const [selector, fix] of FIXES) root.querySelectorAll(selector).forEach(fix);
}

/** Keeps Puck's unnamed controls named while the editor is open. */
export function usePuckNames(): void {
  useEffect(() => {
    nameAll(document);
    const observer = new MutationObserver(() => nameAll(document));
    // The drag library sets `role` and `aria-pressed` on its handles itself, again as it updates them.
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role', 'aria-pressed', 'aria-disabled', 'aria-label', 'title'],
    });
    return () => observer.disconnect();
  }, []);
}
