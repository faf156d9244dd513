import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { layoutSchema } from '../../schema/page';
import { withParseContext } from '../../schema/context';
import { siteSchema, type Site } from '../../schema/site';
import site from '../../pages-data/_site';
import { interpolate, settingTokens } from '../../src/content/interpolate';
import type { NavGroup } from '../../src/content/navigation';
import { Navbar } from '../../src/layout/navbar';
import { navbarClasses, routePath, visibleLinks } from '../../src/layout/navbar-logic';
import { TEST_ROUTES } from '../support/render-block';

function parsedSite(): Site {
  const data = interpolate(site, settingTokens(site));
  return withParseContext({ routes: TEST_ROUTES, icons: new Set() }, () => siteSchema.parse(data));
}

const layout = (navbar: object) => layoutSchema.parse({ navbar }).navbar;

describe('navbar logic', () => {
  const links = parsedSite().navbar.links;

  it('given the home path, should show the three anchors and Privacy Policy', () => {
    expect(visibleLinks(links, '/').map((l) => l.label)).toEqual([
      'Our Service',
      'Solutions',
      'Contact Us',
      'Privacy Policy',
    ]);
  });

  it('given exactly /privacy (with or without a trailing slash), should show only Privacy Policy', () => {
    expect(visibleLinks(links, '/privacy').map((l) => l.label)).toEqual(['Privacy Policy']);
    expect(visibleLinks(links, '/privacy/').map((l) => l.label)).toEqual(['Privacy Policy']);
    expect(visibleLinks(links, '/privacy-extra').length).toBe(4);
  });

  it('given a path served with a trailing slash, should match it as the route path', () => {
    expect(routePath('/sections/elements/badges/')).toBe('/sections/elements/badges');
    expect(routePath('/sections/elements/badges')).toBe('/sections/elements/badges');
    expect(routePath('/')).toBe('/');
  });

  it('given the anchors, should resolve them to sections of the named home route', () => {
    expect(links.slice(0, 3).map((l) => l.href)).toEqual(['/#secOurService', '/#secSolution', '/#secContactUs']);
  });

  it('given a transparent bar, should use light text over the header unless dark text is asked for', () => {
    expect(navbarClasses(layout({ variant: 'transparent' }))).toContain('navbar-on-image');
    expect(navbarClasses(layout({ variant: 'transparent', darkText: true }))).toContain('navbar-light');
  });

  it('given any variant, should name each class once', () => {
    for (const variant of ['transparent', 'light', 'dark'] as const)
      for (const darkText of [false, true]) {
        const classes = navbarClasses(layout({ variant, darkText })).split(' ');
        expect(classes).toEqual([...new Set(classes)]);
      }
    expect(navbarClasses(layout({ variant: 'light' }))).toBe(
      'navbar navbar-expand-lg site-navbar navbar-light position-absolute w-100 top-0',
    );
  });

  it('given a sticky bar, should stick to the top; otherwise lie over the page top', () => {
    expect(navbarClasses(layout({ variant: 'transparent', sticky: true }))).toContain('sticky-top');
    expect(navbarClasses(layout({ variant: 'transparent' }))).toContain('position-absolute');
  });

  it('given the dark variant, should use dark styling', () => {
    expect(navbarClasses(layout({ variant: 'dark' }))).toContain('navbar-dark');
  });
});

describe('navbar markup (it works with no script)', () => {
  function renderAt(path: string, menus: readonly NavGroup[] = [], options: object = {}, brand: object = {}) {
    const data = parsedSite();
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <Navbar
              site={{ ...data, brand: { ...data.brand, ...brand } }}
              options={layout({ variant: 'transparent', sticky: true, menus: menus.length > 0, ...options })}
              navigation={menus}
            />
          ),
        },
      ],
      { initialEntries: [path] },
    );
    return render(<RouterProvider router={router} />);
  }

  it('given the phone menu, should be a <details> whose summary is the labelled "Menu" toggle around the links', () => {
    renderAt('/');
    const toggle = document.querySelector('summary[aria-label="Menu"]')!;
    const menu = toggle.parentElement as HTMLDetailsElement;
    expect(menu.tagName).toBe('DETAILS');
    expect(menu.open).toBe(false);
    expect(menu.querySelector('.navbar-collapse')?.contains(screen.getByRole('link', { name: 'Privacy Policy' }))).toBe(
      true,
    );
  });

  it('given a sticky transparent bar, should mark it for the glass look on scroll', () => {
    renderAt('/');
    expect(screen.getByRole('navigation').hasAttribute('data-glass')).toBe(true);
  });

  it('given a phone link for the logo, should keep the wide-screen link and name the phone one', () => {
    renderAt('/privacy', [], {}, { href: '/home', mobileHref: '/' });
    const logo = screen.getAllByRole('link')[0]!;
    expect(logo.getAttribute('href')).toBe('/home/');
    expect(logo.getAttribute('data-phone-href')).toBe('/');
    expect(screen.getByText(/Company No\./).textContent).toBe(`Company No. ${site.company.registrationNumber}`);
  });

  it('given an action, should end the menu with it as a link button', () => {
    renderAt('/', [], {
      action: { label: 'Buy Now', href: '/pages/company/pricing', color: 'white', variant: 'contained', size: 'sm' },
    });
    const links = screen.getAllByRole('link');
    const buyNow = links.at(-1)!;
    expect(buyNow.textContent).toBe('Buy Now');
    expect(buyNow.getAttribute('href')).toBe('/pages/company/pricing/');
    expect(buyNow.className).toBe('btn btn-white btn-sm');
  });

  it('given no action, should draw no button link', () => {
    renderAt('/');
    expect(document.querySelector('.navbar-action')).toBeNull();
  });

  const MENUS: NavGroup[] = [
    {
      path: '/sections',
      heading: 'Sections',
      firstPath: '/sections/elements/buttons',
      items: [],
      groups: [
        {
          path: '/sections/elements',
          heading: 'Elements',
          firstPath: '/sections/elements/buttons',
          items: [
            { path: '/sections/elements/buttons', title: 'Buttons' },
            { path: '/sections/elements/badges', title: 'Badges', subtitle: '3 examples' },
          ],
          groups: [],
        },
      ],
    },
  ];

  it('given menus, should draw each as a closed <details> of one shared name, its pages listed by group', () => {
    const PAGES: NavGroup = { ...MENUS[0]!, path: '/pages', heading: 'Pages' };
    renderAt('/sections/elements/buttons', [PAGES, ...MENUS]);
    const menus = [...document.querySelectorAll<HTMLDetailsElement>('.nav-menu:not(.nav-more) > details')];
    expect(menus.map((m) => m.querySelector('summary')?.textContent)).toEqual(['Pages', 'Sections']);
    // "More" waits, hidden and empty, for the links that do not fit on the bar (src/client/site-navbar.ts).
    const more = document.querySelector<HTMLElement>('.nav-more')!;
    expect(more.hidden).toBe(true);
    expect(more.querySelectorAll('.nav-menu-items > li')).toHaveLength(0);
    expect(menus.every((m) => !m.open && m.getAttribute('name') === 'site-menu')).toBe(true);
    const group = within(menus[1]!).getByRole('group', { name: 'Elements', hidden: true });
    const buttons = within(group).getByRole('link', { name: 'Buttons', hidden: true });
    expect(buttons.getAttribute('aria-current')).toBe('page');
    expect(
      within(group)
        .getByRole('link', { name: /Badges/, hidden: true })
        .getAttribute('href'),
    ).toBe('/sections/elements/badges/');
  });
});
