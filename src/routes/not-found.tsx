import type { Route } from './+types/not-found';
import { getContent } from '../content/get-content';
import { iconPaths } from '../content/icons';
import { SiteShell } from '../layout/site-shell';
import { layoutSchema } from '../../schema/page';

/** Prerendered once as /404; static hosts serve it for every unknown path. */
export async function loader() {
  const content = await getContent();
  // A lost visitor gets the menus that reach every page.
  const layout = layoutSchema.parse({ navbar: { menus: true } });
  const { site, siteIcons, navigation, footerColumns } = content;
  return { site, icons: iconPaths(siteIcons), layout, navigation, footerColumns };
}

export function meta() {
  return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { site, icons, layout, navigation, footerColumns } = loaderData;
  return (
    <SiteShell site={site} layout={layout} icons={icons} navigation={navigation} footerColumns={footerColumns}>
      <section className="container py-6 my-5 text-center not-found">
        <p className="display-1 fw-bold text-gradient-primary mb-0" aria-hidden="true">
          404
        </p>
        <h1 className="h2">Page not found</h1>
        <p className="lead">The page you asked for does not exist or has moved.</p>
        <a className="btn btn-gradient-primary" href="/">
          Back to the home page
        </a>
      </section>
    </SiteShell>
  );
}
