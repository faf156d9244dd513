import type { ReactNode } from 'react';
import { withParseContext } from '../../schema/context';
import { pageErrorMap } from '../../schema/errors';
import { layoutSchema } from '../../schema/page';
import { Footer } from '../layout/footer';
import { Navbar } from '../layout/navbar';
import { PageTitle } from '../layout/page-title';
import { IconProvider } from '../ui/icon';
import type { CanvasShellData } from './client';
import type { FieldContext } from './field-kinds';
import { fromPuckData } from './page-document';
import { DEFAULT_LOCALE, LocaleProvider } from '../ui/locale';
import { MessagesProvider } from '../ui/messages';
import { EN_MESSAGES } from '../ui/messages-en';

/**
 * The page's layout from its settings as they are being edited, parsed as the site parses it (links by
 * page name, `{company.name}`); the default layout while they do not parse.
 */
function layoutOf(rootProps: Record<string, unknown>, { routeNames: routes, tokens }: FieldContext) {
  const { layout } = fromPuckData({ root: { props: rootProps }, content: [] });
  const parsed = withParseContext({ routes, icons: new Set(), tokens }, () =>
    layoutSchema.safeParse(layout ?? {}, { error: pageErrorMap }),
  );
  return parsed.success ? parsed.data : layoutSchema.parse({});
}

/**
 * The page on the canvas as the site draws it: the navbar and footer its layout asks for around its
 * blocks, with the page title's breadcrumb. They are the site's, edited in `_site.ts`, so they are shown
 * but not used (`inert`: no link followed, no focus, nothing for the editor's keys).
 */
export function CanvasShell({
  shell,
  rootProps,
  path,
  context,
  children,
}: {
  shell: CanvasShellData | undefined;
  rootProps: Record<string, unknown>;
  path: string;
  context: FieldContext;
  children: ReactNode;
}) {
  if (!shell) return <>{children}</>;
  const layout = layoutOf(rootProps, context);
  const { site, navigation, footerColumns, icons, locale = DEFAULT_LOCALE, messages = EN_MESSAGES } = shell;
  return (
    <LocaleProvider value={locale}>
      <MessagesProvider value={messages}>
        <IconProvider value={icons}>
          <div inert className="editor-shell" data-editor-shell="navbar">
            <Navbar site={site} options={layout.navbar} navigation={navigation} pathname={path} />
          </div>
          <main id="main">
            {layout.breadcrumb ? (
              <div inert className="editor-shell" data-editor-shell="breadcrumb">
                <PageTitle navigation={navigation} pathname={path} />
              </div>
            ) : null}
            {children}
          </main>
          {layout.footer ? (
            <div inert className="editor-shell" data-editor-shell="footer">
              <Footer site={site} columns={footerColumns} />
            </div>
          ) : null}
        </IconProvider>
      </MessagesProvider>
    </LocaleProvider>
  );
}
