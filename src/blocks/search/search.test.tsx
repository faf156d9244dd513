import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas, type BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import { DEMO_FORM_NOTICE } from '../../client/demo-forms';
import Search from './search';
import { searchExamples } from './search.examples';
import { withShellScript } from '../../../tests/support/shell-script';

function renderSearch(data: BlockInput<'search'>) {
  const { block } = parseBlock(data);
  return renderWithSite(<Search {...block} />);
}

const [trip, text] = searchExamples.map((e) => e.data) as [BlockInput<'search'>, BlockInput<'search'>];

describe('search', () => {
  withShellScript();

  it.each(searchExamples)('given the "$title" example, should show a named form with labelled fields', ({ data }) => {
    renderSearch(data);
    const form = screen.getByRole('form', { name: data.label });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('autocomplete')).toBe('off');
    for (const field of data.fields) expect(screen.getByLabelText(field.label).getAttribute('name')).toBe(field.name);
    expect(screen.getByRole('button', { name: data.button ?? 'Search' })).toBeTruthy();
  });

  it('given the trip search, should offer four origins and four destinations, the first chosen', () => {
    renderSearch(trip);
    const origin = screen.getByRole('combobox', { name: 'Leave from' }) as HTMLSelectElement;
    const destination = screen.getByRole('combobox', { name: 'Going to' }) as HTMLSelectElement;
    expect([...origin.options].map((o) => o.textContent)).toEqual(['Bucharest', 'London', 'Madrid', 'Washington']);
    expect(destination.options).toHaveLength(4);
    expect(origin.value).toBe('Bucharest');
    expect(destination.value).toBe('lis');
    expect((screen.getByLabelText('Depart') as HTMLInputElement).type).toBe('date');
  });

  it('given a search sent, should stay on the page and say that nothing was sent', () => {
    renderSearch(text);
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'invoice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find answers' }));
    expect(screen.getByRole('status').textContent).toBe(DEMO_FORM_NOTICE);
  });

  it('given a select without options or a text field with options, should reject it at `options`', () => {
    const noOptions = blockSchemas.search.safeParse({
      type: 'search',
      label: 'Find',
      fields: [{ label: 'A', name: 'a' }],
    });
    expect(noOptions.error?.issues[0]?.path).toEqual(['fields', 0, 'options']);
    const textOptions = blockSchemas.search.safeParse({
      type: 'search',
      label: 'Find',
      fields: [{ kind: 'text', label: 'A', name: 'a', options: ['x'] }],
    });
    expect(textOptions.error?.issues[0]?.path).toEqual(['fields', 0, 'options']);
  });
});
