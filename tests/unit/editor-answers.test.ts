import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadContext, loadPage } from '../../src/editor/client';
import { linksToSection } from '../../src/editor/site-save';

/** The endpoint answering every request with `body` and `status`. */
function answering(body: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => {
  vi.unstubAllGlobals();
});

const page = { file: 'pages-data/index.ts', version: 'abc', data: { blocks: [] }, readOnly: [] };

describe("Given the editor reading its endpoint's answers", () => {
  it('should take a page in the form the endpoint answers it', async () => {
    const fetch = answering(page);
    expect(await loadPage('/')).toEqual(page);
    expect(fetch).toHaveBeenCalledWith('/__editor/page?path=%2F', {});
  });

  it('should refuse an answer in a form it does not know, saying to reload, rather than edit with it', async () => {
    answering({ file: 'pages-data/index.ts', data: {} });
    await expect(loadPage('/')).rejects.toThrow(
      "the editor's server answered in a form this page does not know: reload the editor.",
    );
    answering({ pages: 'all of them', folders: [] });
    await expect(loadContext()).rejects.toThrow('reload the editor');
    answering({ links: [{ file: 'pages-data/_site.ts' }] });
    await expect(linksToSection('pages-data/index.ts', 'top')).rejects.toThrow('reload the editor');
  });

  it("should show the endpoint's refusal in its words, or the status when it gives none", async () => {
    answering({ error: 'No page at /gone.' }, 404);
    await expect(loadPage('/gone')).rejects.toThrow('No page at /gone.');
    answering('Bad gateway', 502);
    await expect(loadPage('/')).rejects.toThrow('/__editor/page?path=%2F answered 502');
  });

  it('should list the links to a section, and none when the endpoint cannot say', async () => {
    const link = { file: 'pages-data/_site.ts', path: ['navbar', 0], place: "in the site's navbar", removable: true };
    answering({ links: [link] });
    expect(await linksToSection('pages-data/index.ts', 'top')).toEqual([link]);
    answering({ error: 'No such file.' }, 400);
    expect(await linksToSection('pages-data/gone.ts', 'top')).toEqual([]);
  });
});
