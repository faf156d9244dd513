import { describe, expect, it } from 'vitest';
import site from '../../pages-data/_site';
import { fetchHtml, parseHtml } from './support/browser';
import { setUpSite } from './support/sites';

const app = setUpSite();

type Node = Record<string, unknown>;

/** The page's JSON-LD script elements, as a client without JavaScript receives them. */
async function jsonLdOf(route: string): Promise<string[]> {
  const { status, html } = await fetchHtml(app.baseUrl, route);
  expect(status).toBe(200);
  return [...parseHtml(html).querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? '');
}

const graphOf = (json: string) => (JSON.parse(json) as { '@graph': Node[] })['@graph'];
const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type);

describe('Given the built pricing page', () => {
  it('should carry one JSON-LD graph with its FAQ, its plans and their prices', async () => {
    const scripts = await jsonLdOf('/pages/company/pricing');
    expect(scripts).toHaveLength(1);
    const nodes = graphOf(scripts[0]!);
    expect(ofType(nodes, 'Organization')[0]).toMatchObject({ name: 'Brightline Software' });
    const [faq] = ofType(nodes, 'FAQPage');
    expect(faq!.mainEntity).toContainEqual({
      '@type': 'Question',
      name: 'Can I get a refund?',
      acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('refunded within 20 days') as string },
    });
    expect(ofType(nodes, 'Product').map((product) => product.name)).toEqual([
      'Starter',
      'Premium',
      'Enterprise',
      'Lifetime',
    ]);
    expect(ofType(nodes, 'Product')[1]!.offers).toContainEqual(
      expect.objectContaining({ price: 89, priceCurrency: 'USD' }),
    );
  });
});

describe('Given the built blog article', () => {
  it('should say its Article, whose picture is a file the site serves', async () => {
    const [json] = await jsonLdOf('/pages/blog/single-article');
    const [article] = ofType(graphOf(json!), 'Article');
    expect(article).toMatchObject({ headline: 'Moving a monolith to the cloud, one piece at a time' });
    const [image] = article!.image as string[];
    expect(image!.startsWith(`${site.siteUrl}/img/`)).toBe(true);
    const response = await fetch(new URL(new URL(image!).pathname, app.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/jpeg/);
  });
});

describe('Given a test page whose title and FAQ answer hold "</script><script>alert(1)</script>"', () => {
  it('should keep them data: one JSON-LD element that reads them back whole, and no script run', async () => {
    const hostile = '</script><script>alert(1)</script>';
    const scripts = await jsonLdOf('/test-fixtures/structured-data');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toContain('<');
    const nodes = graphOf(scripts[0]!);
    expect(ofType(nodes, 'WebPage')[0]!.name).toBe(`Escaped ${hostile}`);

    const { page } = await app.openPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/test-fixtures/structured-data');
    expect(await page.title()).toBe(`Escaped ${hostile}`);
    const inBrowser = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(inBrowser).toHaveLength(1);
    const [question] = ofType(graphOf(inBrowser[0]!), 'FAQPage')[0]!.mainEntity as Node[];
    expect((question!.acceptedAnswer as Node).text).toBe(`Yes: ${hostile}`);
    expect(dialogs).toEqual([]);
  });
});
