import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import DemoNavbar from './demo-navbar';
import { demoNavbarExamples } from './demo-navbar.examples';

function show(index: number) {
  const { block, icons } = parseBlock(demoNavbarExamples[index]!.data);
  return renderWithSite(<DemoNavbar {...block} />, icons);
}

describe('demo-navbar', () => {
  it.each(demoNavbarExamples)(
    'given the "$title" example, should show a named navigation with its links',
    (example) => {
      const { block, icons } = parseBlock(example.data);
      renderWithSite(<DemoNavbar {...block} />, icons);
      const nav = screen.getByRole('navigation', { name: example.data.label });
      const names = [...nav.querySelectorAll('a')].map((a) => a.textContent);
      expect(names).toEqual([
        example.data.brand.text,
        ...(example.data.links ?? []).map((l) => l.label),
        ...(example.data.action ? [example.data.action.label] : []),
      ]);
    },
  );

  it('given named routes with anchors, should link to their paths', () => {
    show(0);
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/#secContactUs');
  });

  it('given the toggle, should open the menu and close it again with Escape', () => {
    show(1);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(menu?.classList.contains('show')).toBe(true);
    fireEvent.keyDown(screen.getByRole('link', { name: 'Home' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
