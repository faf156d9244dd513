import type { BlockProps } from '../../../schema/blocks';
import { Img } from '../../ui/image';
import { Stylesheet } from '../../ui/stylesheet';
import Counters from '../counters/counters';
import css from './logos.scss?url';

/** Partner logos in a row, named by their company, with optional counters underneath. */
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
              <Img image={{ ...image, alt: name }} />
            </li>
          ))}
        </ul>
      </div>
      {counters.length > 0 ? <Counters type="counters" items={counters} /> : null}
    </div>
  );
}
