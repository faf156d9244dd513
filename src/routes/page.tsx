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
import type { Content, LoadedPage } from '../content/load';
import { NotFound } from '../layout/not-found';
import { pageUrl } from '../ui/site-path';
import { DataProblemsPage } from './data-problems';
import type { DataProblemsData, NotFoundData, PageData } from './page-data';

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

async function pageData(content: Content, path: string): Promise<PageData | NotFoundData> {
  const entry = pageAt(content, path);
  if (!entry) {
    const { site, siteIcons, navigation, footerColumns } = content;
    const layout = layoutSchema.parse({ navbar: { menus: true } });
    return { notFound: true, site, icons: iconPaths(new Set(siteIcons)), layout, navigation, footerColumns };
  }
  const { layout } = entry.page;
  return {
    path: entry.path,
    page: entry.page,
    site: content.site,
    icons: iconPaths(new Set([...entry.icons, ...content.siteIcons])),
    samples: await pageSampleCode(entry.page, entry.source, content.site),
    navigation: layout.navbar.menus || layout.breadcrumb ? content.navigation : [],
    footerColumns: layout.footer ? content.footerColumns : [],
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  if ('dataProblems' in loaderData) return [{ title: 'A problem in the page data' }];
  if ('notFound' in loaderData) return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];
  const { page, site, path } = loaderData;
  return [
    { title: page.meta.title },
    { name: 'description', content: page.meta.description },
    { tagName: 'link', rel: 'canonical', href: pageUrl(site.siteUrl, path) },
    ...(page.index ? [] : [{ name: 'robots', content: 'noindex' }]),
  ];
}

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  if ('dataProblems' in loaderData) return <DataProblemsPage {...loaderData} />;
  if ('notFound' in loaderData) {
    const { site, icons, layout, navigation, footerColumns } = loaderData;
    return (
      <SiteShell site={site} layout={layout} icons={icons} navigation={navigation} footerColumns={footerColumns}>
        <NotFound />
      </SiteShell>
    );
  }
  const { page, site, icons, path, samples, navigation, footerColumns } = loaderData;
  return (
    <SiteShell
      key={path}
      site={site}
      layout={page.layout}
      icons={icons}
      navigation={navigation}
      footerColumns={footerColumns}
    >
      <SampleCodeProvider value={samples}>
        <Blocks blocks={page.blocks} page />
      </SampleCodeProvider>
      <PageIcons icons={icons} />
    </SiteShell>
  );
}
