import type { BlockProps } from '../../../schema/blocks';
import { LinkButton } from '../../ui/button';

/** Page header over a full-bleed image. The image is an <img> with high priority, for a fast LCP. */
export default function Hero({ id, image, title, description, actions, mask, center, minHeight }: BlockProps<'hero'>) {
  return (
    <header id={id} className="hero" style={{ minHeight }}>
      <img
        className="hero-image"
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
      />
      {mask ? <span className="hero-mask" /> : null}
      <div className={center ? 'container hero-content text-center' : 'container hero-content'}>
        <div className={center ? 'col-lg-8 mx-auto' : 'col-lg-7'}>
          <h1 className="hero-title">{title}</h1>
          {description ? <p className="lead hero-lead">{description}</p> : null}
          {actions.length > 0 ? (
            <div className={center ? 'hero-actions justify-content-center' : 'hero-actions'}>
              {actions.map((action) => (
                <LinkButton key={action.label} {...action} />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
