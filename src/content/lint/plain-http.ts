import type { DataPath } from '../problem';
import { type Finding, valueAt, walkObjects } from './walk';

const NOT_SECURE =
  'is not encrypted (http://): browsers mark it "not secure" and anyone on the way can read or change it';

/**
 * Links and addresses that leave the site over plain `http://`, each with its `https://` form. A link
 * filled in from a setting (`{company.providerUrl}`) is reported once, at the setting. With
 * `settings`, the site's own addresses (`siteUrl`, `company.providerUrl`) are checked too.
 */
export function plainHttpFindings(data: unknown, source: unknown, settings = false): Finding[] {
  const findings: Finding[] = [];
  const check = (value: unknown, at: DataPath, say: (url: string, secure: string) => string) => {
    if (typeof value !== 'string' || !/^http:\/\//i.test(value)) return;
    const written = valueAt(source, at);
    if (typeof written === 'string' && written.startsWith('{')) return;
    findings.push({ path: at, message: say(value, value.replace(/^http:/i, 'https:')) });
  };
  walkObjects(data, (node, path) => {
    for (const [key, href] of Object.entries(node)) {
      if (!/href$/i.test(key)) continue;
      check(
        href,
        [...path, key],
        (url, secure) => `the link "${url}" ${NOT_SECURE}. Write "${secure}", if that site answers there.`,
      );
    }
  });
  if (!settings) return findings;
  const site = data as { siteUrl?: unknown; company?: { providerUrl?: unknown } };
  check(
    site.siteUrl,
    ['siteUrl'],
    (url, secure) =>
      `the site's address "${url}" is not encrypted (http://): every canonical link, the sitemap and robots.txt would send visitors and search engines there, and browsers mark the pages "not secure". Publish the site over https and write "${secure}".`,
  );
  check(
    site.company?.providerUrl,
    ['company', 'providerUrl'],
    (url, secure) => `the provider's address "${url}" ${NOT_SECURE}. Write "${secure}", if that site answers there.`,
  );
  return findings;
}
