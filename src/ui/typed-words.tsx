import { useEffect, useRef } from 'react';
import type { BlockProps } from '../../schema/blocks';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { Stylesheet } from './stylesheet';
import css from './typed-text.scss?url';

type TypedInternals = { strPos: number; timeout?: ReturnType<typeof setTimeout> };

export type TypedWordsProps = Pick<
  BlockProps<'typed-text'>,
  'words' | 'typeSpeed' | 'backSpeed' | 'backDelay' | 'startDelay' | 'loop'
>;

/**
 * The typed rotating word, inside any line. The prerendered HTML holds the first word; typed.js takes
 * over after hydration. All words are stacked invisibly in one grid cell so the line keeps the width
 * of the longest, and assistive technology reads the word list once instead of the changing letters.
 */
export function TypedWords({ words, typeSpeed, backSpeed, backDelay, startDelay, loop }: TypedWordsProps) {
  const live = useRef<HTMLSpanElement>(null);
  const reduced = useReducedMotion();
  const list = words.join('\n');

  useEffect(() => {
    const element = live.current;
    const [first = '', ...rest] = list.split('\n');
    // The hook reports the server's "no preference" while hydrating; ask the browser itself too.
    const still = reduced || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!element || still || rest.length === 0) return;
    let typed: (import('typed.js').default & TypedInternals) | undefined;
    let cancelled = false;
    void import('typed.js').then(({ default: Typed }) => {
      if (cancelled) return;
      element.textContent = first;
      let rounds = 0;
      typed = new Typed(element, {
        strings: rest,
        ...{ typeSpeed, backSpeed, backDelay, startDelay, loop },
        contentType: 'null',
        autoInsertCss: false,
        // typed.js erases the text already in the element (the first word) before typing the others;
        // from the second round on, the first word must be typed from nothing like the rest.
        onBegin: (self) => {
          if (rounds++ > 0) (self as unknown as TypedInternals).strPos = 0;
        },
      }) as import('typed.js').default & TypedInternals;
    });
    return () => {
      cancelled = true;
      // typed.js clears its pending setTimeout with clearInterval; clear it as it was set.
      clearTimeout(typed?.timeout);
      typed?.destroy();
      element.textContent = first;
    };
  }, [list, reduced, typeSpeed, backSpeed, backDelay, startDelay, loop]);

  return (
    <>
      {/* Also here, for lines outside the typed-text block (a page header's title). */}
      <Stylesheet href={css} />
      <span className="typed-text-words">
        {words.map((word, i) => (
          <span key={i} className="typed-text-sizer" data-word={word} aria-hidden="true" />
        ))}
        <span className="typed-text-live" aria-hidden="true" data-unmanaged>
          <span ref={live}>{words[0]}</span>
        </span>
      </span>
      <span className="visually-hidden">{words.join(', ')}</span>
    </>
  );
}
