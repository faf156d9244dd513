import { useContext } from 'react';
import { headingIdOf } from '../../../schema/plain/heading-id';
import type { BlockProps } from '../../../schema/blocks';
import { HeadingScope } from '../../ui/heading-id';
import { Img } from '../../ui/image';
import { SmartLink } from '../../ui/smart-link';
import { Stylesheet } from '../../ui/stylesheet';
import SocialButtons from '../social-buttons/social-buttons';
import css from './footer-section.scss?url';

type Props = BlockProps<'footer-section'>;

function Brand({ brand }: Pick<Props, 'brand'>) {
  const { name, logo, href, description } = brand;
  return (
    <>
      <SmartLink className="footer-section-brand" href={href}>
        {logo ? <Img image={logo} /> : null}
        {name}
      </SmartLink>
      {description ? <p className="footer-section-description">{description}</p> : null}
    </>
  );
}

function Socials({ socials }: Pick<Props, 'socials'>) {
  if (socials.length === 0) return null;
  return <SocialButtons type="social-buttons" align="start" labels={false} size="sm" buttons={socials} />;
}

/** A footer section: brand, social links, menus and copyright, as columns or centred lines. */
export default function FooterSection({ id, label, brand, socials, menus, copyright, variant }: Props) {
  // Each menu's heading id from its name, after the block's id and the sample it is shown in.
  const sample = useContext(HeadingScope);
  const menuId = (name: string) => headingIdOf(undefined, name, [sample, id].filter(Boolean).join('-') || undefined);
  const centered = variant === 'centered';
  return (
    // A named region around the <footer>: inside a page's main content a footer is no landmark of its own.
    <section id={id} className={`footer-section footer-section-${variant}`} aria-label={label}>
      <Stylesheet href={css} />
      <footer className="container">
        {centered ? (
          <div className="text-center">
            <Brand brand={brand} />
            <ul className="footer-section-line">
              {menus.flatMap((menu) =>
                menu.items.map((item) => (
                  <li key={`${menu.name}-${item.name}`}>
                    <SmartLink href={item.href}>{item.name}</SmartLink>
                  </li>
                )),
              )}
            </ul>
            <div className="d-flex justify-content-center">
              <Socials socials={socials} />
            </div>
          </div>
        ) : (
          <div className="row g-4">
            <div className="col-lg-4">
              <Brand brand={brand} />
              <Socials socials={socials} />
            </div>
            {menus.map((menu) => (
              <div key={menu.name} className="col-6 col-md-3 col-lg-2">
                <h3 className="footer-section-menu-title" id={menuId(menu.name)}>
                  {menu.name}
                </h3>
                <ul className="footer-section-menu" aria-labelledby={menuId(menu.name)}>
                  {menu.items.map((item) => (
                    <li key={item.name}>
                      <SmartLink href={item.href}>{item.name}</SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        <p className="footer-section-copyright">{copyright}</p>
      </footer>
    </section>
  );
}
