import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Cta from './cta';
import { ctaExamples } from './cta.examples';
import { IMAGES } from '../../../schema/images';

function show(id: string) {
  const { block, icons } = parseBlock(ctaExamples.find((example) => example.id === id)!.data);
  return renderWithSite(<Cta {...block} />, icons);
}

describe('cta', () => {
  it.each(ctaExamples)('given the "$title" example, should show its h2 and buttons', ({ id, data }) => {
    const { container } = show(id);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(data.title);
    expect(screen.queryAllByRole('link').map((a) => a.textContent)).toEqual((data.actions ?? []).map((a) => a.label));
    expect(container.firstElementChild?.classList.contains(`cta-${data.tone ?? 'light'}`)).toBe(true);
  });

  it('given a signup, should show a named email field and keep the page on submit', () => {
    show('cta-signup');
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field.getAttribute('type')).toBe('email');
    const submit = screen.getByRole('button', { name: 'Subscribe' });
    const event = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(submit.closest('form')!, event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('given a picture, should draw it with its alt text and size', () => {
    show('cta-image');
    const img = screen.getByRole('img', { name: 'A rocket taking off' });
    expect(img.getAttribute('width')).toBe(String(IMAGES['illustrations/rocket'].width));
  });
});
