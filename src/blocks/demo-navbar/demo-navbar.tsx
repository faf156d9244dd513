import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { LinkButton } from '../../ui/button';
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
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const className = [
    'navbar navbar-expand-lg demo-navbar',
    `demo-navbar-${variant}`,
    TONES[variant],
    sticky ? 'sticky-top' : '',
  ]
    .filter(Boolean)
    .join(' ');

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <nav id={id} className={className} aria-label={label} onKeyDown={onKeyDown}>
      <Stylesheet href={css} />
      <div className="container">
        <SmartLink className="navbar-brand" href={brand.href}>
          {brand.text}
        </SmartLink>
        <button
          ref={toggle}
          className="navbar-toggler"
          type="button"
          aria-controls={menuId}
          aria-expanded={open}
          aria-label="Menu"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id={menuId} className={open ? 'collapse navbar-collapse show' : 'collapse navbar-collapse'}>
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
        </div>
      </div>
    </nav>
  );
}
