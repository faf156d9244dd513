import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link to a site path or anchor (client-side navigation) or to an external URL, which opens in a new
 * tab without giving the other site a handle on this one.
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
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
