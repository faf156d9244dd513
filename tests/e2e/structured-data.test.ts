import { describe, expect, it } from 'vitest';
import site from '../../pages-data/_site';
import { builtRoutes, fetchHtml, parseHtml } from './support/browser';
import { type StructuredIssue, validateJsonLd } from './support/schema-org';
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

const describeIssue = (route: string, issue: StructuredIssue) =>
  `${route}: ${issue.severity} ${issue.rootType} [${issue.fieldNames?.join(', ') ?? ''}] ${issue.issueMessage}`;

/**
 * The fields Google's merchant listings recommend that a plan has. The others the validator lists are a
 * physical product's (a barcode, a size, a colour) or data the site does not hold (reviews, ratings),
 * and a plan's description is the card's own, which not every card has.
 */
const PLAN_FIELDS = ['image', 'availability', 'offers', 'price', 'priceCurrency'];

/** What the validator reports that is the site's to fix: every error, every term schema.org lacks, a plan's field. */
const isSitesToFix = (issue: StructuredIssue) =>
  issue.severity === 'ERROR' ||
  /schema\.org/.test(issue.issueMessage) ||
  (issue.fieldNames ?? []).some((field) => PLAN_FIELDS.includes(field));

describe("Given every built page's JSON-LD and schema.org's vocabulary with Adobe's structured-data validator", () => {
  const routes = builtRoutes();
  // Each page's head as served, read once: it holds the page's language and its JSON-LD.
  const heads = new Map<string, Document>();
  const headOf = async (route: string) => {
    if (!heads.has(route)) {
      const { status, html } = await fetchHtml(app.baseUrl, route);
      expect(status).toBe(200);
      heads.set(route, parseHtml(`${html.slice(0, html.indexOf('</head>'))}</head></html>`));
    }
    return heads.get(route)!;
  };
  const graphsOf = async (route: string) =>
    [...(await headOf(route)).querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as { '@graph': Node[] },
    );

  it('should find fault with a graph that has it: an unknown property, a Product with no picture', async () => {
    const issues = await validateJsonLd([
      {
        '@graph': [
          { '@type': 'WebPage', name: 'A page', colour: 'blue' },
          { '@type': 'Product', name: 'Plan', offers: { '@type': 'Offer', price: 5, priceCurrency: 'USD' } },
        ],
      },
    ]);
    const found = issues.filter(isSitesToFix).map((issue) => describeIssue('hostile', issue));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'Property "colour" for type "WebPage" is not supported by the schema.org specification',
        ),
        expect.stringContaining('ERROR Product [image] Required attribute "image" is missing'),
        expect.stringContaining('[availability]'),
      ]),
    );
  });

  it('should find nothing to fix on any page', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const route of routes) {
      for (const issue of await validateJsonLd(await graphsOf(route))) {
        if (isSitesToFix(issue)) found.push(describeIssue(route, issue));
      }
    }
    expect(found).toEqual([]);
  });

  it("should say each page's site and page in the page's own language, and the company's profiles, not networks' home pages", async () => {
    for (const route of routes) {
      const lang = (await headOf(route)).documentElement.getAttribute('lang');
      const nodes = (await graphsOf(route)).flatMap((graph) => graph['@graph']);
      for (const node of [...ofType(nodes, 'WebSite'), ...ofType(nodes, 'WebPage')]) {
        expect(node.inLanguage, `${route} ${String(node['@type'])}`).toBe(lang);
      }
      for (const profile of ofType(nodes, 'Organization').flatMap(
        (node) => (node.sameAs as string[] | undefined) ?? [],
      )) {
        expect(new URL(profile).pathname, `${route}: ${profile}`).not.toBe('/');
      }
    }
  });

  it('should mark each FAQ question up on one page of its language only', async () => {
    const first = new Map<string, string>();
    const repeated: string[] = [];
    for (const route of routes) {
      const nodes = (await graphsOf(route)).flatMap((graph) => graph['@graph']);
      for (const faq of ofType(nodes, 'FAQPage')) {
        for (const question of faq.mainEntity as Node[]) {
          const key = `${String(faq.inLanguage)}: ${String(question.name)}`;
          const earlier = first.get(key);
          if (earlier === undefined) first.set(key, route);
          else if (earlier !== route) repeated.push(`${key} on ${earlier} and ${route}`);
        }
      }
    }
    expect(first.size).toBeGreaterThan(20);
    expect(repeated).toEqual([]);
  });
});

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
