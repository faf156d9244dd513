// What the published site asks browsers to enforce: a Content-Security-Policy and the headers beside it,
// written as `_headers` (the file Netlify and Cloudflare Pages read; `npm run serve` sends the same) and,
// for the hashes of each page's own inline styles, as a <meta> policy in the page itself.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { validateHeaderName, validateHeaderValue } from 'node:http';
import path from 'node:path';
import { prefixed } from '../../../src/ui/site-path';

type Directives = readonly (readonly [name: string, sources: readonly string[]])[];

/**
 * The site's policy. Every script is a file of the site's own; Pagefind's search runs WebAssembly
 * (`'wasm-unsafe-eval'`, which allows compiling WebAssembly and nothing of `eval`).
 */
const SITE_DIRECTIVES: Directives = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
  ['style-src', ["'self'"]],
  ['img-src', ["'self'", 'data:']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

/** Browsers ignore these in a <meta> policy (and say so in the console): they are sent as headers only. */
const HEADER_ONLY = new Set(['frame-ancestors']);

/** The browser features no page of the site uses, switched off for it and for anything it would embed. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const policyText = (directives: Directives) =>
  directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/**
 * The policy every address of the site is sent, in `_headers`. Its `style-src` also allows inline
 * styles, because which ones a page holds is known per page only: each page's <meta> policy
 * (`pagePolicy`) narrows it to the hashes of its own, and a browser enforces both policies, so an inline
 * style runs only if its page lists it. The hashes of all pages in one header would not fit (a
 * line of `_headers` is at most 2,000 characters on Cloudflare Pages), nor would one rule a page
 * (100 rules at most), and the header stays the same from one build to the next.
 */
export const SITE_POLICY = policyText(
  SITE_DIRECTIVES.map(([name, sources]) => [name, name === 'style-src' ? [...sources, "'unsafe-inline'"] : sources]),
);

/** The headers of every address of the site, as `_headers` lists them. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': SITE_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Frame-Options': 'DENY',
};

/** The hash a browser computes of an inline style: SHA-256 of its text, line ends as the parser reads them. */
export function styleHash(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized).digest('base64')}'`;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** An attribute's value as the browser reads it: its character references decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]\w*);/gi, (reference, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    const character = NAMED[name];
    if (character === undefined) {
      throw new Error(
        `a style attribute holds the character reference ${reference}, whose hash the build cannot compute: write the character itself.`,
      );
    }
    return character;
  });
}

