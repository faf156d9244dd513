import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutSchema } from '../../schema/page';
import { withParseContext } from '../../schema/context';
import { siteSchema, type Site } from '../../schema/site';
import site from '../../pages-data/_site';
import { interpolate, settingTokens } from '../../src/content/interpolate';
import type { NavGroup } from '../../src/content/navigation';
import { Navbar } from '../../src/layout/navbar';
import { logoHref, navbarClasses, routePath, visibleLinks } from '../../src/layout/navbar-logic';
import { TEST_ROUTES } from '../support/render-block';

function parsedSite(): Site {
  const data = interpolate(site, settingTokens(site), []);
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

  it('given the viewport, should lead the logo to the named route when wide and to / when small', () => {
    const brand = { ...parsedSite().brand, href: '/home', mobileHref: '/' };
    expect(logoHref(brand, false)).toBe('/home');
    expect(logoHref(brand, true)).toBe('/');
  });

  it('given a transparent bar, should use light text on wide screens and dark text on small ones', () => {
    const options = layout({ variant: 'transparent' });
    expect(navbarClasses(options, { isMobile: false, scrolled: false })).toContain('navbar-on-image');
    expect(navbarClasses(options, { isMobile: true, scrolled: false })).toContain('navbar-light');
    expect(
      navbarClasses(layout({ variant: 'transparent', darkText: true }), { isMobile: false, scrolled: false }),
    ).toContain('navbar-light');
  });

  it('given a sticky transparent bar scrolled under, should turn to glass with dark text', () => {
    const classes = navbarClasses(layout({ variant: 'transparent', sticky: true }), {
      isMobile: false,
      scrolled: true,
    });
    expect(classes).toContain('navbar-glass');
    expect(classes).toContain('navbar-light');
    expect(classes).toContain('sticky-top');
  });

  it('given the dark variant, should use dark styling', () => {
    expect(navbarClasses(layout({ variant: 'dark' }), { isMobile: false, scrolled: false })).toContain('navbar-dark');
  });
});

describe('navbar component', () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderAt(path: string, width: number, menus: readonly NavGroup[] = [], options: object = {}) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /max-width: (\d+)/.test(query) && width <= Number(/max-width: ([\d.]+)/.exec(query)![1]),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <Navbar
              site={parsedSite()}
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

  it('given the mobile toggle, should expand and collapse the menu and report it with aria-expanded', () => {
    renderAt('/', 375);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu.classList.contains('show')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu.classList.contains('show')).toBe(true);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('given a click on a menu link, should close the menu', () => {
    renderAt('/', 375);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('given a small screen, should lead the logo to /', () => {
    renderAt('/privacy', 375);
    expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toBe('/');
    expect(screen.getByText(/Company No\./).textContent).toBe(`Company No. ${site.company.registrationNumber}`);
  });

  it('given an action, should end the menu with it as a link button', () => {
    renderAt('/', 1280, [], {
      action: { label: 'Buy Now', href: '/pages/company/pricing', color: 'white', variant: 'contained', size: 'sm' },
    });
    const links = screen.getAllByRole('link');
    const buyNow = links.at(-1)!;
    expect(buyNow.textContent).toBe('Buy Now');
    expect(buyNow.getAttribute('href')).toBe('/pages/company/pricing');
    expect(buyNow.className).toBe('btn btn-white btn-sm');
  });

  it('given no action, should draw no button link', () => {
    renderAt('/', 1280);
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

  it('given menus, should open a group by its button and list its pages by group', () => {
    renderAt('/sections/elements/buttons', 1280, MENUS);
    const button = screen.getByRole('button', { name: 'Sections' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Buttons' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: 'Elements' });
    expect(group.contains(screen.getByRole('link', { name: 'Buttons' }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Buttons' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Badges/ }).getAttribute('href')).toBe('/sections/elements/badges');
  });

  it('given an open menu, should close on Escape and give focus back to its button', () => {
    renderAt('/', 1280, MENUS);
    const button = screen.getByRole('button', { name: 'Sections' });
    fireEvent.click(button);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('given focus leaving an open menu, should close it', () => {
    renderAt('/', 1280, MENUS);
    const button = screen.getByRole('button', { name: 'Sections' });
    fireEvent.click(button);
    fireEvent.blur(button, { relatedTarget: screen.getByRole('link', { name: 'Privacy Policy' }) });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('given another menu opened, should close the first: one menu is open at a time', () => {
    const PAGES: NavGroup = { ...MENUS[0]!, path: '/pages', heading: 'Pages' };
    renderAt('/', 1280, [PAGES, ...MENUS]);
    const pages = screen.getByRole('button', { name: 'Pages' });
    const sections = screen.getByRole('button', { name: 'Sections' });
    fireEvent.click(pages);
    fireEvent.click(sections);
    expect(pages.getAttribute('aria-expanded')).toBe('false');
    expect(sections.getAttribute('aria-expanded')).toBe('true');
  });

  describe('given a mouse on a wide screen', () => {
    function renderWithHover() {
      renderAt('/', 1280, MENUS);
      // Wide, with a pointer that hovers: every query the menus ask matches.
      vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} }));
      const button = screen.getByRole('button', { name: 'Sections' });
      return { button, item: button.closest('li')! };
    }

    it('should open a menu the pointer rests on and close it a moment after the pointer leaves', () => {
      vi.useFakeTimers();
      try {
        const { button, item } = renderWithHover();
        fireEvent.pointerEnter(item, { pointerType: 'mouse' });
        expect(button.getAttribute('aria-expanded')).toBe('true');
        fireEvent.pointerLeave(item, { pointerType: 'mouse' });
        expect(button.getAttribute('aria-expanded')).toBe('true');
        act(() => vi.advanceTimersByTime(500));
        expect(button.getAttribute('aria-expanded')).toBe('false');
      } finally {
        vi.useRealTimers();
      }
    });

    it('should keep a menu that hovering opened open when its button is clicked, and let a touch do nothing', () => {
      const { button, item } = renderWithHover();
      fireEvent.pointerEnter(item, { pointerType: 'touch' });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      fireEvent.pointerEnter(item, { pointerType: 'mouse' });
      fireEvent.click(button, { detail: 1 });
      expect(button.getAttribute('aria-expanded')).toBe('true');
      fireEvent.pointerLeave(item, { pointerType: 'mouse' });
      fireEvent.click(button, { detail: 1 });
      expect(button.getAttribute('aria-expanded')).toBe('false');
    });
  });
});
