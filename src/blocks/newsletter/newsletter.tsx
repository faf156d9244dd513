import { useId } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { useHeadingId } from '../../ui/heading-id';
import { buttonClasses } from '../../ui/button';
import { DemoForm } from '../../ui/demo-form';
import { Img } from '../../ui/image';
import { Stylesheet } from '../../ui/stylesheet';
import fieldCss from '../../ui/field.scss?url';
// The outlined Material field, shared with the input block.
import inputCss from '../../ui/input.scss?url';
import css from './newsletter.scss?url';

/** A newsletter sign-up beside an optional picture; the form stays on the page and sends nothing. */
export default function Newsletter({ id, title, description, email, button, image, align }: BlockProps<'newsletter'>) {
  const base = useId();
  const titleId = useHeadingId(id, title);
  const fieldId = `${base}-email`;
  const centered = align === 'center';
  return (
    <section id={id} className="newsletter section container" aria-labelledby={titleId}>
      <Stylesheet href={fieldCss} />
      <Stylesheet href={inputCss} />
      <Stylesheet href={css} />
      <div className={`row align-items-center g-4 g-lg-5${centered ? ' justify-content-center text-center' : ''}`}>
        <div className={image ? 'col-lg-6' : 'col-lg-8'}>
          <h2 id={titleId}>{title}</h2>
          {description ? <p className="lead">{description}</p> : null}
          <DemoForm labelledBy={titleId} className="newsletter-form">
            <div className={`row g-3${centered ? ' justify-content-center' : ''}`}>
              <div className="col-sm-8">
                <div className={`md-field md-field-outlined${email.placeholder ? ' md-field-float' : ''}`}>
                  <div className="md-field-box">
                    <input
                      id={fieldId}
                      type="email"
                      name={email.name}
                      className="md-field-control"
                      // A blank placeholder lets CSS tell an empty field (label at rest) from a filled one.
                      placeholder={email.placeholder ?? ' '}
                    />
                    <label htmlFor={fieldId} className="md-field-label">
                      {email.label}
                    </label>
                  </div>
                </div>
              </div>
              <div className="col-sm-4">
                <button
                  type="submit"
                  className={buttonClasses({ variant: 'gradient', color: 'primary', size: 'md', fullWidth: true })}
                >
                  {button}
                </button>
              </div>
            </div>
          </DemoForm>
        </div>
        {image ? (
          <div className="col-lg-6">
            <Img className="newsletter-image" image={image} slot="half" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
