import { describe, expect, it } from 'vitest';
import { basePathOf, pageUrl, sitePath, unprefixed } from '../../src/ui/site-path';

describe('Given a site published under a path', () => {
  it('should put the prefix in front of site paths only', () => {
    expect(sitePath('/pricing', '/docs/')).toBe('/docs/pricing');
    expect(sitePath('/', '/docs/')).toBe('/docs/');
    expect(sitePath('/pricing#faq', '/docs/')).toBe('/docs/pricing#faq');
    expect(sitePath('#faq', '/docs/')).toBe('#faq');
    expect(sitePath('https://example.com/', '/docs/')).toBe('https://example.com/');
    expect(sitePath('mailto:a@example.com', '/docs/')).toBe('mailto:a@example.com');
    expect(sitePath('/pricing', '/')).toBe('/pricing');
  });

  it('should read a published path back as the data writes it, and refuse one outside the prefix', () => {
    expect(unprefixed('/docs/pricing', '/docs/')).toBe('/pricing');
    expect(unprefixed('/docs/', '/docs/')).toBe('/');
    expect(unprefixed('/docs', '/docs/')).toBe('/');
    expect(unprefixed('/pricing', '/docs/')).toBeUndefined();
    expect(unprefixed('/docsy/pricing', '/docs/')).toBeUndefined();
    expect(unprefixed('/pricing', '/')).toBe('/pricing');
  });

  it("should take the prefix and the pages' addresses from siteUrl, with or without its last slash", () => {
    expect(basePathOf('https://example.com')).toBe('/');
    expect(basePathOf('https://example.com/docs')).toBe('/docs/');
    expect(basePathOf('https://example.com/a/b/')).toBe('/a/b/');
    expect(pageUrl('https://example.com/docs', '/pricing')).toBe('https://example.com/docs/pricing');
    expect(pageUrl('https://example.com/docs/', '/')).toBe('https://example.com/docs/');
    expect(pageUrl('https://example.com', '/sitemap.xml')).toBe('https://example.com/sitemap.xml');
  });
});
