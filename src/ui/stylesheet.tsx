/**
 * A block's own stylesheet. React hoists it into <head> (in the prerendered HTML too), after the
 * site's base styles, once per page however many blocks use it; a page without the block never
 * loads it. Import the file with `?url`: `import css from './hero.scss?url'`.
 */
export function Stylesheet({ href }: { href: string }) {
  return <link rel="stylesheet" href={href} precedence="blocks" />;
}
