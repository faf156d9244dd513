import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import { DEMO_FORM_NOTICE } from '../../client/demo-forms';
import Form from './form';
import { formExamples } from './form.examples';
import { withShellScript } from '../../../tests/support/shell-script';

function renderForm(data: BlockInput<'form'>) {
  const { block, icons } = parseBlock(data);
  return renderWithSite(<Form {...block} />, icons);
}

const example = (id: string) => formExamples.find((e) => e.id === id)!.data;

describe('form', () => {
  withShellScript();

  it.each(formExamples)(
    'given the "$title" example, should show a named form with every field labelled',
    ({ data }) => {
      renderForm(data);
      const form = screen.getByRole('form', { name: data.title ?? data.label });
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('autocomplete')).toBe('off');
      for (const field of data.fields) {
        expect(within(form).getByLabelText(field.label).getAttribute('name')).toBe(field.name);
      }
      expect(within(form).getByRole('button', { name: data.submit?.label ?? 'Send Message' })).toBeDefined();
    },
  );

  it('given the form context sample, should use an email field, a 4-row area, a checked switch and a full-width button', () => {
    renderForm(example('form-context'));
    expect(screen.getByLabelText('Email Address').getAttribute('type')).toBe('email');
    const message = screen.getByLabelText('Your message');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message.getAttribute('rows')).toBe('4');
    expect(document.getElementById(message.getAttribute('aria-describedby')!)?.textContent).toMatch(/250 characters/);
    const terms = screen.getByRole('switch', { name: 'I agree to the Terms and Conditions' }) as HTMLInputElement;
    expect(terms.checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Send Message' }).className).toContain('w-100');
  });

  it('given a password and a checkbox, should use the password type and an unchecked checkbox', () => {
    renderForm(example('form-sign-in'));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(false);
  });

  it('given a search field, should use the search type and a Search button', () => {
    renderForm(example('form-search'));
    expect(screen.getByRole('searchbox', { name: 'Search for answers' }).getAttribute('type')).toBe('search');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDefined();
  });

  it('given a sent form, should stay on the page and say that nothing was sent', () => {
    renderForm(example('form-simple'));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    const notPrevented = fireEvent.submit(screen.getByRole('form'));
    expect(notPrevented).toBe(false);
    expect(status.textContent).toBe(DEMO_FORM_NOTICE);
  });
});
