import { lazy, Suspense } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { LinkButtons } from '../../ui/button';
import { ChildBlocks } from '../../ui/child-blocks';
import { Img } from '../../ui/image';
import { Stylesheet } from '../../ui/stylesheet';
import css from './hero.scss?url';

// Loaded only by headers that type words, so the home page's header ships without it.
const TypedWords = lazy(() => import('../../ui/typed-words').then((m) => ({ default: m.TypedWords })));

/** Page header over a full-bleed image. The image is an <img> with high priority, for a fast LCP. */
export default function Hero(props: BlockProps<'hero'>) {
  const { id, image, title, level: Heading, typed, description, actions, mask, center, minHeight } = props;
  const { fullWidth, navbar, socials, overlap } = props;
  const extras = typed !== undefined || navbar !== undefined || socials !== undefined || !fullWidth;
  const className = fullWidth ? (overlap ? 'hero hero-overlap' : 'hero') : 'hero hero-inset';
  return (
    <header id={id} className={className} style={{ minHeight }} data-under-navbar>
      {extras ? <Stylesheet href={css} /> : null}
      <Img className="hero-image" image={image} slot="cover" priority={Heading === 'h1'} />
      {mask ? <span className="hero-mask" /> : null}
      {navbar ? (
        <div className="demo-navbar-over">
          <ChildBlocks blocks={[{ type: 'demo-navbar', ...navbar }]} />
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
          <LinkButtons className={center ? 'hero-actions justify-content-center' : 'hero-actions'} actions={actions} />
          {socials ? (
            <div className={center ? 'hero-socials justify-content-center' : 'hero-socials'}>
              <p className="hero-socials-label">{socials.label}</p>
              <ChildBlocks
                blocks={[{ type: 'social-buttons', align: 'start', labels: false, size: 'sm', buttons: socials.links }]}
              />
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
