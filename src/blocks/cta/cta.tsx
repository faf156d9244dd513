import { useId } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { LinkButtons } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Img } from '../../ui/image';
import { Stylesheet } from '../../ui/stylesheet';
import css from './cta.scss?url';

type Signup = NonNullable<BlockProps<'cta'>['signup']>;

/** The email signup look. No address is sent anywhere (the site has no back end), so submitting only keeps the page. */
function SignupForm({ label, placeholder, button, dark }: Signup & { dark: boolean }) {
  const fieldId = useId();
  return (
    <form className="cta-signup" onSubmit={(event) => event.preventDefault()}>
      <label className="visually-hidden" htmlFor={fieldId}>
        {label}
      </label>
      <input
        id={fieldId}
        className="cta-signup-field"
        type="email"
        name="email"
        autoComplete="email"
        placeholder={placeholder}
      />
      <button type="submit" className={dark ? 'btn btn-white mb-0' : 'btn btn-gradient-primary mb-0'}>
        {button}
      </button>
    </form>
  );
}

/** A call to action: a card with a title, a sentence, buttons or an email signup, and a picture or icon. */
export default function Cta({ id, title, description, actions, tone, icon, image, signup }: BlockProps<'cta'>) {
  const dark = tone !== 'light';
  return (
    <div id={id} className={`cta cta-${tone}`}>
      <Stylesheet href={css} />
      <div className="container">
        <div className="row align-items-center g-4">
          <div className={image ? 'col-lg-7' : 'col-lg-8 mx-auto text-center'}>
            {icon ? (
              <span className="cta-icon">
                <Icon name={icon} />
              </span>
            ) : null}
            <h2 className="cta-title">{title}</h2>
            {description ? <p className="lead cta-lead">{description}</p> : null}
            {signup ? <SignupForm {...signup} dark={dark} /> : null}
            <LinkButtons className={image ? 'cta-actions' : 'cta-actions justify-content-center'} actions={actions} />
          </div>
          {image ? (
            <div className="col-lg-5 text-center">
              <Img className="cta-image" image={image} slot="half" />
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
