import type { z } from 'zod';
import type { headerSlideSchema, testimonialSlideSchema } from '../../../schema/blocks/carousel';
import { LinkButtons } from '../../ui/button';
import { useContext } from 'react';
import { Img, LeadBlock } from '../../ui/image';

type HeaderSlideData = z.output<typeof headerSlideSchema>;
type TestimonialSlideData = z.output<typeof testimonialSlideSchema>;
export type SlideData = HeaderSlideData | TestimonialSlideData;

// Material Symbols star (filled).
const STAR = 'm233-120 65-281L80-590l288-25 112-265 112 265 288 25-218 189 65 281-247-149-247 149Z';

function Stars() {
  return Array.from({ length: 5 }, (_, i) => (
    <svg key={i} className="icon" viewBox="0 -960 960 960" width="1em" height="1em" fill="currentColor">
      <path d={STAR} />
    </svg>
  ));
}

/** Five grey stars under five gold ones, the gold row cut to the rating, so half stars need no second glyph. */
function Rating({ value }: { value: number }) {
  return (
    <span className="rating" role="img" aria-label={`Rated ${value} out of 5`}>
      <span className="rating-empty" aria-hidden="true">
        <Stars />
      </span>
      <span className="rating-fill" style={{ width: `${value * 20}%` }} aria-hidden="true">
        <Stars />
      </span>
    </span>
  );
}

function HeaderSlide({ slide, priority }: { slide: HeaderSlideData; priority: boolean }) {
  return (
    <div className="carousel-header-slide">
      <Img className="carousel-image" image={slide.image} slot="cover" priority={priority} />
      <span className="carousel-mask" />
      <div className="container carousel-caption-box">
        <h2 className="carousel-title">{slide.title}</h2>
        {slide.description ? <p className="lead">{slide.description}</p> : null}
        <LinkButtons className="hero-actions justify-content-center" actions={slide.actions} />
      </div>
    </div>
  );
}

function TestimonialSlide({ slide }: { slide: TestimonialSlideData }) {
  return (
    <figure className="carousel-quote">
      {slide.rating === undefined ? null : <Rating value={slide.rating} />}
      <blockquote>
        <p>{slide.quote}</p>
      </blockquote>
      <figcaption>
        {slide.avatar ? <Img className="carousel-avatar" image={slide.avatar} slot="avatar" /> : null}
        <span>
          <strong className="d-block">{slide.name}</strong>
          {slide.role ? <span className="carousel-role">{slide.role}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** A slide; the first one of a carousel that opens the page is its main picture, fetched first. */
export function SlideContent({ slide, first }: { slide: SlideData; first: boolean }) {
  const lead = useContext(LeadBlock);
  return 'quote' in slide ? <TestimonialSlide slide={slide} /> : <HeaderSlide slide={slide} priority={first && lead} />;
}

/** Over header slides that open the page, the page's name (h1); over testimonials, a section heading. */
export function CarouselHeading({ variant, text }: { variant: 'header' | 'testimonial'; text: string }) {
  return variant === 'header' ? (
    <h1 className="carousel-heading">{text}</h1>
  ) : (
    <div className="section-heading">
      <h2>{text}</h2>
    </div>
  );
}
