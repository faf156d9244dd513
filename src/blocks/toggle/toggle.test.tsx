import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Toggle from './toggle';
import { toggleExamples } from './toggle.examples';

function renderExample(index: number) {
  const { block } = parseBlock(toggleExamples[index]!.data);
  return renderWithSite(<Toggle {...block} />);
}

describe('toggle', () => {
  it('given the simple example, should draw a checked switch named by its label', () => {
    renderExample(0);
    const toggle = screen.getByRole('switch', { name: 'Remember me' }) as HTMLInputElement;
    expect(toggle.type).toBe('checkbox');
    expect(toggle.checked).toBe(true);
    expect(toggle.name).toBe('remember');
    expect(toggle.getAttribute('aria-describedby')).toBeNull();
  });

  it('given a description, should describe the switch with it', () => {
    renderExample(1);
    const toggle = screen.getByRole('switch', { name: 'Remember me' });
    const description = document.getElementById(toggle.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Be sure that you will always be logged in.');
  });

  it('given a click on the label, should turn the switch off and on again', () => {
    renderExample(1);
    const toggle = screen.getByRole('switch') as HTMLInputElement;
    fireEvent.click(screen.getByText('Remember me'));
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
  });

  it('given checked false, should start off', () => {
    renderExample(2);
    expect((screen.getByRole('switch', { name: 'Email me about new releases' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});
