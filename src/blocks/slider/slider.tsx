import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { StaticSlider } from './slider-static';
import { decimalsOf } from '../../ui/numbers';
import { Stylesheet } from '../../ui/stylesheet';
import css from './slider.scss?url';

/** A single or range slider. The page is prerendered with a static copy; nouislider takes over in the browser. */
export default function Slider(slider: BlockProps<'slider'>) {
  const { id, label, start, min, max, step, orientation, direction, tooltips, animate, animationDuration } = slider;
  const { keyboardDefaultStep, keyboardPageMultiplier, keyboardMultiplier } = slider;
  const starts = typeof start === 'number' ? [start] : start;
  const [values, setValues] = useState<number[]>(starts);
  const [ready, setReady] = useState(false);
  const target = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const labelId = useId();

  const decimals = decimalsOf(step);
  const format = (value: number) => value.toFixed(decimals);
  const range = starts.length === 2;
  const connect = range ? [false, true, false] : [true, false];
  const startKey = starts.join(' ');

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let api: import('nouislider').API | undefined;
    let cancelled = false;
    // The hook reports the server's "no preference" while hydrating; ask the browser itself too.
    const still = reduced || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const pair = startKey.includes(' ');
    const names = pair ? [`${label}, from`, `${label}, to`] : [label];
    void import('nouislider').then(({ create }) => {
      if (cancelled) return;
      api = create(element, {
        start: startKey.split(' ').map(Number),
        range: { min, max },
        ...{ step, orientation, direction, tooltips },
        ...{ keyboardDefaultStep, keyboardPageMultiplier, keyboardMultiplier },
        // nouislider animates taps for animationDuration whatever `animate` says; 0 turns that off too.
        animate: animate && !still,
        animationDuration: still ? 0 : animationDuration,
        connect: pair ? true : 'lower',
        format: { to: (value) => value.toFixed(decimals), from: Number },
        handleAttributes: names.map((name) => ({ 'aria-label': name })),
      });
      api.on('update', (_values, _handle, unencoded) => setValues([...unencoded]));
      setReady(true);
    });
    return () => {
      cancelled = true;
      api?.off('update');
      api?.destroy();
    };
  }, [
    startKey,
    label,
    min,
    max,
    step,
    orientation,
    direction,
    tooltips,
    animate,
    animationDuration,
    reduced,
    decimals,
    keyboardDefaultStep,
    keyboardPageMultiplier,
    keyboardMultiplier,
  ]);

  const style = { '--slider-animation': `${animationDuration}ms` } as CSSProperties;
  return (
    <div id={id} className={`slider-block slider-${orientation} container`} style={style}>
      <Stylesheet href={css} />
      <div className="slider-head">
        <span id={labelId} className="slider-label">
          {label}
        </span>
        <span className="slider-value">{values.map(format).join(' – ')}</span>
      </div>
      <div role="group" aria-labelledby={labelId} className={tooltips ? 'slider-track has-tooltips' : 'slider-track'}>
        <div className="slider-rail">
          <StaticSlider slider={slider} values={values} connect={connect} format={format} hidden={ready} />
          <div ref={target} className="slider-live" data-unmanaged />
        </div>
      </div>
    </div>
  );
}
