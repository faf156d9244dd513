import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { unquoteIslandData } from '../../scripts/lib/build/island-attributes';

/** The value a browser reads from the page's first island element. */
function islandData(html: string): string | undefined {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document.querySelector('site-island')?.getAttribute('data-island') ?? undefined;
}

describe('Given a prerendered island whose data holds quotes, an apostrophe, "&" and "<"', () => {
  const json = JSON.stringify({ block: { type: 'alert', text: `It's "5 < 6" & more` } });
  // As React writes an attribute: & < > " ' escaped.
  const written = json
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
  const page = `<site-island class="island" data-island="${written}"><p title="&quot;kept&quot;">x</p></site-island>`;

  it('should write it in single quotes with its JSON quotes as they are, the same value to the browser', () => {
    const rewritten = unquoteIslandData(page);
    expect(rewritten).toContain(`data-island='{"block":{"type":"alert"`);
    expect(rewritten.length).toBeLessThan(page.length);
    expect(islandData(rewritten)).toBe(json);
    expect(islandData(page)).toBe(json);
  });

  it("should leave the island's own markup as React wrote it", () => {
    expect(unquoteIslandData(page)).toContain('<p title="&quot;kept&quot;">x</p>');
  });
});
