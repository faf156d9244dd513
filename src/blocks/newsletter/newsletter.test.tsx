import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import { DEMO_FORM_NOTICE } from '../../client/demo-forms';
import Newsletter from './newsletter';
import { newsletterExamples } from './newsletter.examples';
import { withShellScript } from '../../../tests/support/shell-script';

function renderNewsletter(data: BlockInput<'newsletter'>) {
  const { block, icons } = parseBlock(data);
  return renderWithSite(<Newsletter {...block} />, icons);
}

describe('newsletter', () => {
  withShellScript();

  it.each(newsletterExamples)(
    'given the "$title" example, should show a named section with an email form',
    ({ data }) => {
      renderNewsletter(data);
      const section = screen.getByRole('region', { name: data.title });
      const form = within(section).getByRole('form', { name: data.title });
      expect(form.getAttribute('method')).toBe('post');
      const email = within(form).getByLabelText(data.email?.label ?? 'Email');
      expect(email.getAttribute('type')).toBe('email');
      expect(email.getAttribute('name')).toBe(data.email?.name ?? 'email');
      expect(
        within(form)
          .getByRole('button', { name: data.button ?? 'Subscribe' })
          .getAttribute('type'),
      ).toBe('submit');
      expect(section.querySelectorAll('img')).toHaveLength(data.image ? 1 : 0);
    },
  );

  it('given a sent form, should stay on the page and say that nothing was sent', () => {
    renderNewsletter(newsletterExamples[0]!.data);
    expect(fireEvent.submit(screen.getByRole('form'))).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(DEMO_FORM_NOTICE);
  });
});
