import { lazy, Suspense } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { Blocks } from '../../render/blocks';
import { LinkButton } from '../../ui/button';
import { Stylesheet } from '../../ui/stylesheet';
import css from './hero.scss?url';

// Loaded only by headers that type words, so the home page's header ships without it.
const TypedWords = lazy(() => import('../typed-text/typed-words').then((m) => ({ default: m.TypedWords })));

/** Page header over a full-bleed image. The image is an <img> with high priority, for a fast LCP. */
export default function Hero(props: BlockProps<'hero'>) {
  const { id, image, title, level: Heading, typed, description, actions, mask, center, minHeight } = props;
  const { fullWidth, navbar } = props;
  const extras = typed !== undefined || navbar !== undefined || !fullWidth;
  return (
    <header id={id} className={fullWidth ? 'hero' : 'hero hero-inset'} style={{ minHeight }}>
      {extras ? <Stylesheet href={css} /> : null}
      <img
        className="hero-image"
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
      />
      {mask ? <span className="hero-mask" /> : null}
      {navbar ? (
        <div className="demo-navbar-over">
          <Blocks blocks={[{ type: 'demo-navbar', ...navbar }]} />
        </div>
      ) : null}
      <div className={center ? 'container hero-content text-center' : 'container hero-content'}>
        <div className={center ? 'col-lg-8 mx-auto' : 'col-lg-7'}>
          <Heading className="hero-title">
            {title}
            {typed ? (
              <>
                {' '}
                <Suspense fallback={typed.words[0]}>
                  <TypedWords {...typed} />
                </Suspense>
              </>
            ) : null}
          </Heading>
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
