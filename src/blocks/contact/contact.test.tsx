import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Contact from './contact';
import { contactExamples } from './contact.examples';

describe('contact', () => {
  it.each(contactExamples)(
    'given the "$title" example, should show every channel, linked where it has a link',
    ({ data }) => {
      const { block, icons } = parseBlock(data);
      renderWithSite(<Contact {...block} />, icons);
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(data.title);
      for (const channel of data.channels) {
        if (channel.href) {
          // Found by its text: an address is drawn in pieces that may break apart (`SmartLink`), which
          // happy-dom names with spaces between them where a browser does not.
          const link = screen.getAllByRole('link').find((element) => element.textContent === channel.value);
          expect(link?.getAttribute('href')).toBe(channel.href);
        } else {
          expect(screen.getByText(channel.value).tagName).toBe('DD');
        }
      }
    },
  );

  it('given socials, should add an icon-only link named after each network', async () => {
    const data = contactExamples.find((example) => example.id === 'contact-socials')!.data;
    const { block, icons } = parseBlock(data);
    renderWithSite(<Contact {...block} />, icons);
    expect((await screen.findByRole('link', { name: 'LinkedIn' })).getAttribute('href')).toBe(
      'https://www.linkedin.com/',
    );
    expect(screen.getByRole('link', { name: 'GitHub' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('given no socials, should draw no social buttons', () => {
    const { block, icons } = parseBlock(contactExamples[0]!.data);
    const { container } = renderWithSite(<Contact {...block} />, icons);
    expect(container.querySelector('.social-buttons')).toBeNull();
  });
});
