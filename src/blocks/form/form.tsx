import { type ReactNode } from 'react';
import { useHeadingId } from '../../ui/heading-id';
import { useMessages } from '../../ui/messages';
import type { BlockProps } from '../../../schema/blocks';
import { buttonClasses } from '../../ui/button';
import { DemoForm } from '../../ui/demo-form';
import { Stylesheet } from '../../ui/stylesheet';
import { FormField } from '../../ui/form-field';
import fieldCss from '../../ui/field.scss?url';
// The outlined Material field, shared with the input block.
import inputCss from '../../ui/input.scss?url';
import css from '../../ui/form.scss?url';

/** A form of text fields, message areas, switches and checkboxes over a send button; it sends nothing. */
export default function Form({ id, title, description, label, fields, submit, siteSearch }: BlockProps<'form'>) {
  const titleId = useHeadingId(id, title);
  const inline = fields.length === 1;
  const t = useMessages();
  const Wrapper = siteSearch ? SiteSearchForm : DemoForm;
  return (
    <div id={id} className="form-block container">
      <Stylesheet href={fieldCss} />
      <Stylesheet href={inputCss} />
      <Stylesheet href={css} />
      {title ? (
        <div className="form-block-heading">
          <h2 id={titleId} className="h3">
            {title}
          </h2>
          {description ? <p>{description}</p> : null}
        </div>
      ) : null}
      <Wrapper labelledBy={title ? titleId : undefined} label={label}>
        {/* A form of one field (a search, say) puts its button beside the field. */}
        <div className={inline ? 'row g-3 align-items-end' : 'row g-4'}>
          {fields.map((field) => (
            <div key={field.name} className={inline ? 'col' : field.width === 'half' ? 'col-md-6' : 'col-12'}>
              {/* A site search sends its words as `q`, which opens the search on any page of the site. */}
              <FormField {...field} name={siteSearch ? 'q' : field.name} />
            </div>
          ))}
          <div className={inline ? 'col-auto' : 'col-12'}>
            <button
              type="submit"
              className={buttonClasses({
                variant: submit.variant,
                color: submit.color,
                size: 'md',
                fullWidth: submit.fullWidth,
              })}
            >
              {submit.label}
            </button>
          </div>
        </div>
        {siteSearch ? (
          <noscript>
            <p className="mt-3 mb-0" data-pagefind-ignore="">
              {t('search.needsScript')}
            </p>
          </noscript>
        ) : null}
      </Wrapper>
    </div>
  );
}

/**
 * A form that opens the site search (src/client/site-search.ts) with its words. With no script it says
 * that the search needs JavaScript, and sending it reloads this page with the words as `?q=`.
 */
function SiteSearchForm({ labelledBy, label, children }: { labelledBy?: string; label?: string; children: ReactNode }) {
  return (
    <form
      role="search"
      method="get"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      data-site-search=""
    >
      {children}
    </form>
  );
}
