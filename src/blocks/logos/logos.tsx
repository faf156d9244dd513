import type { BlockProps } from '../../../schema/blocks';
import { Img } from '../../ui/image';
import { vectorUrl } from '../../ui/image-url';
import { Stylesheet } from '../../ui/stylesheet';
import Counters from '../counters/counters';
import css from './logos.scss?url';

/**
 * Partner logos in a row, named by their company, with optional counters underneath. Logos are drawn in
 * one colour: a vector logo as a shape filled with the theme's secondary colour, a photo of one in grey.
 */
export default function Logos({ id, heading, description, logos, cards, counters }: BlockProps<'logos'>) {
  return (
    <div id={id} className="logos-block">
      <Stylesheet href={css} />
      <div className="container">
        {heading || description ? (
          <div className="logos-heading">
            {heading ? <h2>{heading}</h2> : null}
            {description ? <p className="lead">{description}</p> : null}
          </div>
        ) : null}
        <ul className={cards ? 'logos-list logos-cards' : 'logos-list'}>
          {logos.map(({ name, image }) => (
            <li key={name}>
              {image.format === 'svg' ? (
                // A drawn logo is its shape only, filled with the theme's colour: one calm row whatever
                // colours each company's file uses.
                <span
                  className="logos-mark"
                  role="img"
                  aria-label={name}
                  style={{
                    maskImage: `url(${vectorUrl(image.src)})`,
                    maxWidth: image.width,
                    aspectRatio: `${image.width} / ${image.height}`,
                  }}
                />
              ) : (
                <Img image={{ ...image, alt: name }} />
              )}
            </li>
          ))}
        </ul>
      </div>
      {counters.length > 0 ? <Counters type="counters" items={counters} /> : null}
    </div>
  );
}
