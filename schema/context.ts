/**
 * What a parse needs to know beyond one file: the route names of the whole site and its settings. It
 * also collects the icons a page uses, so only those are shipped with it, and the anchor ids it
 * declares. Parsing is synchronous, so the context is set for exactly one `safeParse` call by
 * `withParseContext`.
 */
export interface ParseContext {
  /** Route name → URL path, from every page's `name`. */
  routes: ReadonlyMap<string, string>;
  /** Filled during the parse with every icon name met. */
  icons: Set<string>;
  /** Filled during the parse with every anchor id the data declares (`anchorIdSchema`): the targets of `#id` links. */
  anchors?: Set<string>;
  /**
   * True when some page file did not load, so its name is unknown: a link to a name not in `routes`
   * may be a link to that page, and is not reported (the file that did not load is).
   */
  routesIncomplete?: boolean;
  /**
   * The site settings text may name as placeholders (`company.name` → …), filled in where a text is
   * drawn. Unset, placeholders are left as written and not judged.
   */
  tokens?: ReadonlyMap<string, string>;
}

let current: ParseContext | undefined;

export function withParseContext<T>(context: ParseContext, parse: () => T): T {
  const previous = current;
  current = context;
  try {
    return parse();
  } finally {
    current = previous;
  }
}

export function parseContext(): ParseContext | undefined {
  return current;
}
