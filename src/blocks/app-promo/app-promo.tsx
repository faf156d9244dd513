import type { BlockProps } from '../../../schema/blocks';
import { LinkButtons } from '../../ui/button';
import { Img } from '../../ui/image';
import { Stylesheet } from '../../ui/stylesheet';
import css from './app-promo.scss?url';

type PictureProps = Pick<BlockProps<'app-promo'>, 'image' | 'frame'>;

/** The app's picture, in a desktop window or a phone when the data asks for one. */
function AppPicture({ image, frame }: PictureProps) {
  if (frame === 'none') return <Img className="app-promo-image" image={image} slot="half" />;
  return (
    <div className={`app-promo-device app-promo-device-${frame}`}>
      <div className="app-promo-frame">
        {frame === 'window' ? (
          <div className="app-promo-titlebar" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        ) : null}
        <Img className="app-promo-screen" image={image} slot="half" />
      </div>
    </div>
  );
}

/** An app promotion: text, points and store buttons beside a picture of the app. */
export default function AppPromo(props: BlockProps<'app-promo'>) {
  const { id, eyebrow, title, description, features, actions, image, frame, imagePosition, tone } = props;
  return (
    <div id={id} className={`app-promo app-promo-${tone}`}>
      <Stylesheet href={css} />
      <div className="container">
        <div
          className={
            imagePosition === 'start'
              ? 'row align-items-center g-4 g-lg-5 flex-lg-row-reverse'
              : 'row align-items-center g-4 g-lg-5'
          }
        >
          <div className="col-lg-6">
            {eyebrow ? <p className="app-promo-eyebrow">{eyebrow}</p> : null}
            <h2 className="app-promo-title">{title}</h2>
            {description ? <p className="lead">{description}</p> : null}
            {features.length > 0 ? (
              <ul className="app-promo-features">
                {features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            ) : null}
            <LinkButtons className="app-promo-actions" actions={actions} />
          </div>
          <div className="col-lg-6 text-center">
            <AppPicture image={image} frame={frame} />
          </div>
        </div>
      </div>
    </div>
  );
}
