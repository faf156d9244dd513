import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '../../schema/blocks';
import { withParseContext } from '../../schema/context';
import { type Page, pageSchema } from '../../schema/page';
import { structuredGapsOf } from '../../schema/structured';
import { blockExamples } from '../../src/blocks/examples';
import { loadContent } from '../../src/content/load';
import { routeNameEntries } from '../../src/content/snapshot';
import { pageGraph, scriptJson } from '../../src/content/structured-data';

const { content } = await loadContent((file) => import(/* @vite-ignore */ path.resolve(file)));
const site = content!.site;
const routes = new Map(routeNameEntries(content!.pages));
const SITE_URL = new URL(site.siteUrl).origin;

type Node = Record<string, unknown>;

/** Each page's JSON-LD as a page carries it: escaped JSON in a script element, read back. */
const pages = content!.pages.map((entry) => {
  const language = entry.language ?? site.language;
  const shell = entry.language ? content!.translated[entry.language]! : content!;
  const graph = pageGraph({
    page: entry.page,
    path: entry.path,
    language,
    site: shell.site,
    navigation: shell.navigation,
  });
  const parsed = JSON.parse(scriptJson(graph)) as { '@context': string; '@graph': Node[] };
  return { path: entry.path, page: entry.page, parsed, nodes: parsed['@graph'] };
});

const ofType = (nodes: readonly Node[], type: string) => nodes.filter((node) => node['@type'] === type);
const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];
const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const absolute = (value: unknown) => typeof value === 'string' && /^https:\/\/[^/]+\//.test(value);

/**
 * What Google's rich-result documentation requires of each type (Organization, BreadcrumbList,
 * FAQPage, Article, Product snippets), as a list of what is missing; none when the item is complete.
 */
function missing(node: Node): string[] {
  const gaps: string[] = [];
  const need = (ok: boolean, what: string) => (ok ? undefined : gaps.push(what));
  switch (node['@type']) {
    case 'Organization':
      need(text(node.name), 'name');
      need(absolute(node.url), 'url');
      need(absolute(node.logo), 'logo');
      for (const point of list(node.contactPoint)) {
        need(point['@type'] === 'ContactPoint', 'contactPoint @type');
        need(text(point.email) || text(point.telephone), 'contactPoint email or telephone');
        need(text(point.contactType), 'contactPoint contactType');
      }
      break;
    case 'WebSite':
      need(text(node.name), 'name');
      need(absolute(node.url), 'url');
      break;
    case 'BreadcrumbList': {
      const items = list(node.itemListElement);
      need(items.length > 0, 'itemListElement');
      items.forEach((item, i) => {
        need(item.position === i + 1, `itemListElement[${i}].position ${i + 1}`);
        need(text(item.name), `itemListElement[${i}].name`);
        if (i < items.length - 1) need(absolute(item.item), `itemListElement[${i}].item`);
      });
      break;
    }
    case 'FAQPage': {
      const questions = list(node.mainEntity);
      need(questions.length > 0, 'mainEntity');
      questions.forEach((question, i) => {
        need(question['@type'] === 'Question' && text(question.name), `mainEntity[${i}].name`);
        const answer = question.acceptedAnswer as Node | undefined;
        need(answer?.['@type'] === 'Answer' && text(answer.text), `mainEntity[${i}].acceptedAnswer.text`);
      });
      break;
    }
    case 'Article':
      need(text(node.headline), 'headline');
      need(list(node.image).length > 0 && list(node.image).every(absolute), 'image');
      need(typeof node.datePublished === 'string' && !Number.isNaN(Date.parse(node.datePublished)), 'datePublished');
      need(list(node.author).length > 0 && list(node.author).every((author) => text(author.name)), 'author.name');
      break;
    case 'Product': {
      need(text(node.name), 'name');
      need(list(node.image).length > 0 && list(node.image).every(absolute), 'image');
      const offers = list(node.offers);
      need(offers.length > 0, 'offers');
      offers.forEach((offer, i) => {
        need(typeof offer.price === 'number' && offer.price >= 0, `offers[${i}].price`);
        need(
          typeof offer.availability === 'string' && offer.availability.startsWith('https://schema.org/'),
          `offers[${i}].availability`,
        );
        need(
          typeof offer.priceCurrency === 'string' && /^[A-Z]{3}$/.test(offer.priceCurrency),
          `offers[${i}].priceCurrency`,
        );
      });
      break;
    }
  }
  return gaps;
}

