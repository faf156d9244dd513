import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import { COPIED_MESSAGE } from '../../client/copy';
import { withShellScript } from '../../../tests/support/shell-script';
import Code from './code';
import { codeExamples } from './code.examples';

function renderCode(index: number) {
  const { block } = parseBlock(codeExamples[index]!.data);
  return renderWithSite(<Code {...block} />);
}

describe('code', () => {
  withShellScript();

  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(codeExamples)(
    'given the "$title" example, should show the code as plain text in a named region',
    ({ data }) => {
      const { container } = renderWithSite(<Code {...parseBlock(data).block} />);
      const name = data.title ?? `${data.language} code`;
      const region = screen.getByRole('region', { name });
      expect(region.tagName).toBe('PRE');
      expect(region.tabIndex).toBe(0);
      expect(region.textContent).toBe(data.code);
      expect(container.querySelector(`code.language-${data.language}`)).toBeTruthy();
      expect(screen.getByRole('button', { name: `Copy ${name}` })).toBeTruthy();
    },
  );

  it('given markup in the code, should show it as text, never as elements', () => {
    const { container } = renderCode(0);
    expect(container.querySelector('pre code')!.children).toHaveLength(0);
    expect(screen.getByRole('region').textContent).toContain('description="Hello, world! <3" />');
  });

  it('given a click on Copy, should copy the exact code and confirm at 100 ms', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCode(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy json code' }));
    });
    expect(writeText).toHaveBeenCalledWith(codeExamples[1]!.data.code);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status').textContent).toBe(COPIED_MESSAGE);
  });
});