/** Comments, elements whose text is not markup (their text is kept), and every other start tag. */
const MARKUP =
  /<!--[\s\S]*?-->|<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>|<[a-zA-Z][\w:-]*((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function styleAttribute(attributes: string): string | undefined {
  for (const [, name, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    if (name!.toLowerCase() === 'style') return decodeAttribute(double ?? single ?? bare ?? '');
  }
  return undefined;
}

/** The inline styles of a page: the text of each `<style>` element and the value of each `style` attribute. */
export function inlineStyles(html: string): { elements: string[]; attributes: string[] } {
  const elements: string[] = [];
  const attributes: string[] = [];
  // A comment is matched whole, so that what it holds is never read as a tag.
  for (const [, raw, rawAttributes, text, tagAttributes] of html.matchAll(MARKUP)) {
    const style = styleAttribute(rawAttributes ?? tagAttributes ?? '');
    if (style !== undefined) attributes.push(style);
    if (raw?.toLowerCase() === 'style') elements.push(text!);
  }
  return { elements, attributes };
}

const unique = (values: readonly string[]) => [...new Set(values)].sort();

/**
 * A page's own policy, for its <meta http-equiv="Content-Security-Policy">: the site's directives (but
 * those a <meta> cannot carry) with `style-src` listing the hashes of exactly the page's inline styles;
 * its `style` attributes need `'unsafe-hashes'`, which lets a hash match an attribute and nothing else.
 */
export function pagePolicy(html: string): string {
  const { elements, attributes } = inlineStyles(html);
  const styles = [
    ...unique(elements.map(styleHash)),
    ...(attributes.length > 0 ? ["'unsafe-hashes'", ...unique(attributes.map(styleHash))] : []),
  ];
  return policyText(
    SITE_DIRECTIVES.filter(([name]) => !HEADER_ONLY.has(name)).map(([name, sources]) => [
      name,
      name === 'style-src' ? [...sources, ...styles] : sources,
    ]),
  );
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;
const CHARSET = /<meta charset="?utf-8"?\s*\/?>/i;

/**
 * The page with its policy as the first thing after its charset, before anything the policy governs
 * (a policy in <meta> applies to what comes after it). A policy it holds already is replaced.
 */
export function withPagePolicy(html: string): string {
  const without = html.replace(POLICY_META, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(without)}">`;
  const at = CHARSET.exec(without) ?? /<head\b[^>]*>/i.exec(without);
  if (!at) throw new Error('the page has no <head> to hold its Content-Security-Policy.');
  const end = at.index + at[0].length;
  return without.slice(0, end) + meta + without.slice(end);
}

/** `_headers`: the security headers for every address under the site's base path. */
export function headersFile(base: string): string {
  const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Sent with every address of the site (scripts/lib/build/security-headers.ts). Each page narrows style-src',
    '# to the hashes of its own inline styles in a <meta http-equiv="Content-Security-Policy">.',
    prefixed('/*', base),
    ...lines,
    '',
  ].join('\n');
}

/**
 * Gives every page of a built site its policy and writes `_headers` beside them. Returns how many
 * pages it wrote and how many inline styles their policies list.
 */
export async function writeSecurityHeaders(siteDir: string, base: string): Promise<{ pages: number; hashes: number }> {
  const pages = (await readdir(siteDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  const hashes = new Set<string>();
  for (const page of pages) {
    const file = path.join(siteDir, page);
    const html = await readFile(file, 'utf8');
    try {
      await writeFile(file, withPagePolicy(html));
      const { elements, attributes } = inlineStyles(html);
      for (const style of [...elements, ...attributes]) hashes.add(styleHash(style));
    } catch (error) {
      throw new Error(`${page}: ${(error as Error).message}`, { cause: error });
    }
  }
  await writeFile(path.join(siteDir, '_headers'), headersFile(base));
  return { pages: pages.length, hashes: hashes.size };
}

/** One rule of a `_headers` file: the addresses it matches and what it does to their headers. */
export interface HeaderRule {
  /** The path pattern as written: `*` matches anything, `:name` one part of the path. */
  pattern: string;
  matches: RegExp;
  /** Headers added, in order; a header two rules add is sent with both values, comma-separated. */
  headers: (readonly [name: string, value: string])[];
  /** Headers an earlier rule added that this one takes away (`! Name`). */
  detach: string[];
}

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part, i) => (i % 2 === 0 ? part.replace(/[.+?^${}()|[\]\\]/g, '\\$&') : part === '*' ? '.*' : '[^/]+'))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The rules of a `_headers` file as Netlify and Cloudflare Pages read it: a path (or an https URL, of
 * which the path counts) on a line of its own, then its headers indented, `Name: value` or `! Name`.
 * Lines it cannot read are left out and listed in `problems`, with their line numbers.
 */
export function parseHeadersFile(text: string): { rules: HeaderRule[]; problems: string[] } {
  const rules: HeaderRule[] = [];
  const problems: string[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const at = `line ${index + 1}`;
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim().replace(/^https:\/\/[^/]+/, '');
      if (!pattern.startsWith('/')) problems.push(`${at}: "${line.trim()}" is not a path (it should start with /).`);
      else rules.push({ pattern, matches: patternRegExp(pattern), headers: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    const entry = line.trim();
    if (!rule) {
      problems.push(`${at}: "${entry}" comes before any path it would apply to.`);
      continue;
    }
    if (entry.startsWith('!')) {
      rule.detach.push(entry.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = entry.indexOf(':');
    const name = entry.slice(0, colon).trim();
    const value = entry.slice(colon + 1).trim();
    try {
      if (colon < 1) throw new Error('it has no "Name: value"');
      validateHeaderName(name);
      validateHeaderValue(name, value);
      rule.headers.push([name, value]);
    } catch {
      problems.push(
        `${at}: "${entry}" is not a header a response can carry (write it as Name: value, in plain ASCII).`,
      );
    }
  }
  return { rules, problems };
}

/** The headers the rules give an address (its path, as the browser asks for it), by lower-case name. */
export function headersFor(
  rules: readonly HeaderRule[],
  urlPath: string,
): Map<string, { name: string; value: string }> {
  const headers = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!rule.matches.test(urlPath)) continue;
    for (const name of rule.detach) headers.delete(name);
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const before = headers.get(key);
      headers.set(key, { name, value: before ? `${before.value}, ${value}` : value });
    }
  }
  return headers;
}
