import type { Route } from './+types/page';
import { getContent } from '../content/get-content';
import { iconPaths } from '../content/icons';
import { SiteShell } from '../layout/site-shell';
import { Blocks } from '../render/blocks';
import { PageIcons } from '../render/island';
import { SampleCodeProvider } from '../showcase/context';
import { pageSampleCode } from '../showcase/sample-code';
import type { PageData } from './page-data';

/** Runs at build time only: validation, data and icon files never reach the browser. */
export async function loader({ pattern }: Route.LoaderArgs): Promise<PageData> {
  const content = await getContent();
  const entry = content.pages.find((p) => p.path === pattern);
  if (!entry) throw new Response('Not Found', { status: 404 });
  const { layout } = entry.page;
  return {
    path: entry.path,
    page: entry.page,
    site: content.site,
    icons: iconPaths(new Set([...entry.icons, ...content.siteIcons])),
    samples: await pageSampleCode(entry.page, entry.source),
    navigation: layout.navbar.menus || layout.breadcrumb ? content.navigation : [],
    footerColumns: layout.footer ? content.footerColumns : [],
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, site, path } = loaderData;
  return [
    { title: page.meta.title },
    { name: 'description', content: page.meta.description },
    { tagName: 'link', rel: 'canonical', href: new URL(path, site.siteUrl).href },
    ...(page.index ? [] : [{ name: 'robots', content: 'noindex' }]),
  ];
}

export default function PageRoute({ loaderData }: Route.ComponentProps) {
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
