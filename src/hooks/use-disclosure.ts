import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A toggle button and the panel it shows: the open state, the panel's id for `aria-controls`, a ref
 * for the toggle, and `dismiss`, which closes the panel and gives focus back to the toggle. While the
 * panel is open, Escape anywhere dismisses it; with `escapeAnywhere: false` the caller decides where
 * Escape counts and calls `dismiss` itself.
 */
export function useDisclosure({ escapeAnywhere = true }: { escapeAnywhere?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const dismiss = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open || !escapeAnywhere) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, escapeAnywhere, dismiss]);

  return { open, setOpen, toggle, dismiss, panelId, toggleRef };
}

export type Disclosure = ReturnType<typeof useDisclosure>;
