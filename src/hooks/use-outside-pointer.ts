import { type RefObject, useEffect } from 'react';

/** While `active`, a press anywhere outside `ref`'s element calls `onOutside` (a menu closing itself). */
export function useOutsidePointer(active: boolean, ref: RefObject<Element | null>, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [active, ref, onOutside]);
}
