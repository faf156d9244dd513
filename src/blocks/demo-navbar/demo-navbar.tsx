import type { KeyboardEvent } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { useDisclosure } from '../../hooks/use-disclosure';
import { LinkButton } from '../../ui/button';
import { NavbarCollapse, NavbarToggler } from '../../ui/navbar-collapse';
import { SmartLink } from '../../ui/smart-link';
import { Stylesheet } from '../../ui/stylesheet';
import css from './demo-navbar.scss?url';

// Dark and transparent bars take the site navbar's white-text tone, which keeps 4.5:1 contrast.
const TONES = {
  dark: 'navbar-on-image',
  light: 'navbar-light',
  transparent: 'navbar-on-image',
  blur: 'navbar-light',
} as const;

/** A demo navigation bar: brand, links and an action, collapsing behind a toggle below 992 px. */
export default function DemoNavbar({ id, label, brand, links, action, variant, sticky }: BlockProps<'demo-navbar'>) {
  // Escape counts only inside this bar: a page may show several.
  const disclosure = useDisclosure({ escapeAnywhere: false });
  const className = [
    'navbar navbar-expand-lg demo-navbar',
    `demo-navbar-${variant}`,
    TONES[variant],
    sticky ? 'sticky-top' : '',
  ]
    .filter(Boolean)
    .join(' ');

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && disclosure.open) disclosure.dismiss();
  };

  return (
    <nav id={id} className={className} aria-label={label} onKeyDown={onKeyDown}>
      <Stylesheet href={css} />
      <div className="container">
        <SmartLink className="navbar-brand" href={brand.href}>
          {brand.text}
        </SmartLink>
        <NavbarToggler disclosure={disclosure} />
        <NavbarCollapse disclosure={disclosure}>
          <ul className="navbar-nav ms-auto">
            {links.map((link) => (
              <li className="nav-item" key={link.label}>
                <SmartLink className="nav-link" href={link.href}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
          {action ? (
            <div className="demo-navbar-action">
              <LinkButton {...action} />
            </div>
          ) : null}
        </NavbarCollapse>
      </div>
    </nav>
  );
}