const at = (route: string) => {
  const found = pages.find((page) => page.path === route);
  if (!found) throw new Error(`no page at ${route}`);
  return found;
};

describe('JSON-LD of every page', () => {
  it.each(pages.map((page) => [page.path, page] as const))(
    'Given the page %s, should carry one graph whose every item has what Google requires',
    (_, { parsed, nodes }) => {
      expect(parsed['@context']).toBe('https://schema.org');
      for (const node of nodes) expect(missing(node), `${String(node['@type'])} ${String(node['@id'])}`).toEqual([]);
      expect(ofType(nodes, 'Organization')).toHaveLength(1);
      expect(ofType(nodes, 'WebSite')).toHaveLength(1);
      expect(ofType(nodes, 'WebPage')).toHaveLength(1);
      // One node per `@id`: what blocks add to a node is merged into it.
      const ids = nodes.flatMap((node) => (typeof node['@id'] === 'string' ? [node['@id']] : []));
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    },
  );

  it('should name the site from its settings: the company, its address, logo, email and social pages', () => {
    const [organization] = ofType(at('/').nodes, 'Organization');
    expect(organization).toMatchObject({
      name: site.company.name,
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}/img/brand/logo.svg`,
      email: site.supportEmail,
      sameAs: site.footer.socials.map((social) => social.href),
    });
    // The company's own profiles, never a network's home page.
    for (const profile of list(organization!.sameAs) as unknown as string[]) {
      expect(new URL(profile).pathname, profile).not.toBe('/');
    }
  });

  it('should say each page in its own language, with its absolute address', () => {
    const [english] = ofType(at('/pages/company/pricing').nodes, 'WebPage');
    const [german] = ofType(at('/de/pages/company/pricing').nodes, 'WebPage');
    expect(english).toMatchObject({ inLanguage: 'en', url: `${SITE_URL}/pages/company/pricing/` });
    expect(german).toMatchObject({ inLanguage: 'de', url: `${SITE_URL}/de/pages/company/pricing/` });
    expect(ofType(at('/pages/company/pricing').nodes, 'WebSite')[0]).toMatchObject({ inLanguage: 'en' });
    expect(ofType(at('/de/pages/company/pricing').nodes, 'WebSite')[0]).toMatchObject({ inLanguage: 'de' });
    expect(ofType(at('/de/pages/company/pricing').nodes, 'FAQPage')[0]).toMatchObject({ inLanguage: 'de' });
  });

  it.each(['/pages/support/help-center', '/pages/support/faq', '/pages/company/pricing', '/de/pages/company/pricing'])(
    'Given the FAQ of %s, should say it as one FAQPage holding every question of the page',
    (route) => {
      const { nodes, page } = at(route);
      const faq = ofType(nodes, 'FAQPage');
      expect(faq).toHaveLength(1);
      const accordions = page.blocks.filter((block) => block.type === 'accordion' && block.questions);
      const count = accordions.reduce(
        (sum, block) =>
          sum +
          (block.type === 'accordion'
            ? [...(block.items ?? []), ...(block.groups ?? []).flatMap((group) => group.items)].filter(
                (item) => item.faq !== false,
              ).length
            : 0),
        0,
      );
      expect(list(faq[0]!.mainEntity)).toHaveLength(count);
    },
  );

  it('should say each FAQ question on one page of its language only', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const { path: route, nodes } of pages) {
      const language = String(ofType(nodes, 'WebPage')[0]!.inLanguage);
      for (const question of ofType(nodes, 'FAQPage').flatMap((faq) => list(faq.mainEntity))) {
        const key = `${language} ${String(question.name)}`;
        const first = seen.get(key);
        if (first && first !== route) repeated.push(`${key}: ${first} and ${route}`);
        else seen.set(key, route);
      }
    }
    expect(seen.size).toBeGreaterThan(20);
    expect(repeated).toEqual([]);
  });

  it('Given the pricing page, should say each plan as a Product with its monthly and annual Offers', () => {
    const products = ofType(at('/pages/company/pricing').nodes, 'Product');
    expect(products.map((product) => product.name)).toEqual(['Starter', 'Premium', 'Enterprise', 'Lifetime']);
    // A plan has no picture of its own: the site's logo; each plan can be ordered at any time.
    for (const product of products) expect(product.image).toBe(`${SITE_URL}/img/brand/logo.svg`);
    expect(list(products[0]!.offers)[0]).toMatchObject({ availability: 'https://schema.org/InStock' });
    expect(products[0]!.offers).toEqual([
      expect.objectContaining({
        price: 59,
        priceCurrency: 'USD',
        priceSpecification: expect.objectContaining({ billingDuration: 1, unitCode: 'MON' }) as unknown,
      }),
      expect.objectContaining({
        price: 119,
        priceSpecification: expect.objectContaining({ unitCode: 'ANN' }) as unknown,
      }),
    ]);
    // Paid once: an Offer with no period.
    expect(list(products[3]!.offers)[0]).not.toHaveProperty('priceSpecification');
  });

  it('Given the blog article, should say its Article: headline, author, day and picture as the build writes it', () => {
    const [article] = ofType(at('/pages/blog/single-article').nodes, 'Article');
    expect(article).toMatchObject({
      headline: 'Moving a monolith to the cloud, one piece at a time',
      author: [{ '@type': 'Person', name: 'Priya Nair' }],
      datePublished: '2026-02-28',
      dateModified: '2026-02-28',
      image: [`${SITE_URL}/img/photos/blue-room-1200.jpg`],
      inLanguage: 'en',
    });
  });

  it('Given a page with a breadcrumb drawn above its title, should say the same trail', () => {
    const withTrail = pages.filter(({ page }) => page.layout.breadcrumb && page.nav);
    expect(withTrail.length).toBeGreaterThan(10);
    for (const { nodes, path: route } of withTrail) {
      const [trail] = ofType(nodes, 'BreadcrumbList');
      expect(trail, route).toBeDefined();
      const items = list(trail!.itemListElement);
      expect(items.at(-1)!.name, route).toBe(at(route).page.nav!.title);
    }
    for (const { nodes, page, path: route } of pages.filter(({ page: p }) => !p.layout.breadcrumb)) {
      const drawn = page.blocks.some((block) => block.type === 'breadcrumbs');
      expect(ofType(nodes, 'BreadcrumbList').length > 0, route).toBe(drawn);
    }
  });

  it("Given the company's contact details, should add them to the Organization; a person's, not", () => {
    const [company] = ofType(at('/pages/support/contact-us').nodes, 'Organization');
    expect(company!.contactPoint).toEqual([
      { '@type': 'ContactPoint', contactType: 'customer support', email: site.supportEmail },
    ]);
    const [author] = ofType(at('/pages/blog/author').nodes, 'Organization');
    expect(author).not.toHaveProperty('contactPoint');
  });

  it('Given a showcase page of FAQ and pricing samples, should say nothing of its samples', () => {
    const { nodes } = at('/sections/page-sections/pricing');
    expect(nodes.map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'WebPage', 'BreadcrumbList']);
  });
});

const HOSTILE = '</script><script>alert(1)</script><!--';

/** A page parsed as the build parses it. */
function parsePage(data: unknown): Page {
  return withParseContext({ routes, icons: new Set() }, () => pageSchema.parse(data));
}

describe('JSON-LD escaping', () => {
  it('Given a title and an FAQ answer that try to close the script element, should write them with no "<" and read them back whole', () => {
    const page = parsePage({
      meta: { title: HOSTILE, description: 'A page.' },
      blocks: [
        { type: 'hero', image: { src: 'photos/office-dark', alt: '' }, title: 'Home' },
        { type: 'accordion', questions: true, items: [{ title: 'Safe?', body: [HOSTILE, 'Yes & \u2028no'] }] },
      ],
    });
    const json = scriptJson(pageGraph({ page, path: '/', language: 'en', site, navigation: [] }));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    const nodes = (JSON.parse(json) as { '@graph': Node[] })['@graph'];
    expect(ofType(nodes, 'WebPage')[0]!.name).toBe(HOSTILE);
    const [question] = list(ofType(nodes, 'FAQPage')[0]!.mainEntity);
    expect((question!.acceptedAnswer as Node).text).toBe(`${HOSTILE}\nYes & \u2028no`);
  });
});

describe('what blocks declare', () => {
  it('Given every block example with no gap in its data, should say only complete items on its page', () => {
    for (const example of Object.values(blockExamples).flat()) {
      const page = parsePage({ meta: { title: example.id, description: 'An example.' }, blocks: [example.data] });
      const [block] = page.blocks;
      if (structuredGapsOf(blockSchemas[block!.type], block).length > 0) continue;
      const { '@graph': nodes } = pageGraph({
        page,
        path: '/test',
        language: 'en',
        site,
        navigation: [],
      }) as unknown as {
        '@graph': Node[];
      };
      for (const node of nodes) expect(missing(node), `${example.id}: ${String(node['@type'])}`).toEqual([]);
    }
  });
});
