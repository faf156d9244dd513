import { type AnchorHTMLAttributes, Fragment, type ReactNode } from 'react';
import { otherLanguageOf, usePageLocale } from './locale';
import { sitePath } from './site-path';

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;
const ONE_WORD_ADDRESS = /^[^\s@./]+(?:[@./][^\s@./]+)+\/?$/;

/**
 * An address as pieces that each stay on one line, with a break allowed between them: after `@` and
 * `/`, before `.` (`support@` `brightline-software` `.example`), so a phone never breaks it at its
 * hyphen ("brightline-/software"). The text is unchanged: `<wbr>` adds no character to a copy.
 */
function addressPieces(address: string): ReactNode {
  const pieces = address.split(/(?<=[@/])|(?=\.)/);
  return pieces.map((piece, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      <span className="text-nowrap">{piece}</span>
    </Fragment>
  ));
}

/**
 * A link to a site path or anchor, or to an external URL, which opens in a new tab without giving the
 * other site a handle on this one. Site links are plain links: every page is prerendered HTML, which
 * the shell script prefetches when a link is pointed at or focused, so there is no client-side router.
 * Every link the page data gives is drawn by it, so no data can make a link leave without `rel`.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const locale = usePageLocale();
  // An email or web address breaks only after its `@` or `/` or before a `.`, never at a hyphen.
  const shown = typeof children === 'string' && ONE_WORD_ADDRESS.test(children) ? addressPieces(children) : children;
  if (EXTERNAL.test(href)) {
    const web = /^https?:/i.test(href);
    // After the caller's props, so that no caller can drop them.
    return (
      <a {...rest} href={href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {shown}
      </a>
    );
  }
  // A page with no translation in the page's language leads to another language's: it says so.
  const other = otherLanguageOf(href, locale);
  return (
    <a href={sitePath(href)} {...(other ? { hrefLang: other } : {})} {...rest}>
      {shown}
    </a>
  );
}
