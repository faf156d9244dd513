/** A Material Symbols glyph drawn inline, in the text's colour at the text's size, hidden from screen readers. */
export function Glyph({ path }: { path: string }) {
  return (
    <svg className="icon" viewBox="0 -960 960 960" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

/** Material Symbols chevron_left and chevron_right: the arrows of the pagination's and the carousel's buttons. */
export const CHEVRONS = {
  left: 'M561-240 320-481l241-241 43 43-198 198 198 198-43 43Z',
  right: 'M530-481 332-679l43-43 241 241-241 241-43-43 198-198Z',
} as const;

/** The chevron pointing `pointing`, drawn inline (no icon lookup, so a block's buttons need no icon data). */
export function Chevron({ pointing }: { pointing: keyof typeof CHEVRONS }) {
  return <Glyph path={CHEVRONS[pointing]} />;
}
