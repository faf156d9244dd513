import type { BlockProps } from '../../../schema/blocks';
import { useHeadingId } from '../../ui/heading-id';
import { brandIcon, networkName } from '../../ui/brand';
import { buttonClasses } from '../../ui/button';
import { DemoForm } from '../../ui/demo-form';
import { FormField } from '../../ui/form-field';
import { Icon } from '../../ui/icon';
import { Img } from '../../ui/image';
import { SmartLink } from '../../ui/smart-link';
import { Stylesheet } from '../../ui/stylesheet';
import fieldCss from '../../ui/field.scss?url';
import inputCss from '../../ui/input.scss?url';
import formCss from '../../ui/form.scss?url';
import css from './auth.scss?url';

const COLUMN = {
  basic: 'col-lg-4 col-md-8 col-12',
  cover: 'col-lg-5 col-md-8 col-12',
  illustration: 'col-xl-4 col-lg-5 col-md-8 col-12 mx-auto',
  simple: 'col-lg-5 col-md-8 col-12',
} as const;

/**
 * A sign-in, sign-up or reset-password card in one of four layouts. Like every demo form it sends
 * nothing: the sign-in-with buttons and the main button all show the same "nothing was sent" notice.
 */
export default function Auth(props: BlockProps<'auth'>) {
  const { id, layout, image, title, description, color, providers, fields, submit, note, footer } = props;
  const titleId = useHeadingId(id, title);
  const tone = color === 'error' ? 'danger' : color;
  // Behind the basic and cover cards the picture spans the page; the illustration fills half of it.
  const slot = layout === 'illustration' ? 'half' : 'cover';
  const picture = image ? <Img className="auth-image" image={image} slot={slot} priority /> : null;

  return (
    <section
      id={id}
      className={`auth auth-${layout}`}
      aria-labelledby={titleId}
      data-under-navbar={slot === 'cover' ? '' : undefined}
    >
      <Stylesheet href={fieldCss} />
      <Stylesheet href={inputCss} />
      <Stylesheet href={formCss} />
      <Stylesheet href={css} />
      {layout === 'basic' || layout === 'cover' ? (
        <div className="auth-backdrop">
          {picture}
          <span className="auth-mask" />
        </div>
      ) : null}
      <div className="container auth-container">
        <div className="row align-items-center">
          {layout === 'illustration' ? (
            <div className="col-lg-6 d-none d-lg-block auth-illustration">{picture}</div>
          ) : null}
          <div className={COLUMN[layout]}>
            <div className="card auth-card">
              <DemoForm labelledBy={titleId} autofill>
                <div className={`auth-card-header bg-gradient-${tone}`}>
                  <h1 id={titleId} className="h4">
                    {title}
                  </h1>
                  {description ? <p className="mb-0">{description}</p> : null}
                  {providers.length > 0 ? (
                    <div className="auth-providers">
                      {providers.map((network) => (
                        <button key={network} type="submit" name="provider" value={network} className="auth-provider">
                          <Icon name={brandIcon(network)} />
                          <span className="visually-hidden">{`${submit} with ${networkName(network)}`}</span>
                        </button>
                      ))}
                    </div>
                  ) : null}
                </div>
                <div className="card-body">
                  <div className="auth-fields">
                    {fields.map((field) => (
                      <FormField key={field.name} {...field} />
                    ))}
                  </div>
                  <button
                    type="submit"
                    className={buttonClasses({ variant: 'gradient', color, size: 'md', fullWidth: true })}
                  >
                    {submit}
                  </button>
                  {note ? <p className="auth-note">{note}</p> : null}
                  {footer ? (
                    <p className="auth-footer">
                      {footer.text} <SmartLink href={footer.link.href}>{footer.link.label}</SmartLink>
                    </p>
                  ) : null}
                </div>
              </DemoForm>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
