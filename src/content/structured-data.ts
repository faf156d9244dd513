import type { BreadcrumbList, Graph, Organization, Thing, WebPage, WebSite } from 'schema-dts';
import { type Block, blockSchemas } from '../../schema/blocks';
import type { Page } from '../../schema/page';
import type { ImageData } from '../../schema/primitives';
import type { Site } from '../../schema/site';
import { jsonLd, type StructuredContext, type StructuredItem, structuredItemsOf } from '../../schema/structured';
import { groupOf } from '../layout/page-title';
import { rasterUrl, vectorUrl } from '../ui/image-url';
import { pageUrl, SITE_BASE, unprefixed } from '../ui/site-path';
import type { NavGroup } from './navigation';

/** What a page's JSON-LD is made from: the parsed page, where it is published, and the site around it. */
export interface StructuredPage {
  page: Page;
  /** The page's path from the site's root: `/pages/company/pricing`. */
  path: string;
  /** The page's language (BCP 47). */
  language: string;
  site: Site;
  /** The menus its layout's breadcrumb is drawn from (in the page's language). */
  navigation: readonly NavGroup[];
}

/** The widest raster file said for a picture: Google asks for large images, and the build makes what a page names. */
const IMAGE_WIDTH = 1200;

/** A catalogue image's absolute URL on the published site: its SVG, or a JPEG/PNG up to 1200 px wide. */
function imageUrlOn(siteUrl: string, image: Pick<ImageData, 'src' | 'width' | 'format'>): string {
  const url =
    image.format === 'svg'
      ? vectorUrl(image.src)
      : rasterUrl(image.src, Math.min(IMAGE_WIDTH, image.width), image.format);
  return pageUrl(siteUrl, unprefixed(url, SITE_BASE) ?? url);
}

/** A link of the data as an absolute URL: a site path from `siteUrl`, an anchor on the page, others as they are. */
function absoluteUrl(siteUrl: string, page: string, href: string): string {
  if (href.startsWith('#')) return page + href;
  if (href.startsWith('/') && !href.startsWith('//')) return pageUrl(siteUrl, href);
  return href;
}

/** The page's context for its blocks' declarations (`schema/structured.ts`). */
export function structuredContext(site: Site, path: string, language: string): StructuredContext {
  const home = pageUrl(site.siteUrl, '/');
  const url = pageUrl(site.siteUrl, path);
  return {
    pageUrl: url,
    language,
    url: (href) => absoluteUrl(site.siteUrl, url, href),
    imageUrl: (image) => imageUrlOn(site.siteUrl, image),
    logoUrl: imageUrlOn(site.siteUrl, site.brand.logo),
    ids: { organization: `${home}#organization`, website: `${home}#website`, webpage: `${url}#webpage` },
  };
}

type Node = Record<string, unknown>;

/**
 * Nodes with one `@id` become one: a block may add to a node another made (the contact block's contact
 * point to the site's Organization, a plan's second price to its Product). Lists are joined, and a
 * value already there is kept.
 */
function merged(items: readonly StructuredItem[]): Node[] {
  const nodes: Node[] = [];
  const byId = new Map<string, Node>();
  for (const item of items as readonly Node[]) {
    const id = typeof item['@id'] === 'string' ? item['@id'] : undefined;
    const node = id === undefined ? undefined : byId.get(id);
    if (!node) {
      const copy = { ...item };
      nodes.push(copy);
      if (id !== undefined) byId.set(id, copy);
      continue;
    }
    for (const [key, value] of Object.entries(item)) {
      const before = node[key];
      if (Array.isArray(before) && Array.isArray(value))
        node[key] = [...(before as unknown[]), ...(value as unknown[])];
      else if (before === undefined) node[key] = value;
    }
  }
  return nodes;
}

/** The trail the page layout draws above its title: the group (to its first page), then the page. */
function layoutBreadcrumb(
  { page, path, navigation, site }: StructuredPage,
  context: StructuredContext,
): StructuredItem[] {
  if (!page.layout.breadcrumb) return [];
  const group = groupOf(navigation, path);
  const item = group?.items.find((entry) => entry.path === path);
  if (!group || !item) return [];
  return [
    jsonLd<BreadcrumbList>({
      '@type': 'BreadcrumbList',
      '@id': `${context.pageUrl}#breadcrumb`,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: group.heading, item: pageUrl(site.siteUrl, group.firstPath) },
        { '@type': 'ListItem', position: 2, name: item.title },
      ],
    }),
  ];
}

/**
 * The page's JSON-LD, one `@graph`: the site's Organization and WebSite (from `_site.ts`), the page
 * itself, the breadcrumb its layout draws, then what each of its blocks says. Blocks inside a block (a
 * showcase sample's) are examples, not the page's content, and say nothing.
 */
export function pageGraph(input: StructuredPage): Graph {
  const { page, site, language } = input;
  const context = structuredContext(site, input.path, language);
  const { ids } = context;
  const home = pageUrl(site.siteUrl, '/');
  const sameAs = (site.footer.socials ?? []).map((social) => social.href);
  const breadcrumb = layoutBreadcrumb(input, context);
  const site_: StructuredItem[] = [
    jsonLd<Organization>({
      '@type': 'Organization',
      '@id': ids.organization,
      name: site.company.name,
      url: home,
      logo: context.logoUrl,
      email: site.supportEmail,
      foundingDate: String(site.company.founded),
      ...(sameAs.length > 0 ? { sameAs } : {}),
    }),
    jsonLd<WebSite>({
      '@type': 'WebSite',
      '@id': ids.website,
      name: site.company.name,
      url: home,
      // The site as the page's reader has it: a German page's site is the German one.
      inLanguage: language,
      publisher: { '@id': ids.organization },
    }),
    jsonLd<WebPage>({
      '@type': 'WebPage',
      '@id': ids.webpage,
      url: context.pageUrl,
      name: page.meta.title,
      description: page.meta.description,
      inLanguage: language,
      isPartOf: { '@id': ids.website },
      ...(breadcrumb.length > 0 ? { breadcrumb: { '@id': `${context.pageUrl}#breadcrumb` } } : {}),
    }),
  ];
  const blocks = page.blocks.flatMap((block: Block) => structuredItemsOf(blockSchemas[block.type], block, context));
  return { '@context': 'https://schema.org', '@graph': merged([...site_, ...breadcrumb, ...blocks]) as Thing[] };
}

/**
 * JSON for a `<script>` element, escaped as the islands' data is: no `<` (so no `</script>` or
 * `<!--` can end or bend the element), `>` and `&` as escapes too, and the two line separators that
 * old parsers read as line ends.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
