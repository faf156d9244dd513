import type { Site } from '../../schema/site';
import { SmartLink } from '../ui/smart-link';

export function Footer({ site }: { site: Site }) {
  const { footer } = site;
  return (
    <footer className="site-footer">
      <div className="container">
        <p className="mb-1">
          {footer.copyright}. {footer.rights}
        </p>
        {footer.links.length > 0 ? (
          <nav aria-label="Footer">
            <ul className="site-footer-links">
              {footer.links.map((link) => (
                <li key={link.label}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </footer>
  );
}
