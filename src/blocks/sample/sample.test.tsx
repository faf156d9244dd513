import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import { withShellScript } from '../../../tests/support/shell-script';
import { SampleCodeProvider } from '../../showcase/context';
import { sampleCode } from '../../showcase/sample-code';
import Sample from './sample';
import { sampleExamples } from './sample.examples';

async function renderSample(index: number, withCode = true) {
  const { data } = sampleExamples[index]!;
  const { block, icons } = parseBlock(data);
  const props = block;
  const code = withCode ? { [props.id]: await sampleCode(props, data.blocks as Record<string, unknown>[], {}) } : {};
  const view = renderWithSite(
    <SampleCodeProvider value={code}>
      <Sample {...props} />
    </SampleCodeProvider>,
    icons,
  );
  await screen.findByRole('heading', { level: 2, name: data.title });
  return { data, view };
}

describe('sample', () => {
  withShellScript();

  it('given a sample, should show its anchored title and its preview, with the code tab closed', async () => {
    const { data, view } = await renderSample(0);
    expect(view.container.querySelector('section.sample')?.id).toBe(data.id);
    expect(screen.getByRole('link', { name: data.title }).getAttribute('href')).toBe(`#${data.id}`);
    expect(screen.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Code' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Preview' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Code' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Solutions in a sample' })).toBeTruthy();
  });

  it('given a click on Code, should show the generated JSX and the props of the block', async () => {
    await renderSample(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Code' }));
    const panel = screen.getByRole('tabpanel', { name: 'Code' });
    const code = within(panel).getByLabelText(/JSX$/);
    expect(code.textContent).toContain("import { Block } from '~/render/block';");
    expect(code.textContent).toContain('<Block');
    expect(code.textContent).toContain('type="card-grid"');
    expect(code.querySelector('.hljs-string')).not.toBeNull();
    const table = within(panel).getByRole('table', { name: 'Props of card-grid' });
    const columns = within(table)
      .getByRole('rowheader', { name: /^columns/ })
      .closest('tr');
    expect(columns?.textContent).toContain('2 | 3 | 4');
    expect(columns?.textContent).toContain('Cards per row on wide screens.');
  });

  it('given Page data is pressed, should show the block data to paste into a page file', async () => {
    await renderSample(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page data' }));
    expect(screen.getByRole('button', { name: 'Page data' }).getAttribute('aria-pressed')).toBe('true');
    const code = screen.getByLabelText(/page data$/);
    expect(code.textContent).toMatch(/^\{\n {2}type: 'card-grid',/);
    expect(code.textContent?.trimEnd().endsWith('},')).toBe(true);
  });

  it('given the arrow keys on the tabs, should move and select like the ARIA tabs pattern', async () => {
    await renderSample(0);
    const preview = screen.getByRole('tab', { name: 'Preview' });
    preview.focus();
    fireEvent.keyDown(preview, { key: 'ArrowRight' });
    const code = screen.getByRole('tab', { name: 'Code' });
    expect(code.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(code.tabIndex).toBe(0);
    expect(preview.tabIndex).toBe(-1);
    fireEvent.keyDown(code, { key: 'Home' });
    expect(preview.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(preview, { key: 'End' });
    expect(code.getAttribute('aria-selected')).toBe('true');
  });

  it('given a fixed height, should frame the preview at that height and let the keyboard reach it', async () => {
    await renderSample(1);
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(panel.style.height).toBe('320px');
    expect(panel.tabIndex).toBe(0);
  });

  it('given no generated code, should say when the code is made instead of showing nothing', async () => {
    await renderSample(0, false);
    fireEvent.click(screen.getByRole('tab', { name: 'Code' }));
    expect(screen.getByRole('tabpanel', { name: 'Code' }).textContent).toMatch(/generated when the site is built/);
  });

  it('given highlighted code, should point its Copy button at the code shown, whose text is the exact source', async () => {
    await renderSample(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Code' }));
    const code = screen.getByLabelText(/JSX$/);
    const copy = screen.getByRole('button', { name: /^Copy JSX of Icon cards/ });
    expect(document.getElementById(copy.dataset.copy!)).toBe(code);
    expect(code.textContent).toMatch(/^import \{ Block \} from '~\/render\/block';/);
    expect(code.textContent).not.toMatch(/&(?:lt|gt|quot|amp|#x27);|<span/);
    fireEvent.click(screen.getByRole('button', { name: 'Page data' }));
    expect(document.getElementById(copy.dataset.copy!)).toBe(screen.getByLabelText(/page data$/));
    expect(copy.getAttribute('aria-label')).toMatch(/^Copy page data of Icon cards/);
  });
});
