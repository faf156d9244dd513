import type { AnchorHTMLAttributes } from 'react';
import { sitePath } from './site-path';

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link to a site path or anchor, or to an external URL, which opens in a new tab without giving the
 * other site a handle on this one. Site links are plain links: every page is prerendered HTML, which
 * the shell script prefetches when a link is pointed at or focused, so there is no client-side router.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (EXTERNAL.test(href)) {
    const web = /^https?:/i.test(href);
    return (
      <a href={href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={sitePath(href)} {...rest}>
      {children}
    </a>
  );
}
