import { type CSSProperties, type FocusEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import type { BlockProps } from '../../../schema/blocks';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { CarouselHeading, SlideContent } from './carousel-slide';
import { Stylesheet } from '../../ui/stylesheet';
import css from './carousel.scss?url';
import { useMessages } from '../../ui/messages';
import { usePageLocale } from '../../ui/locale';
import { Chevron, Glyph } from '../../ui/chevron';

// Material Symbols pause and play_arrow (filled).
const PAUSE = 'M555-200v-560h175v560H555Zm-325 0v-560h175v560H230Z';
const PLAY = 'M320-203v-560l440 280-440 280Z';

/**
 * The WAI-ARIA carousel pattern: slides stacked in one grid cell (so the box never changes size), with
 * previous/next buttons, one indicator per slide and, when it turns by itself, a pause button first in
 * the tab order. Turning pauses while the pointer is over it or focus is on a slide or control; the slides are a
 * live region only when they do not turn by themselves.
 */
export default function Carousel(props: BlockProps<'carousel'>) {
  const { id, variant, label, slides, interval, autoplay, indicators, controls, heading, overlap } = props;
  const [current, setCurrent] = useState(0);
  const t = useMessages();
  // Written right to left, the slides run leftwards: "previous" sits on the right and points right.
  const rtl = usePageLocale().dir === 'rtl';
  const arrow = { previous: rtl ? 'right' : 'left', next: rtl ? 'left' : 'right' } as const;
  // The visitor's play/pause choice; until they make one, reduced motion decides.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const baseId = useId();
  // False in the prerendered page and while it hydrates: until then the hidden slides' pictures are
  // not drawn (carousel.scss), so they are not fetched beside the first screen's picture.
  const running = useHydrated();
  const count = slides.length;
  const playing = autoplay && count > 1 && (choice ?? !reduced);
  const rotating = playing && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [rotating, current, interval, count]);

  const go = (index: number) => setCurrent((index + count) % count);
  // On phones the arrows flank the indicators under the slide text; CSS spaces them by this count.
  const dots = { '--carousel-dots': indicators && count > 1 ? count : 0 } as CSSProperties;
  const slideId = (index: number) => `${baseId}-slide-${index}`;

  function onKeyDown(event: KeyboardEvent) {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(current + (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight') ? 1 : -1));
  }
  // Focus on the pause button itself does not pause: pressing Start must start at once.
  function onFocus(event: FocusEvent<HTMLElement>) {
    setFocused(!(event.target as HTMLElement).classList.contains('carousel-play'));
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  // Testimonials are a page section, in its rhythm; header slides are a full-bleed band, whose
  // `overlap` is marked as an overlapped full-width hero's, so the same card rule lifts the next section.
  const className = [
    'carousel-block',
    `carousel-${variant}`,
    variant === 'testimonial' && 'section',
    overlap && 'hero-overlap',
    running && 'carousel-running',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section
      id={id}
      className={className}
      style={dots}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Stylesheet href={css} />
      {heading ? <CarouselHeading variant={variant} text={heading} /> : null}
      {/* The carousel proper, under any heading: its controls are placed on it. */}
      <div className="carousel-stage">
        {autoplay && count > 1 ? (
          <button
            type="button"
            className="carousel-play"
            aria-label={playing ? t('carousel.stop') : t('carousel.start')}
            onClick={() => setChoice(!playing)}
          >
            <Glyph path={playing ? PAUSE : PLAY} />
          </button>
        ) : null}
        {controls && count > 1
          ? (['previous', 'next'] as const).map((to) => (
              <button
                key={to}
                type="button"
                className={`carousel-step carousel-step-${to}`}
                aria-label={to === 'previous' ? t('carousel.previous') : t('carousel.next')}
                aria-controls={`${baseId}-slides`}
                onClick={() => go(current + (to === 'next' ? 1 : -1))}
              >
                <Chevron pointing={arrow[to]} />
              </button>
            ))
          : null}
        <div id={`${baseId}-slides`} className="carousel-slides" aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const active = index === current;
            return (
              <div
                key={index}
                id={slideId(index)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={active ? undefined : true}
                inert={!active}
                className={active ? 'carousel-slide active' : 'carousel-slide'}
              >
                <SlideContent slide={slide} first={index === 0} />
              </div>
            );
          })}
        </div>
        {indicators && count > 1 ? (
          <div className="carousel-dots">
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={index === current ? 'carousel-dot active' : 'carousel-dot'}
                aria-label={`Slide ${index + 1} of ${count}`}
                aria-current={index === current ? 'true' : undefined}
                aria-controls={slideId(index)}
                onClick={() => go(index)}
              />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
