import type { z } from 'zod';
import { didYouMean } from './suggest';

type RawIssue = z.core.$ZodRawIssue;
type Issue = z.core.$ZodIssue;

/** A short description of a found value: `"herp"`, `42`, `an object`, `nothing`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? value.slice(0, 57) + '…' : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return `a ${typeof value}`;
}

function shapeKeys(inst: unknown): string[] {
  const def = (inst as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
  return def?.shape ? Object.keys(def.shape) : [];
}

/**
 * Error map for page parses: says what was expected and what was found, with a "did you mean" for
 * unknown fields and enum values. Pass as `safeParse(data, { error: pageErrorMap, reportInput: true })`.
 */
export const pageErrorMap: z.core.$ZodErrorMap = (issue: RawIssue) => {
  const found = describeValue(issue.input);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `required: expected ${issue.expected}, found nothing`;
      return `expected ${issue.expected}, found ${found}`;
    case 'invalid_value': {
      const options = issue.values.map((v) => JSON.stringify(v));
      const list = options.length > 12 ? `${options.slice(0, 12).join(', ')}, …` : options.join(', ');
      const hint = typeof issue.input === 'string' ? didYouMean(issue.input, issue.values.map(String)) : '';
      return `expected one of ${list}; found ${found}.${hint}`;
    }
    case 'unrecognized_keys': {
      const known = shapeKeys(issue.inst);
      return issue.keys
        .map(
          (key) =>
            `unknown field "${key}".${didYouMean(key, known)}${known.length ? ` Fields here: ${known.join(', ')}.` : ''}`,
        )
        .join(' ');
    }
    case 'too_small':
      if (issue.origin === 'array') return `expected at least ${issue.minimum} item(s), found ${found}`;
      if (issue.origin === 'string') return `expected at least ${issue.minimum} character(s), found ${found}`;
      return `expected ${issue.inclusive ? '≥' : '>'} ${issue.minimum}, found ${found}`;
    case 'too_big':
      if (issue.origin === 'array') return `expected at most ${issue.maximum} item(s), found ${found}`;
      if (issue.origin === 'string')
        return `expected at most ${issue.maximum} characters, found ${String(issue.input).length}`;
      return `expected ${issue.inclusive ? '≤' : '<'} ${issue.maximum}, found ${found}`;
    case 'invalid_format':
      if (issue.format === 'regex') return undefined;
      return `expected a valid ${issue.format}, found ${found}`;
    default:
      return undefined;
  }
};

/**
 * Replaces each union failure by the issues of the branch that got furthest, so a bad field inside a
 * block reads as that field's error, not as "no union member matched".
 */
export function flattenIssues(issues: readonly Issue[]): Issue[] {
  const out: Issue[] = [];
  for (const issue of issues) {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) {
      out.push(issue);
      continue;
    }
    const branches = issue.errors.map((branch) => flattenIssues(branch));
    const depth = (branch: Issue[]) => Math.max(...branch.map((i) => i.path.length));
    const deepest = Math.max(...branches.map(depth));
    const candidates = branches.filter((b) => depth(b) === deepest);
    const best = candidates.reduce((a, b) => (b.length < a.length ? b : a));
    if (deepest === 0 && candidates.length > 1) {
      // Every branch failed on the value itself: say which kinds of value would do.
      const expected = [...new Set(branches.flat().map((i) => (i.code === 'invalid_type' ? i.expected : 'other')))];
      const kinds = expected.filter((e) => e !== 'other');
      out.push({
        ...issue,
        message: kinds.length
          ? `expected ${kinds.join(' or ')}, found ${describeValue(issue.input)}`
          : best.map((i) => i.message).join('; '),
      } as Issue);
      continue;
    }
    out.push(...best.map((i) => ({ ...i, path: [...issue.path, ...i.path] }) as Issue));
  }
  return out;
}
