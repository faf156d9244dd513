import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';

declare global {
  interface Window {
    refused?: string[];
  }
}

/** Records, from before the page's first byte is read, each thing the page's policies refuse. */
export function recordRefusals(page: Page): string[] {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
  });
  void page.addInitScript(() => {
    window.refused = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.refused!.push(`${event.effectiveDirective} refused ${event.blockedURI || 'an inline'} (${event.sample})`),
    );
  });
  return console;
}

/** What the page's policies refused since the last call (`console` is `recordRefusals`' list). */
export const refusedIn = async (page: Page, console: string[]) => [
  ...(await page.evaluate(() => window.refused ?? [])),
  ...console.splice(0),
];

/**
 * The page was sent the site's policy (`_headers`, as a host that reads the file sends it) and carries its
 * own <meta> policy, and nothing it did was refused.
 */
export async function expectUnderPolicy(page: Page, response: Response | null, console: string[]): Promise<void> {
  expect(response?.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' /);
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count()).toBe(1);
  expect(await refusedIn(page, console)).toEqual([]);
}
