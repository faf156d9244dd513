import type { ReactNode } from 'react';
import type { Disclosure } from '../hooks/use-disclosure';
import { useMessages } from './messages';

/** A navbar's "Menu" button, which shows and hides its `NavbarCollapse` below 992 px. */
export function NavbarToggler({ disclosure }: { disclosure: Disclosure }) {
  const { open, toggle, panelId, toggleRef } = disclosure;
  const t = useMessages();
  return (
    <button
      ref={toggleRef}
      className="navbar-toggler"
      type="button"
      aria-controls={panelId}
      aria-expanded={open}
      aria-label={t('layout.menu')}
      onClick={toggle}
    >
      <span className="navbar-toggler-icon" />
    </button>
  );
}

/** The part of a navbar that its `NavbarToggler` shows and hides below 992 px. */
export function NavbarCollapse({ disclosure, children }: { disclosure: Disclosure; children: ReactNode }) {
  const { open, panelId } = disclosure;
  return (
    <div id={panelId} className={open ? 'collapse navbar-collapse show' : 'collapse navbar-collapse'}>
      {children}
    </div>
  );
}
