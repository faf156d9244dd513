import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import { DEMO_FORM_NOTICE } from '../../client/demo-forms';
import Auth from './auth';
import { authExamples } from './auth.examples';
import { withShellScript } from '../../../tests/support/shell-script';

function renderExample(index: number) {
  const { block, icons } = parseBlock(authExamples[index]!.data);
  return renderWithSite(<Auth {...block} />, icons);
}

describe('auth', () => {
  withShellScript();

  it.each(authExamples.map((example, index) => ({ ...example, index })))(
    'given the "$title" example, should name the form after its h1 title and label every field',
    ({ data, index }) => {
      renderExample(index);
      const heading = screen.getByRole('heading', { level: 1 });
      expect(heading.textContent).toBe(data.title);
      const form = screen.getByRole('form', { name: data.title });
      for (const field of data.fields) expect(within(form).getByLabelText(field.label)).toBeTruthy();
      expect(within(form).getByRole('button', { name: data.submit })).toBeTruthy();
    },
  );

  it('given a sign-in, should use the email and password input types and start Remember me checked', () => {
    renderExample(0);
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect((screen.getByRole('switch', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
  });

  it('given networks, should offer to sign in with each by name, and say nothing was sent when one is pressed', () => {
    renderExample(0);
    const names = ['Facebook', 'GitHub', 'Twitter'].map((name) => `Sign in with ${name}`);
    for (const name of names) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with GitHub' }));
    expect(screen.getByRole('status').textContent).toBe(DEMO_FORM_NOTICE);
  });

  it('given a footer, should link to the other form after its text', () => {
    renderExample(0);
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link.getAttribute('href')).toBe('/privacy/');
    expect(link.parentElement?.textContent).toBe('Don’t have an account? Sign up');
  });

  it('given the simple layout, should draw no picture and show the note under the button', () => {
    const { container } = renderExample(1);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('You will receive an e-mail in maximum 60 seconds')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /with/ })).toBeNull();
  });
});
