import type { BlockProps } from '../../../schema/blocks';
import { LinkButton } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Img, smallestUrl } from '../../ui/image';
import { Stylesheet } from '../../ui/stylesheet';
import css from './card.scss?url';

/** A card with a picture, an optional label and icon, a title, a text and a button. */
export default function Card(props: BlockProps<'card'>) {
  const { id, variant, image, label, icon, title, description, action, color, headingLevel } = props;
  const Heading = `h${headingLevel}` as const;
  const picture = <Img className="card-block-image" image={image} />;
  return (
    <div id={id} className="card-block container">
      <Stylesheet href={css} />
      <article className={`card card-block-${variant}`}>
        <div className="card-block-media">
          {variant === 'blur' ? (
            // A blurred copy of the picture glows behind it; it repeats the picture, so it is hidden.
            <div
              className="card-block-glow"
              style={{ backgroundImage: `url(${smallestUrl(image)})` }}
              aria-hidden="true"
            />
          ) : null}
          {picture}
        </div>
        <div className="card-body">
          {label ? (
            <p className={`card-block-label text-${color}`}>
              {icon ? (
                <span className={`icon-shape icon-shape-sm bg-gradient-${color}`}>
                  <Icon name={icon} />
                </span>
              ) : null}
              {label}
            </p>
          ) : null}
          <Heading className="card-title h5">{title}</Heading>
          {description ? <p className="card-text">{description}</p> : null}
          {action ? <LinkButton {...action} /> : null}
        </div>
      </article>
    </div>
  );
}
