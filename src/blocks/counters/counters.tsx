import { useEffect, useRef } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { useInView } from '../../hooks/use-in-view';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { usePageLocale } from '../../ui/locale';
import { decimalsOf, formatNumber, separatorsOf } from '../../ui/numbers';
import { Stylesheet } from '../../ui/stylesheet';
import css from './counters.scss?url';

type CounterData = BlockProps<'counters'>['items'][number];

/**
 * One figure. The HTML holds the final number; once in view, countup.js counts it up from 0. The
 * moving digits are hidden from assistive technology, which reads the final figure instead, and an
 * invisible copy of the final figure keeps the width, so nothing moves.
 */
function Counter({ count, suffix, duration, title, description, color }: CounterData) {
  const box = useRef<HTMLLIElement>(null);
  const live = useRef<HTMLSpanElement>(null);
  const inView = useInView(box);
  const reduced = useReducedMotion();
  const { code: language } = usePageLocale();
  const decimals = decimalsOf(count);
  const final = formatNumber(count, decimals, language);

  useEffect(() => {
    const element = live.current;
    const still = reduced || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!element || !inView || still) return;
    let counter: import('countup.js').CountUp | undefined;
    let cancelled = false;
    void import('countup.js').then(({ CountUp }) => {
      if (cancelled) return;
      const { group, decimal } = separatorsOf(language);
      counter = new CountUp(element, count, {
        duration: duration / 1000,
        decimalPlaces: decimals,
        separator: group,
        decimal,
      });
      counter.start();
    });
    return () => {
      cancelled = true;
      counter?.onDestroy();
      element.textContent = final;
    };
  }, [inView, reduced, count, duration, decimals, final, language]);

  return (
    <li ref={box} className="counter col-md-4">
      <p className={`counter-value text-${color === 'error' ? 'danger' : color}`}>
        <span className="counter-figure" aria-hidden="true">
          <span className="counter-sizer" data-final={final} />
          <span ref={live} className="counter-live">
            {final}
          </span>
        </span>
        <span aria-hidden="true">{suffix}</span>
        <span className="visually-hidden">{final + suffix}</span>
      </p>
      <p className="counter-title h5">{title}</p>
      {description ? <p className="counter-description">{description}</p> : null}
    </li>
  );
}

/** Figures side by side that count up when they come into view. */
export default function Counters({ id, items }: BlockProps<'counters'>) {
  return (
    <div id={id} className="counters-block container">
      <Stylesheet href={css} />
      <ul className="row justify-content-center list-unstyled mb-0">
        {items.map((item, i) => (
          <Counter key={i} {...item} />
        ))}
      </ul>
    </div>
  );
}
