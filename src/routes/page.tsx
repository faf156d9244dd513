import { data } from 'react-router';
import type { Route } from './+types/page';
import { getPageContent } from '../content/get-content';
import { formatProblems } from '../content/report';
import { iconPaths } from '../content/icons';
import { SiteShell } from '../layout/site-shell';
import { Blocks } from '../render/blocks';
import { PageIcons } from '../render/island';
import { SampleCodeProvider } from '../showcase/context';
import { pageSampleCode } from '../showcase/sample-code';
import { layoutSchema } from '../../schema/page';
import type { Content } from '../content/load';
import type { LoadedPage } from '../content/loaded-page';
import { NotFound } from '../layout/not-found';
import { pageUrl } from '../ui/site-path';
import { pageGraph, scriptJson } from '../content/structured-data';
import { DataProblemsPage } from './data-problems';
import type { DataProblemsData, NotFoundData, PageData, PageLanguage, SharedImage } from './page-data';
import { CARD_HEIGHT, CARD_WIDTH, cardAlt, cardPath, pageCardText, sharedPictureUrl } from '../content/social-card';
import {
  alternatesOf,
  defaultPathOf,
  languageOfPath,
  pageLocaleOf,
  pathIn,
  shownLanguages,
} from '../content/languages';
import { EN_MESSAGES } from '../ui/messages-en';
// The blocks' messages are formatted with plurals and numbers where the page is drawn.
import '../ui/icu-format';

const byPath = new WeakMap<Content, Map<string, LoadedPage>>();

/** The page published at a path, found in one step however many pages there are. */
function pageAt(content: Content, path: string): LoadedPage | undefined {
  let pages = byPath.get(content);
  if (!pages) {
    pages = new Map(content.pages.map((entry) => [entry.path, entry]));
    byPath.set(content, pages);
  }
  return pages.get(path);
}

/**
 * Runs at build time only: validation, data and icon files never reach the browser. A path with no
 * page (the prerendered /404) gets the not-found page, with the menus that reach every page.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const path = `/${params['*'] ?? ''}`.replace(/(.)\/+$/, '$1');
  const { content, blocked } = await getPageContent(path);
  // Development only: a page whose data is wrong (or every page, for a shared file) says what to fix.
  if (blocked) {
    const { problems, everyPage } = blocked;
    const files = [...new Set(problems.map((problem) => problem.file))];
    const problemsData: DataProblemsData = { dataProblems: true, files, everyPage, report: formatProblems(problems) };
    return data(problemsData, { status: 500 });
  }
  return pageData(content, path);
}

/** The language of the page at `path`, its versions in the others and the language switch. */
function pageLanguage(content: Content, path: string): PageLanguage {
  const languages = content.languages;
  const language = languageOfPath(path, languages);
  const original = defaultPathOf(path, language);
  const alternates = alternatesOf(path, languages, (at) => pageAt(content, at) !== undefined);
  // Each link says where it leads in its own language: this page, or that language's home page.
  const catalogueOf = (code: string) => content.translated[code]?.messages ?? EN_MESSAGES;
  const listed = shownLanguages(languages, language);
  const links =
    listed.length < 2
      ? []
      : listed.map((other) => {
          const translated = pathIn(original, other);
          const has = pageAt(content, translated) !== undefined;
          const href = has ? translated : pathIn('/', other);
          const title = catalogueOf(other.code)[has ? 'language.thisPage' : 'language.home'];
          return { code: other.code, name: other.name, href, current: other === language, title };
        });
  const locale = pageLocaleOf(language, languages);
  const messages = content.translated[language.code]?.messages;
  return {
    code: language.code,
    dir: language.dir,
    alternates,
    links,
    locale,
    ...(messages ? { messages } : {}),
  };
}

/** The page's own picture (`meta.image`) cropped to the card's size, else its card (scripts/lib/build/social-cards.ts). */
function sharedImageOf(content: Content, entry: LoadedPage, siteUrl: string): SharedImage {
  const image = entry.page.meta.image;
  if (!image) {
    const url = pageUrl(siteUrl, cardPath(entry.path));
    return {
      url,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      alt: cardAlt(pageCardText(content, { ...entry, title: entry.page.meta.title })),
    };
  }
  // The emitted file's path already holds the site's prefix (rasterUrl): only the origin is added.
  const url = new URL(sharedPictureUrl(image.src, image.format), siteUrl).href;
  return { url, width: CARD_WIDTH, height: CARD_HEIGHT, alt: image.alt };
}

