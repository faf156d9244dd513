import { slugOf } from '../../schema/plain/heading-id';
import type { Site } from '../../schema/site';
import type { LinkColumn } from '../content/navigation';
import { brandIcon, networkName } from '../ui/brand';
import { Icon } from '../ui/icon';
import { Img } from '../ui/image';
import { SmartLink } from '../ui/smart-link';
import { inLanguageOf, usePageLocale } from '../ui/locale';
import { sitePath } from '../ui/site-path';
import { useMessages } from '../ui/messages';

type Footer = Site['footer'];

/** Logo, company name, the one-line description and the social links. */
function About({ site }: { site: Site }) {
  const t = useMessages();
  const { footer, company, brand } = site;
  return (
    <div className="col-lg-4 site-footer-about">
      {/* Not a link: the navbar's logo leads home, and the provider's link below bears the same name. */}
      <p className="site-footer-brand">
        <Img className="site-footer-logo" image={brand.logo} loading="lazy" />
        {company.name}
      </p>
      {footer.description ? <p className="site-footer-description">{footer.description}</p> : null}
      {footer.socials.length > 0 ? (
        <ul className="site-footer-socials" aria-label={t('layout.socialNetworks')}>
          {footer.socials.map(({ network, href }) => (
            <li key={network}>
              <SmartLink href={href} className="site-footer-social">
                <Icon name={brandIcon(network)} />
                <span className="visually-hidden">{`${company.name} on ${networkName(network)}`}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A footer column's heading id, from its text: the same on every page and across builds. */
const footerHeadingId = (heading: string) => `site-footer-${slugOf(heading)}`;

/** The navigation groups the settings name, one column each with the group's name above its links. */
function Columns({ columns }: { columns: readonly LinkColumn[] }) {
  const locale = usePageLocale();
  const t = useMessages();
  if (columns.length === 0) return null;
  return (
    <nav className="col-lg-8" aria-label={t('layout.footerNavigation')}>
      <div className="row gy-4">
        {columns.map((column) => (
          <div key={column.heading} className="col-6 col-md">
            <h2 className="site-footer-heading" id={footerHeadingId(column.heading)}>
              {column.heading}
            </h2>
            <ul className="site-footer-menu" aria-labelledby={footerHeadingId(column.heading)}>
              {column.links.map((link) => (
                <li key={link.path}>
                  <a href={sitePath(link.path)} {...inLanguageOf(link.path, locale)}>
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

/** The copyright line under a rule, with the footer's own links (the provider, the privacy policy). */
function Copyright({ footer }: { footer: Footer }) {
  return (
    <div className="site-footer-bottom">
      <p className="mb-0">
        {footer.copyright}. {footer.rights}
      </p>
      {footer.links.length > 0 ? (
        <ul className="site-footer-links">
          {footer.links.map((link) => (
            <li key={link.label}>
              <SmartLink href={link.href}>{link.label}</SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The site footer: the brand column, columns of links built from the navigation, then the copyright line. */
export function Footer({ site, columns }: { site: Site; columns: readonly LinkColumn[] }) {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row gy-4 gx-lg-5">
          <About site={site} />
          <Columns columns={columns} />
        </div>
        <Copyright footer={site.footer} />
      </div>
    </footer>
  );
}
