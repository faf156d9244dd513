import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Accordion from './accordion';
import { accordionExamples } from './accordion.examples';

function renderAccordion(data: BlockInput<'accordion'>) {
  const { block } = parseBlock(data);
  return renderWithSite(<Accordion {...block} />);
}

const [faq, groups, account] = accordionExamples.map((e) => e.data) as [
  BlockInput<'accordion'>,
  BlockInput<'accordion'>,
  BlockInput<'accordion'>,
];
const titled = accordionExamples.filter((e) => e.data.items);
const expanded = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-expanded') === 'true');

describe('accordion', () => {
  it.each(titled)('given the "$title" example, should show one titled button per item', ({ data }) => {
    renderAccordion(data);
    const section = screen.getByRole('region', { name: data.title });
    const buttons = within(section).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(data.items?.map((i) => i.title));
    for (const button of buttons) {
      expect(button.parentElement?.tagName).toBe('H3');
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('role')).toBe('region');
      expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
      expect(panel.hidden).toBe(button.getAttribute('aria-expanded') !== 'true');
    }
  });

  it('given the FAQ, should open the first item at first and show its answer', () => {
    renderAccordion(faq);
    expect(expanded()).toEqual([true, false, false, false, false]);
    expect(screen.getByRole('region', { name: 'How do I order?' }).textContent).toMatch(/reply within 24 hours/);
    expect(screen.queryByRole('region', { name: 'Can I resell the products?' })).toBeNull();
  });

  it('given a click on a closed item, should open it and close the open one', () => {
    renderAccordion(faq);
    fireEvent.click(screen.getByRole('button', { name: 'Can I resell the products?' }));
    expect(expanded()).toEqual([false, false, false, true, false]);
    expect(screen.getByRole('region', { name: 'Can I resell the products?' }).textContent).toMatch(/belongs to you/);
    fireEvent.click(screen.getByRole('button', { name: 'Can I resell the products?' }));
    expect(expanded()).toEqual([false, false, false, false, false]);
  });

  it('given `multiple` and `open: null`, should start closed and keep several items open', () => {
    renderAccordion(account);
    expect(expanded()).toEqual([false, false]);
    for (const button of screen.getAllByRole('button')) fireEvent.click(button);
    expect(expanded()).toEqual([true, true]);
  });

  it('given focus on a title, should move between titles with Down, Up, Home and End', () => {
    renderAccordion(faq);
    const buttons = screen.getAllByRole('button');
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons[4]);
    fireEvent.keyDown(buttons[4]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(buttons[4]);
    fireEvent.keyDown(buttons[4]!, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
    expect(expanded()).toEqual([true, false, false, false, false]);
  });

  it('given groups, should head each (h2) over its items (h3) and keep each one open item to itself', () => {
    renderAccordion(groups);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Basics', 'Licenses']);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(expanded()).toEqual([true, false, true, false]);
    fireEvent.click(screen.getByRole('button', { name: 'Who owns the code?' }));
    expect(expanded()).toEqual([false, true, true, false]);
    const buttons = screen.getAllByRole('button');
    buttons[1]!.focus();
    fireEvent.keyDown(buttons[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('given a heading level, should put the titles in headings of that level', () => {
    renderAccordion({ ...faq, headingLevel: 4 } as BlockInput<'accordion'>);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(5);
  });

  it('given `align: center`, should draw the title as a centred section heading and centre group titles', () => {
    renderAccordion({ ...faq, align: 'center' } as BlockInput<'accordion'>);
    const title = screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' });
    expect(title.parentElement?.className).toBe('section-heading');
    document.body.innerHTML = '';
    renderAccordion({ ...groups, align: 'center' } as BlockInput<'accordion'>);
    expect(screen.getByRole('heading', { level: 2, name: 'Basics' }).classList.contains('text-center')).toBe(true);
  });
});