async function pageData(content: Content, path: string): Promise<PageData | NotFoundData> {
  const entry = pageAt(content, path);
  const language = pageLanguage(content, path);
  // A page in another language draws the site's texts, menus and links in that language.
  const shell = content.translated[language.code] ?? content;
  const { site, navigation, footerColumns } = shell;
  if (!entry) {
    const layout = layoutSchema.parse({ navbar: { menus: true } });
    const icons = iconPaths(new Set(content.siteIcons));
    return { notFound: true, language, site, icons, layout, navigation, footerColumns };
  }
  const { layout } = entry.page;
  const menus = layout.navbar.menus || layout.breadcrumb ? navigation : [];
  const graph = pageGraph({ page: entry.page, path: entry.path, language: language.code, site, navigation: menus });
  return {
    path: entry.path,
    sharedImage: sharedImageOf(content, entry, site.siteUrl),
    language,
    page: entry.page,
    site,
    icons: iconPaths(new Set([...entry.icons, ...content.siteIcons])),
    samples: await pageSampleCode(entry.page, entry.source, site),
    navigation: menus,
    footerColumns: layout.footer ? footerColumns : [],
    structuredData: scriptJson(graph),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  if ('dataProblems' in loaderData) return [{ title: 'A problem in the page data' }];
  if ('notFound' in loaderData) {
    // In the language of the address asked for: /de/nope is „Seite nicht gefunden“.
    const title = loaderData.language.messages?.['notFound.title'] ?? EN_MESSAGES['notFound.title'];
    return [{ title }, { name: 'robots', content: 'noindex' }];
  }
  const { page, site, path, language } = loaderData;
  // Each language version is its own canonical, and lists every version, itself included.
  const alternates = language.alternates.map(({ hreflang, path: at }) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: hreflang,
    href: pageUrl(site.siteUrl, at),
  }));
  return [
    { title: page.meta.title },
    { name: 'description', content: page.meta.description },
    { tagName: 'link', rel: 'canonical', href: pageUrl(site.siteUrl, path) },
    ...alternates,
    ...(page.index ? [] : [{ name: 'robots', content: 'noindex' }]),
    ...sharedMeta(loaderData),
  ];
}

/** Open Graph's form of a language tag, language and region: `en-GB` → `en_GB`, `de` → `de_DE` (its likeliest region). */
function ogLocale(tag: string): string {
  const locale = new Intl.Locale(tag).maximize();
  return locale.region ? `${locale.language}_${locale.region}` : locale.language;
}

/**
 * What a link to the page shows where it is shared: Open Graph (LinkedIn, Slack, Facebook, Mastodon…)
 * and Twitter's large card, which reads Open Graph for what it does not find under its own names.
 */
function sharedMeta({ page, site, path, language, sharedImage }: PageData) {
  const property = (name: string, content: string | number) => ({ property: name, content: String(content) });
  const others = language.alternates.filter((v) => v.hreflang !== 'x-default' && v.hreflang !== language.code);
  return [
    property('og:type', page.meta.shareAs),
    property('og:site_name', site.company.name),
    property('og:title', page.meta.title),
    property('og:description', page.meta.description),
    property('og:url', pageUrl(site.siteUrl, path)),
    property('og:locale', ogLocale(language.code)),
    ...others.map((v) => property('og:locale:alternate', ogLocale(v.hreflang))),
    property('og:image', sharedImage.url),
    property('og:image:width', sharedImage.width),
    property('og:image:height', sharedImage.height),
    property('og:image:alt', sharedImage.alt),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image:alt', content: sharedImage.alt },
  ];
}

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  if ('dataProblems' in loaderData) return <DataProblemsPage {...loaderData} />;
  if ('notFound' in loaderData) {
    const { site, icons, layout, navigation, footerColumns, language } = loaderData;
    return (
      <SiteShell
        site={site}
        layout={layout}
        icons={icons}
        navigation={navigation}
        footerColumns={footerColumns}
        language={language}
      >
        <NotFound />
      </SiteShell>
    );
  }
  const { page, site, icons, path, samples, navigation, footerColumns, language } = loaderData;
  return (
    <SiteShell
      key={path}
      site={site}
      layout={page.layout}
      icons={icons}
      navigation={navigation}
      footerColumns={footerColumns}
      language={language}
    >
      <SampleCodeProvider value={samples}>
        <Blocks blocks={page.blocks} page />
      </SampleCodeProvider>
      <PageIcons icons={icons} />
    </SiteShell>
  );
}
