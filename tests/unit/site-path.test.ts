import { describe, expect, it } from 'vitest';
import { basePathOf, pageUrl, sitePath, slashed, unprefixed } from '../../src/ui/site-path';

describe('Given a site published under a path', () => {
  it('should put the prefix in front of site paths only', () => {
    expect(sitePath('/pricing', '/docs/')).toBe('/docs/pricing/');
    expect(sitePath('/', '/docs/')).toBe('/docs/');
    expect(sitePath('/pricing#faq', '/docs/')).toBe('/docs/pricing/#faq');
    expect(sitePath('/favicon.svg', '/docs/')).toBe('/docs/favicon.svg');
    expect(sitePath('#faq', '/docs/')).toBe('#faq');
    expect(sitePath('https://example.com/', '/docs/')).toBe('https://example.com/');
    expect(sitePath('mailto:a@example.com', '/docs/')).toBe('mailto:a@example.com');
    expect(sitePath('/pricing', '/')).toBe('/pricing/');
  });

  it("should write a page's path with its slash however the data writes it, its query and fragment after it", () => {
    expect(slashed('/pages/company/pricing')).toBe('/pages/company/pricing/');
    expect(slashed('/pages/company/pricing/')).toBe('/pages/company/pricing/');
    expect(slashed('/')).toBe('/');
    expect(slashed('/de')).toBe('/de/');
    expect(slashed('/x#a')).toBe('/x/#a');
    expect(slashed('/x?q=1#a')).toBe('/x/?q=1#a');
    expect(slashed('/x/#a')).toBe('/x/#a');
    expect(slashed('/img/logo.svg')).toBe('/img/logo.svg');
    expect(slashed('/de/404.html')).toBe('/de/404.html');
    expect(slashed('/*')).toBe('/*');
    expect(slashed('#faq')).toBe('#faq');
    expect(slashed('//cdn.example.com/x')).toBe('//cdn.example.com/x');
    expect(slashed('https://example.com/x')).toBe('https://example.com/x');
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
    expect(pageUrl('https://example.com/docs', '/pricing')).toBe('https://example.com/docs/pricing/');
    expect(pageUrl('https://example.com', '/de')).toBe('https://example.com/de/');
    expect(pageUrl('https://example.com/docs/', '/')).toBe('https://example.com/docs/');
    expect(pageUrl('https://example.com', '/sitemap.xml')).toBe('https://example.com/sitemap.xml');
  });
});
