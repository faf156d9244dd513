import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
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
import { openMenus } from './site-menus';
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

type ShellPart = 'navbar' | 'footer';

/** The part of the site's frame drawn in `wrapper`: its navbar or its footer element. */
const partIn = (wrapper: RefObject<HTMLDivElement | null>, part: ShellPart) =>
  wrapper.current?.querySelector<HTMLElement>(part === 'navbar' ? 'nav' : 'footer') ?? undefined;

const inside = (element: HTMLElement | undefined, event: MouseEvent) => {
  const box = element?.getBoundingClientRect();
  return (
    box !== undefined &&
    box.width > 0 &&
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom
  );
};

/**
 * The navbar and footer are the site's, drawn `inert`: no pointer reaches them, so a press on the canvas
 * is told apart by where it lands. One on the navbar or the footer opens the Menus panel there (and
 * nothing else gets it: a block under a transparent navbar is not selected); hovering one outlines it.
 */
function useShellParts(
  navbar: RefObject<HTMLDivElement | null>,
  footer: RefObject<HTMLDivElement | null>,
  drawn: boolean,
) {
  const [hover, setHover] = useState<ShellPart>();
  useEffect(() => {
    const doc = navbar.current?.ownerDocument;
    if (!doc) return;
    const at = (event: MouseEvent): ShellPart | undefined =>
      inside(partIn(navbar, 'navbar'), event)
        ? 'navbar'
        : inside(partIn(footer, 'footer'), event)
          ? 'footer'
          : undefined;
    const press = (event: MouseEvent) => {
      // A click the keyboard makes (Enter on a link or button: no press, `detail` 0) says no place.
      if (event.type === 'click' && event.detail === 0) return;
      const part = at(event);
      if (!part) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.type === 'click') openMenus({ part });
    };
    const move = (event: MouseEvent) => setHover(at(event));
    const leave = () => setHover(undefined);
    const pressing = ['pointerdown', 'mousedown', 'click'] as const;
    for (const type of pressing) doc.addEventListener(type, press, true);
    doc.addEventListener('mousemove', move);
    doc.documentElement.addEventListener('mouseleave', leave);
    return () => {
      for (const type of pressing) doc.removeEventListener(type, press, true);
      doc.removeEventListener('mousemove', move);
      doc.documentElement.removeEventListener('mouseleave', leave);
    };
  }, [navbar, footer, drawn]);
  return hover;
}

/**
 * The page on the canvas as the site draws it: the navbar and footer its layout asks for around its
 * blocks, with the page title's breadcrumb. They are the site's, edited in the Menus panel (saved in
 * `_site.ts`), so they are shown but not used (`inert`: no link followed, no focus, nothing for the
 * editor's keys); a press on either opens the panel there.
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
  const navbarRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const hover = useShellParts(navbarRef, footerRef, shell !== undefined);
  if (!shell) return <>{children}</>;
  const layout = layoutOf(rootProps, context);
  const { site, navigation, footerColumns, icons, locale = DEFAULT_LOCALE, messages = EN_MESSAGES } = shell;
  return (
    <LocaleProvider value={locale}>
      <MessagesProvider value={messages}>
        <IconProvider value={icons}>
          <div
            ref={navbarRef}
            inert
            className="editor-shell"
            data-editor-shell="navbar"
            data-editor-shell-hover={hover === 'navbar' ? '' : undefined}
            title="Edit the navbar's links in Menus"
          >
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
            <div
              ref={footerRef}
              inert
              className="editor-shell"
              data-editor-shell="footer"
              data-editor-shell-hover={hover === 'footer' ? '' : undefined}
            >
              <Footer site={site} columns={footerColumns} />
            </div>
          ) : null}
        </IconProvider>
      </MessagesProvider>
    </LocaleProvider>
  );
}
