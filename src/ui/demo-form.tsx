import type { ReactNode } from 'react';
import css from './demo-form.scss?url';
import { Stylesheet } from './stylesheet';
import { useMessages } from './messages';

interface DemoFormProps {
  className?: string;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  label?: string;
  /**
   * Whether the browser and password managers may fill the form: an account form's fields name what they
   * hold (`autocomplete` tokens). Every other demo form keeps the spec's `autocomplete="off"`.
   */
  autofill?: boolean;
  children: ReactNode;
}

/**
 * A form with no target (no back end), so no submit handler is shown. It keeps the `method="post"` and
 * `autocomplete="off"` (but on account forms, `autofill`); the site's shell script (`src/client/demo-forms.ts`) keeps it on the page when
 * sent and tells the visitor in its live region that nothing left the site.
 */
export function DemoForm({ className, labelledBy, label, autofill = false, children }: DemoFormProps) {
  const t = useMessages();
  return (
    <form
      method="post"
      autoComplete={autofill ? undefined : 'off'}
      className={className}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      data-demo-form=""
      data-demo-notice={t('form.demoNotice')}
    >
      <Stylesheet href={css} />
      {children}
      <p role="status" className="demo-form-status" />
    </form>
  );
}
