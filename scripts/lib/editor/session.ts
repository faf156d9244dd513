// The editor's key for one run of its server: its own pages fetch it with a same-origin request and send
// it with every change; a page of another site, framed or not, cannot read it and so has nothing to send.
// It is no cookie, which a browser would add to another site's request by itself.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { TOKEN_HEADER } from '../../../src/editor/client';

/** A new key: 32 random bytes, as URL-safe text. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** Why a request's key is refused, or nothing when it is this run's key. */
export function tokenRefusal(headers: IncomingHttpHeaders, token: string): string | undefined {
  const sent = headers[TOKEN_HEADER.toLowerCase()];
  if (typeof sent !== 'string' || sent === '') {
    return `The editor makes changes only for its own pages, which send its key (${TOKEN_HEADER}): open the editor at /_edit/ and make the change there.`;
  }
  const given = Buffer.from(sent);
  const wanted = Buffer.from(token);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    return "The editor key sent is not this run's: the editor's server started again since the page opened. Reload the editor (your edits are kept as a draft) and make the change again.";
  }
  return undefined;
}

/**
 * Why the key is not handed out: only to a request the browser marks as the page's own
 * (`Sec-Fetch-Site: same-origin`, or `none` for an address typed in), never to one without that mark.
 */
export function sessionRefusal(headers: IncomingHttpHeaders): string | undefined {
  const site = headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return undefined;
  return 'The editor gives its key only to its own pages, which a browser marks as such (Sec-Fetch-Site: same-origin): open the editor at /_edit/.';
}
