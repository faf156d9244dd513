import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  headersFile,
  headersFor,
  pagePolicy,
  parseHeadersFile,
  SECURITY_HEADERS,
  SITE_POLICY,
  withPagePolicy,
} from '../../scripts/lib/build/security-headers';

/** The hash as a browser computes it, written out here rather than taken from the module under test. */
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const styleSources = (policy: string) => /(?:^|; )style-src ([^;]*)/.exec(policy)![1]!.split(' ');

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>' +
  '<style data-href="/assets/a.css" data-precedence="blocks">.a{color:red}</style></head><body>' +
  '<div class="progress-bar" style="width:50%">50</div><p style="width:50%">again</p>' +
  '<span style="font-family:&quot;Roboto&quot;;content:&#39;x&#x27;">quoted</span>' +
  '<div data-style="no:hash" title="a style=&quot;nor:this&quot;">x</div>' +
  '<!-- <p style="commented:out"> -->' +
  '<script type="application/ld+json">{"a":"<p style=\\"in:json\\">"}</script>' +
  '<code>&lt;p style="in:code"&gt;</code></body></html>';

describe('Given a built page', () => {
  it('should list in its policy the hash of each inline style element and style attribute, once each', () => {
    expect(styleSources(pagePolicy(PAGE)).sort()).toEqual(
      [
        "'self'",
        "'unsafe-hashes'",
        sha('.a{color:red}'),
        sha('width:50%'),
        sha(`font-family:"Roboto";content:'x'`),
      ].sort(),
    );
  });

  it('should hash an inline style with its line ends as the browser reads them', () => {
    const policy = pagePolicy('<head><style>a{}\r\nb{}\rc{}</style></head>');
    expect(styleSources(policy)).toEqual(["'self'", sha('a{}\nb{}\nc{}')]);
  });

  it('should allow no inline style at all on a page that has none, and no attribute hashes', () => {
    const policy = pagePolicy('<head><meta charset="utf-8"></head><body><p>Plain</p></body>');
    expect(styleSources(policy)).toEqual(["'self'"]);
  });

  it("should carry the site's policy but what a <meta> cannot (frame-ancestors)", () => {
    const policy = pagePolicy(PAGE);
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' /);
    expect(policy).toContain("; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'");
    expect(policy).toContain("; base-uri 'self'; form-action 'self'");
    expect(policy).not.toContain('frame-ancestors');
    expect(policy).not.toContain("'unsafe-inline'");
  });

  it('should put the policy right after the charset, before any style, and replace one it had', () => {
    const once = withPagePolicy(PAGE);
    expect(once).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self';[^"]*"><title>/,
    );
    expect(withPagePolicy(once)).toBe(once);
  });

  it('should refuse a character reference it cannot decode, naming it, rather than write a hash that does not match', () => {
    expect(() => pagePolicy('<p style="content:&hellip;">')).toThrow(
      'a style attribute holds the character reference &hellip;, whose hash the build cannot compute: write the character itself.',
    );
  });
});

describe('Given the _headers file the build writes', () => {
  it('should send every address the policy and the headers beside it', () => {
    expect(headersFile('/').split('\n').slice(2)).toEqual([
      '/*',
      `  Content-Security-Policy: ${SITE_POLICY}`,
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      '  Permissions-Policy: accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
      '  X-Frame-Options: DENY',
      '',
    ]);
    expect(SITE_POLICY).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('should keep each line within the 2,000 characters Cloudflare Pages reads, and put a site with a path under it', () => {
    const file = headersFile('/docs/');
    expect(file).toContain('\n/docs/*\n');
    expect(Math.max(...file.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
  });

  it('should read back as the same headers for any address, a 404 among them', () => {
    const { rules, problems } = parseHeadersFile(headersFile('/'));
    expect(problems).toEqual([]);
    const headers = headersFor(rules, '/no/such/page');
    expect(headers.get('content-security-policy')?.value).toBe(SITE_POLICY);
    expect(headers.get('x-frame-options')).toEqual({ name: 'X-Frame-Options', value: 'DENY' });
  });
});

describe('Given a _headers file written by hand', () => {
  const { rules, problems } = parseHeadersFile(
    [
      '# comment',
      'https://example.com/*',
      '  X-Robots-Tag: noindex',
      '/assets/*',
      '  Cache-Control: immutable',
      '/blog/:slug',
      '  X-Robots-Tag: nosnippet',
      '  ! Cache-Control',
      '/private',
      '  ! X-Robots-Tag',
      '  Bad Header: x',
      '  no colon here',
      'relative/path',
      '',
    ].join('\n'),
  );

  it('should match splats and placeholders, join a header two rules add and take away a detached one', () => {
    expect(headersFor(rules, '/assets/app.js').get('cache-control')?.value).toBe('immutable');
    expect(headersFor(rules, '/blog/news').get('x-robots-tag')?.value).toBe('noindex, nosnippet');
    expect(headersFor(rules, '/blog/news/more').get('x-robots-tag')?.value).toBe('noindex');
    expect(headersFor(rules, '/private').has('x-robots-tag')).toBe(false);
  });

  it('should leave out the lines it cannot read and say which, by line', () => {
    expect(problems).toEqual([
      'line 11: "Bad Header: x" is not a header a response can carry (write it as Name: value, in plain ASCII).',
      'line 12: "no colon here" is not a header a response can carry (write it as Name: value, in plain ASCII).',
      'line 13: "relative/path" is not a path (it should start with /).',
    ]);
  });
});

describe('Given the nginx and Caddy settings of docs/deployment.md', () => {
  const readme = readFileSync('docs/deployment.md', 'utf8');

  it('should send the very headers of _headers', () => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      const quoted = /[\s;,]/.test(value) ? `"${value}"` : value;
      expect(readme).toContain(`add_header ${name} ${quoted} always;`);
      expect(readme).toContain(`\t${name} ${quoted}\n`);
    }
  });
});
