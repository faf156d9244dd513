import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { typeset } from '../../src/ui/typeset';

const html = (text: string) => renderToStaticMarkup(<p>{typeset(text)}</p>);

describe('typeset', () => {
  it('given a range or a compound, should keep it on one line with its characters unchanged', () => {
    expect(html('New versions every 2-3 weeks')).toBe(
      '<p>New versions every <span class="text-nowrap">2-3</span> weeks</p>',
    );
    expect(html('Web, mobile and back-end apps')).toBe(
      '<p>Web, mobile and <span class="text-nowrap">back-end</span> apps</p>',
    );
    expect(html('alle 2–3 Wochen, per E-Mail-Adresse')).toBe(
      '<p>alle <span class="text-nowrap">2–3</span> Wochen, per <span class="text-nowrap">E-Mail-Adresse</span></p>',
    );
  });

  it('given a spaced dash, should keep it with the word before, so no line starts with it', () => {
    expect(html('Mon – Fri')).toBe('<p><span class="text-nowrap">Mon –</span> Fri</p>');
  });

  it('given a text with none, or a compound too long to hold on a phone, should leave it as it is', () => {
    expect(typeset('Plain words only')).toBe('Plain words only');
    expect(html('Cloud-Infrastrukturdienstleistungen')).toBe('<p>Cloud-Infrastrukturdienstleistungen</p>');
  });
});
