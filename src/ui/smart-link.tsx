import type { AnchorHTMLAttributes } from 'react';
import { otherLanguageOf, usePageLocale } from './locale';
import { sitePath } from './site-path';

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;
const ONE_WORD_ADDRESS = /^[^\s@./]+(?:[@./][^\s@./]+)+\/?$/;

/**
 * A link to a site path or anchor, or to an external URL, which opens in a new tab without giving the
 * other site a handle on this one. Site links are plain links: every page is prerendered HTML, which
 * the shell script prefetches when a link is pointed at or focused, so there is no client-side router.
 * Every link the page data gives is drawn by it, so no data can make a link leave without `rel`.
 */
export function SmartLink({ href, children, className: given, ...props }: SmartLinkProps) {
  const locale = usePageLocale();
  // Words joined by `@`, `.` or `/` (an email, a web address) are kept whole on one line (`.link-whole`).
  const whole = typeof children === 'string' && ONE_WORD_ADDRESS.test(children);
  const className = whole ? (given ? `${given} link-whole` : 'link-whole') : given;
  const rest = className ? { ...props, className } : props;
  if (EXTERNAL.test(href)) {
    const web = /^https?:/i.test(href);
    // After the caller's props, so that no caller can drop them.
    return (
      <a {...rest} href={href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  }
  // A page with no translation in the page's language leads to another language's: it says so.
  const other = otherLanguageOf(href, locale);
  return (
    <a href={sitePath(href)} {...(other ? { hrefLang: other } : {})} {...rest}>
      {children}
    </a>
  );
}
