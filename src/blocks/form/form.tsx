import { useId } from 'react';
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
export default function Form({ id, title, description, label, fields, submit }: BlockProps<'form'>) {
  const titleId = `${useId()}-title`;
  const inline = fields.length === 1;
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
      <DemoForm labelledBy={title ? titleId : undefined} label={label}>
        {/* A form of one field (a search, say) puts its button beside the field. */}
        <div className={inline ? 'row g-3 align-items-end' : 'row g-4'}>
          {fields.map((field) => (
            <div key={field.name} className={inline ? 'col' : field.width === 'half' ? 'col-md-6' : 'col-12'}>
              <FormField {...field} />
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
      </DemoForm>
    </div>
  );
}
