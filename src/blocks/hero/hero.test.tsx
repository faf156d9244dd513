import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Hero from './hero';
import { heroExamples } from './hero.examples';
import { IMAGES } from '../../../schema/images';

function show(id: string) {
  const { block, icons } = parseBlock(heroExamples.find((example) => example.id === id)!.data);
  return renderWithSite(<Hero {...block} />, icons);
}

describe('hero', () => {
  it.each(heroExamples)('given the "$title" example, should show its heading, image and buttons', ({ data }) => {
    const { block, icons } = parseBlock(data);
    const { container } = renderWithSite(<Hero {...block} />, icons);
    const level = data.level === 'h2' ? 2 : 1;
    expect(screen.getByRole('heading', { level }).textContent).toContain(data.title);
    const img = container.querySelector('img.hero-image');
    expect(img?.getAttribute('width')).toBe(String(IMAGES[data.image.src].width));
    // Only a page's own header (h1) is fetched first; headers shown as samples load like other pictures.
    expect(img?.getAttribute('fetchpriority')).toBe(level === 1 ? 'high' : null);
    const content = container.querySelector<HTMLElement>('.hero-content')!;
    expect([...content.querySelectorAll('.hero-actions a')].map((a) => a.textContent)).toEqual(
      (data.actions ?? []).map((a) => a.label),
    );
  });

  it('given an action that says what it is about, should show its label and name the link with both', () => {
    const { block, icons } = parseBlock({
      type: 'hero',
      image: { src: 'photos/office-dark', alt: '' },
      title: 'Work here',
      actions: [{ label: 'Read more', about: 'our workspaces', href: '#information' }],
    });
    renderWithSite(<Hero {...block} />, icons);
    const link = screen.getByRole('link', { name: 'Read more about our workspaces' });
    expect(link.querySelector('.visually-hidden')?.textContent).toBe(' about our workspaces');
  });

  it('given a named route in an action, should link to its path', () => {
    show('header-image');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy/');
  });

  it('given typed words, should show the first word in the heading and list them all for screen readers', async () => {
    show('header-typed');
    const heading = screen.getByRole('heading', { level: 2 });
    // As prerendered, before any script runs: the first word.
    expect(heading.textContent).toContain('web development');
    // The typed words load lazily: their first import is compiled on the spot, which may take seconds.
    const words = await within(heading).findByText(
      'web development, mobile development, web design',
      {},
      { timeout: 10_000 },
    );
    expect(words).toBeTruthy();
    // typed.js then types in the live word, beginning with the first; it may have begun (typed.js loaded
    // by an earlier test starts at once), so the word shows whole or in part, and never another.
    const live = heading.querySelector('.typed-text-live > span')?.textContent ?? '';
    expect('web development'.startsWith(live), `live word "${live}"`).toBe(true);
  });

  it('given a navbar, should draw it over the header with its Buy Now button', async () => {
    show('header-navbar');
    const nav = await screen.findByRole('navigation', { name: 'Header navbar' });
    expect(within(nav).getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe('/');
  });

  it('given social links, should show them under the buttons as icon links named after their networks', () => {
    show('header-typed-socials');
    const socials = document.querySelector<HTMLElement>('.hero-socials')!;
    expect(socials.querySelector('.hero-socials-label')?.textContent).toBe('Find us on');
    const links = within(socials).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Facebook', 'LinkedIn']);
    expect(links[1]!.getAttribute('href')).toBe('https://www.linkedin.com/');
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('given the home page options only, should not load the header stylesheet', () => {
    show('header-image');
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
  });
});
