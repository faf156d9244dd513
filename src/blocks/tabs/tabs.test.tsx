import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Tabs, { PILLS_STACK_QUERY } from './tabs';
import { tabsExamples } from './tabs.examples';

function renderTabs(data: BlockInput<'tabs'>) {
  const { block, icons } = parseBlock(data);
  return renderWithSite(<Tabs {...block} />, icons);
}

/** A window `width` px wide, as far as media queries go. */
function windowWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === PILLS_STACK_QUERY && width < 992,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const example = (id: string): BlockInput<'tabs'> => tabsExamples.find((e) => e.id === id)!.data;
const billing = example('tabs-simple');
const withIcons = example('tabs-with-icon');
const vertical = example('tabs-vertical');
const underlined = example('tabs-underlined');
const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');

describe('tabs', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(tabsExamples)(
    'given the "$title" example, should select the first tab and show only its panel',
    ({ data }) => {
      renderTabs(data);
      const list = screen.getByRole('tablist', { name: data.label });
      const tabs = within(list).getAllByRole('tab');
      expect(tabs.map((t) => t.textContent)).toEqual(data.items.map((i) => i.label));
      expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(data.items.map((_, i) => String(i === 0)));
      expect(tabs.map((t) => t.tabIndex)).toEqual(data.items.map((_, i) => (i === 0 ? 0 : -1)));
      const panels = screen.getAllByRole('tabpanel', { hidden: true });
      expect(panels.map((p) => p.hidden)).toEqual(data.items.map((_, i) => i !== 0));
      expect(screen.getByRole('tabpanel', { name: data.items[0]!.label })).toBeTruthy();
      for (const [i, tab] of tabs.entries()) expect(tab.getAttribute('aria-controls')).toBe(panels[i]!.id);
    },
  );

  it('given a click on the Annual tab, should select it and show the annual prices', () => {
    renderTabs(billing);
    fireEvent.click(screen.getByRole('tab', { name: 'Annual' }));
    expect(selectedTab()?.textContent).toBe('Annual');
    expect(screen.getByRole('tabpanel', { name: 'Annual' }).textContent).toMatch(/\$399 per year/);
    expect(screen.queryByRole('tabpanel', { name: 'Monthly' })).toBeNull();
  });

  it('given a horizontal tab list, should select with Right, Left, Home and End and move focus along', () => {
    windowWidth(1280);
    renderTabs(withIcons);
    const first = screen.getByRole('tab', { name: 'Profile' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(selectedTab()?.textContent).toBe('Messages');
    expect(document.activeElement).toBe(selectedTab());
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(selectedTab()?.textContent).toBe('Settings');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selectedTab()?.textContent).toBe('Profile');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(selectedTab()?.textContent).toBe('Settings');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(selectedTab()?.textContent).toBe('Profile');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(selectedTab()?.textContent).toBe('Profile');
  });

  it('given vertical tabs, should say so and select with Down and Up', () => {
    renderTabs(vertical);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'IT consulting' }), { key: 'ArrowDown' });
    expect(selectedTab()?.textContent).toBe('Software development');
    fireEvent.keyDown(selectedTab()!, { key: 'ArrowUp' });
    expect(selectedTab()?.textContent).toBe('IT consulting');
  });

  it('given a window narrower than 992 px, should stack pills (vertical keys) but leave underlined tabs as they are', () => {
    windowWidth(991);
    renderTabs(billing);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Monthly' }), { key: 'ArrowDown' });
    expect(selectedTab()?.textContent).toBe('Annual');
    cleanup();
    renderTabs(underlined);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
  });

  it('given icons, should draw them beside the labels, hidden from assistive technology', () => {
    const { container } = renderTabs(withIcons);
    const icons = container.querySelectorAll('[role="tab"] svg.icon');
    expect(icons).toHaveLength(3);
    expect([...icons].every((icon) => icon.getAttribute('aria-hidden') === 'true')).toBe(true);
  });
});
