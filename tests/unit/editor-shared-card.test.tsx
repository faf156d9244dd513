import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedCardPreview } from '../../src/editor/shared-card';

afterEach(() => {
  vi.useRealTimers();
});

describe("Given a page's settings in the editor", () => {
  it('should show the card a shared link will show, drawn again once the title rests', () => {
    vi.useFakeTimers();
    const { rerender } = render(<SharedCardPreview path="/pages/company/pricing" title="Pricing" />);
    const section = screen.getByRole('region', { name: 'When shared' });
    const image = screen.getByRole('img', { name: 'The page’s card, titled “Pricing”' });
    expect(section.contains(image)).toBe(true);
    expect(image.getAttribute('src')).toBe('/__editor/card?path=%2Fpages%2Fcompany%2Fpricing&title=Pricing');
    rerender(<SharedCardPreview path="/pages/company/pricing" title="Plans" />);
    expect(screen.getByRole('img').getAttribute('src')).toContain('title=Pricing');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByRole('img', { name: 'The page’s card, titled “Plans”' }).getAttribute('src')).toContain(
      'title=Plans',
    );
  });

  it("should show the page's own picture, with its alt text, where the page names one", () => {
    render(
      <SharedCardPreview
        path="/pages/company/about-us"
        title="About Us"
        image={{ src: 'photos/team-laptops', alt: 'Five colleagues at a table' }}
      />,
    );
    const image = screen.getByRole('img', { name: 'Five colleagues at a table' });
    expect(image.getAttribute('src')).toBe('/img/photos/team-laptops-1200x630.jpg');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '630']);
  });
});
