import type { BlockProps } from '../../../schema/blocks';
import { useHeadingId } from '../../ui/heading-id';
import { Icon } from '../../ui/icon';
import { Img } from '../../ui/image';
import { RichText } from '../../ui/rich-text';
import { Stylesheet } from '../../ui/stylesheet';
import css from './content.scss?url';

/** A heading, text and icon points beside a picture that sits on either side. */
export default function Content({ id, title, text, image, imageSide, items, color }: BlockProps<'content'>) {
  const titleId = useHeadingId(id, title);
  const tone = color === 'error' ? 'danger' : color;
  return (
    <section id={id} className="content-block section container" aria-labelledby={titleId}>
      <Stylesheet href={css} />
      <div className={`row align-items-center g-4 g-lg-5${imageSide === 'left' ? ' flex-lg-row-reverse' : ''}`}>
        <div className="col-lg-6">
          <h2 id={titleId}>{title}</h2>
          <div className="content-block-text">
            <RichText content={text} />
          </div>
          {items.length > 0 ? (
            <ul className="row g-4 list-unstyled mt-2 mb-0">
              {items.map((item) => (
                <li key={item.title} className="col-sm-6 content-block-item">
                  <span className={`icon-shape bg-gradient-${tone}`}>
                    <Icon name={item.icon} />
                  </span>
                  <div>
                    <h3 className="h6">{item.title}</h3>
                    {item.description ? <p className="mb-0">{item.description}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="col-lg-6">
          <Img className="content-block-image" image={image} slot="half" />
        </div>
      </div>
    </section>
  );
}
