import type { BlockInput } from '../../../schema/blocks';
import type { InvalidBlockCase } from '../example';

const hero: BlockInput<'hero'> = {
  type: 'hero',
  image: { src: 'photos/office-dark', alt: '' },
  title: 'Welcome',
};

export const heroInvalidCases: InvalidBlockCase<'hero'>[] = [
  {
    name: 'an image from another site',
    data: { ...hero, image: { ...hero.image, src: 'https://cdn.example/hero.jpg' } },
    path: ['image', 'src'],
    message: /Images are never loaded from other sites/,
  },
  {
    name: 'no title',
    data: { type: 'hero', image: hero.image },
    path: ['title'],
    message: 'missing required field "title": expected a string',
  },
  {
    name: 'an unknown minimum height',
    data: { ...hero, minHeight: '80vh' },
    path: ['minHeight'],
    message: /expected one of "50vh", "75vh" or "100vh", found "80vh"/,
  },
  {
    name: 'a header title at a level it does not offer',
    data: { ...hero, level: 'h3' },
    path: ['level'],
    message: /expected one of "h1" or "h2", found "h3"/,
  },
  {
    name: 'a header typing no words',
    data: { ...hero, typed: { words: [] } },
    path: ['typed', 'words'],
    message: 'expected at least 1 item, found none',
  },
  {
    name: 'a header social link to a network without a brand icon',
    data: { ...hero, socials: { links: [{ network: 'myspace', href: 'https://myspace.com/' }] } },
    path: ['socials', 'links', 0, 'network'],
  },
  {
    name: 'a header navbar without its accessible name',
    data: { ...hero, navbar: { brand: { text: 'Brand', href: '/' } } },
    path: ['navbar', 'label'],
  },
  {
    name: 'an unknown icon on a button',
    data: { ...hero, actions: [{ label: 'Go', href: '/', icon: 'suport_agent' }] },
    path: ['actions', 0, 'icon'],
    message: /unknown icon "suport_agent"\. Did you mean `support_agent`\?/,
  },
  {
    name: 'a button linking to an unknown route name',
    data: { ...hero, actions: [{ label: 'Go', href: { route: 'presentaton' } }] },
    path: ['actions', 0, 'href', 'route'],
    message: /unknown route name "presentaton"\. Did you mean `presentation`\?/,
    jsonSchema: false,
  },
];
