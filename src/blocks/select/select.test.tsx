import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas, type BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Select from './select';
import { selectExamples } from './select.examples';

function renderSelect(data: BlockInput<'select'>) {
  const { block } = parseBlock(data);
  return renderWithSite(<Select {...block} />);
}

const [cities, destination] = selectExamples.map((e) => e.data) as [BlockInput<'select'>, BlockInput<'select'>];

describe('select', () => {
  it.each(selectExamples)('given the "$title" example, should show a labelled native select', ({ data }) => {
    renderSelect(data);
    const select = screen.getByRole('combobox', { name: data.label }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.name).toBe(data.name);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      data.options.map((o) => (typeof o === 'string' ? o : o.label)),
    );
  });

  it('given the cities sample without a value, should choose the first option and let the visitor change it', () => {
    renderSelect(cities);
    const select = screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement;
    expect(select.value).toBe('Brazil');
    fireEvent.change(select, { target: { value: 'London' } });
    expect(select.value).toBe('London');
    expect((screen.getByRole('option', { name: 'London' }) as HTMLOptionElement).selected).toBe(true);
  });

  it('given a value, should start on that option', () => {
    renderSelect(destination);
    const select = screen.getByRole('combobox', { name: 'Destination' }) as HTMLSelectElement;
    expect(select.value).toBe('lon');
    expect(select.selectedOptions[0]?.textContent).toBe('London');
  });

  it('given a hidden label, should keep it as the accessible name only', () => {
    renderSelect({ ...cities, hideLabel: true } as BlockInput<'select'>);
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(document.querySelector(`label[for="${select.id}"]`)?.className).toBe('visually-hidden');
  });

  it('given `searchable`, should offer a text field with the options as suggestions', () => {
    const { container } = renderSelect({ ...cities, searchable: true } as BlockInput<'select'>);
    const field = screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;
    expect(field.tagName).toBe('INPUT');
    expect(field.value).toBe('Brazil');
    const list = container.querySelector(`datalist#${CSS.escape(field.getAttribute('list')!)}`);
    expect([...list!.querySelectorAll('option')].map((o) => o.value)).toEqual([
      'Brazil',
      'Bucharest',
      'London',
      'Washington',
    ]);
  });

  it('given a value that is not an option, should reject it at `value`', () => {
    const result = blockSchemas.select.safeParse({ ...cities, value: 'Paris' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['value']);
  });
});
