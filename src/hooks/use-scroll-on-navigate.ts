import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/** Every navigation starts at the top of the page, or at the section its `#hash` names. */
export function useScrollOnNavigate() {
  const { key, hash } = useLocation();
  useIsomorphicLayoutEffect(() => {
    if (key === 'default') return; // first load: the browser has already placed the page
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    } else {
      window.scrollTo(0, 0);
    }
  }, [key, hash]);
}
