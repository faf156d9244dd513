import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Input from './input';
import { inputExamples } from './input.examples';

function renderInput(data: BlockInput<'input'>) {
  const { block, icons } = parseBlock(data);
  return renderWithSite(<Input {...block} />, icons);
}

const example = (id: string) => inputExamples.find((e) => e.id === id)!.data;
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('input', () => {
  it.each(inputExamples)('given the "$title" example, should show a field named by its label', ({ data }) => {
    renderInput(data);
    const input = field(data.label);
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe(data.inputType ?? 'text');
    expect(input.value).toBe(data.value ?? '');
    expect(input.disabled).toBe(data.disabled ?? false);
  });

  it('given the email and password samples, should use the email and password input types', () => {
    renderInput(example('input-dynamic'));
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
    renderInput(example('input-outlined'));
    expect(field('Password').type).toBe('password');
  });

  it('given the error sample, should mark the field invalid and read the message with it', () => {
    renderInput(example('input-error'));
    const input = field('Email Address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Enter an email address such as name@example.com.');
  });

  it('given the success sample, should read its message with the field without marking it invalid', () => {
    renderInput(example('input-success'));
    const input = field('Username');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This username is available.',
    );
  });

  it('given a field without hint or state, should describe it with nothing', () => {
    renderInput(example('input-static'));
    const input = field('Full Name');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.placeholder).toBe('eg. Michael');
  });

  it('given the date field, should be the browser date input named Check-in', () => {
    renderInput(example('input-date'));
    const input = field('Check-in');
    expect(input.type).toBe('date');
    fireEvent.change(input, { target: { value: '2025-09-01' } });
    expect(input.value).toBe('2025-09-01');
  });

  it('given an icon, should draw it inside the field, hidden from assistive technology', () => {
    const { container } = renderInput(example('input-with-icon'));
    const icon = container.querySelector('.md-field-box svg.icon');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });

  it('given a floating label and no placeholder, should give the field a blank one so CSS can see it is empty', () => {
    renderInput(example('input-dynamic'));
    expect(field('Email').placeholder).toBe(' ');
  });
});
