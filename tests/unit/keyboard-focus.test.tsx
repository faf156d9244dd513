import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TypedWords } from '../../src/ui/typed-words';
import { blockName } from '../../src/editor/keyboard-focus';

describe('a block on the canvas, named for a screen reader', () => {
  it('should read its type and first heading', () => {
    document.body.innerHTML = '<section><h2>Solutions  We\nDeliver</h2><h3>Later</h3></section>';
    expect(blockName(document.body.firstElementChild!, 'Feature cards')).toBe(
      'Feature cards block: Solutions We Deliver',
    );
  });

  it('should read a heading with a typed word as the heading reads, not the letters being typed', () => {
    const words = ['team', 'design', 'tool'];
    const typed = renderToStaticMarkup(
      <TypedWords words={words} typeSpeed={50} backSpeed={30} backDelay={900} startDelay={0} loop />,
    );
    document.body.innerHTML = `<header><h1>Work with an amazing ${typed}</h1></header>`;
    // The word being typed, half written.
    document.querySelector('.typed-text-live > span')!.textContent = 'des';
    expect(blockName(document.body.firstElementChild!, 'Header')).toBe(
      'Header block: Work with an amazing team, design, tool',
    );
  });

  it('should be named by its type alone when it has no heading', () => {
    document.body.innerHTML = '<div><p>Text</p></div>';
    expect(blockName(document.body.firstElementChild!, 'Divider')).toBe('Divider block');
  });
});
