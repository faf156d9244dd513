import { type FormEvent, type ReactNode, useState } from 'react';
import css from './demo-form.scss?url';
import { Stylesheet } from './stylesheet';

export const DEMO_FORM_NOTICE = 'This is a demo form: nothing was sent.';

interface DemoFormProps {
  className?: string;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}

/**
 * A form with no target (spec §7: no submit handler is shown). It keeps the spec's `method="post"` and
 * `autocomplete="off"`, stays on the page when sent, and tells the visitor in a live region that
 * nothing left the site, rather than doing nothing visible.
 */
export function DemoForm({ className, labelledBy, label, children }: DemoFormProps) {
  const [sent, setSent] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <form
      method="post"
      autoComplete="off"
      className={className}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onSubmit={onSubmit}
    >
      <Stylesheet href={css} />
      {children}
      <p role="status" className="demo-form-status">
        {sent ? DEMO_FORM_NOTICE : null}
      </p>
    </form>
  );
}
