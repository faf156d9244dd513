/** A `{token}` in page text: a site setting such as `{supportEmail}` or `{company.name}`. */
const TOKEN = /\{([A-Za-z][\w]*(?:\.[A-Za-z][\w]*)*)\}/g;

export interface TokenProblem {
  path: (string | number)[];
  token: string;
}

/** Flattens the string and number settings into `{ "company.name": "…" }`. */
export function settingTokens(settings: unknown, prefix = ''): Map<string, string> {
  const tokens = new Map<string, string>();
  if (settings && typeof settings === 'object' && !Array.isArray(settings)) {
    for (const [key, value] of Object.entries(settings)) {
      const name = prefix + key;
      if (typeof value === 'string' || typeof value === 'number') tokens.set(name, String(value));
      else for (const [k, v] of settingTokens(value, name + '.')) tokens.set(k, v);
    }
  }
  return tokens;
}

/** Replaces `{token}`s in every string of `data`; unknown tokens are reported with their path. */
export function interpolate(
  data: unknown,
  tokens: ReadonlyMap<string, string>,
  problems: TokenProblem[],
  path: (string | number)[] = [],
): unknown {
  if (typeof data === 'string') {
    return data.replace(TOKEN, (whole, name: string) => {
      const value = tokens.get(name);
      if (value === undefined) {
        problems.push({ path, token: name });
        return whole;
      }
      return value;
    });
  }
  if (Array.isArray(data)) return data.map((item, i) => interpolate(item, tokens, problems, [...path, i]));
  if (data && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, interpolate(value, tokens, problems, [...path, key])]),
    );
  }
  return data;
}
