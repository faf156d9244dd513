import type { z } from 'zod';
import { closest, didYouMean } from './suggest';

type RawIssue = z.core.$ZodRawIssue;
type Issue = z.core.$ZodIssue;
type PathKey = PropertyKey;

/** A short description of a found value: `"herp"`, `42`, `an object`, `a list of 3 items`, `nothing`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? value.slice(0, 57) + '…' : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${plural(value.length, 'item')}`;
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) return 'an empty object';
    return `{ ${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', …' : ''} }`;
  }
  return `a ${typeof value}`;
}

function plural(count: number | bigint, word: string): string {
  return `${count} ${word}${count === 1 || count === 1n ? '' : 's'}`;
}

const KIND_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function kindWord(expected: string): string {
  return KIND_WORDS[expected] ?? expected;
}

/** "a, b or c" */
function either(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function listValues(values: readonly unknown[], max = 12): string {
  const shown = values.slice(0, max).map((v) => JSON.stringify(v));
  return values.length > max ? `${shown.join(', ')}, …` : either(shown);
}

function shapeKeys(inst: unknown): string[] {
  const def = (inst as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
  return def?.shape ? Object.keys(def.shape) : [];
}

function lastKey(path: readonly PathKey[] | undefined): string | undefined {
  const key = path?.[path.length - 1];
  return typeof key === 'string' ? key : undefined;
}

// zod drops the schema from a finished issue; keep each object's field names (keyed by the issue's own
// `keys` array, which survives finishing) so every unknown field can get its own hint.
const knownFields = new WeakMap<readonly string[], string[]>();

function unknownFieldMessage(key: string, known: readonly string[]): string {
  return `unknown field "${key}".${didYouMean(key, known)}${known.length ? ` Fields here: ${known.join(', ')}.` : ''}`;
}

/** Check params for `.regex()` and `.refine()`: "expected <description>, found <value>". */
export function expecting(description: string): { error: (issue: { input?: unknown }) => string } {
  return { error: (issue) => `expected ${description}, found ${describeValue(issue.input)}` };
}

/**
 * Error map for page parses: says what was expected and what was found, with a "did you mean" for
 * unknown fields, enum values and block types. Pass as
 * `safeParse(data, { error: pageErrorMap, reportInput: true })`, then read the issues through `flattenIssues`.
 */
export const pageErrorMap: z.core.$ZodErrorMap = (issue: RawIssue) => {
  const found = describeValue(issue.input);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) {
        const key = lastKey(issue.path);
        return key
          ? `missing required field "${key}": expected ${kindWord(issue.expected)}`
          : `required: expected ${kindWord(issue.expected)}, found nothing`;
      }
      return `expected ${kindWord(issue.expected)}, found ${found}`;
    }
    case 'invalid_value': {
      const hint = typeof issue.input === 'string' ? didYouMean(issue.input, issue.values.map(String)) : '';
      const expected = issue.values.length === 1 ? listValues(issue.values) : `one of ${listValues(issue.values)}`;
      return `expected ${expected}, found ${found}.${hint}`;
    }
    case 'unrecognized_keys': {
      const known = shapeKeys(issue.inst);
      knownFields.set(issue.keys, known);
      return issue.keys.map((key) => unknownFieldMessage(key, known)).join(' ');
    }
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'array')
        return `expected at least ${plural(min, 'item')}, found ${Array.isArray(issue.input) ? issue.input.length || 'none' : found}`;
      if (issue.origin === 'string')
        return min === 1
          ? 'expected some text, found an empty string'
          : `expected at least ${plural(min, 'character')}, found ${found}`;
      return `expected a number ${issue.inclusive ? 'of at least' : 'greater than'} ${min}, found ${found}`;
    }
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'array')
        return `expected at most ${plural(max, 'item')}, found ${Array.isArray(issue.input) ? issue.input.length : found}`;
      if (issue.origin === 'string')
        return `expected at most ${plural(max, 'character')}, found ${typeof issue.input === 'string' ? issue.input.length : found}`;
      return `expected a number ${issue.inclusive ? 'of at most' : 'less than'} ${max}, found ${found}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return `expected an email address, found ${found}`;
      if (issue.format === 'url') return `expected a URL starting with http:// or https://, found ${found}`;
      if (issue.format === 'regex') return `expected text matching ${issue.pattern ?? 'the pattern'}, found ${found}`;
      return `expected a valid ${issue.format}, found ${found}`;
    case 'invalid_union': {
      if (!issue.discriminator || issue.errors.length > 0) return undefined;
      const options = Array.isArray(issue.options) ? issue.options.map(String) : [];
      const subject = issue.discriminator === 'type' ? 'block type' : `"${issue.discriminator}"`;
      const input = issue.input as Record<string, unknown> | undefined;
      const value = input && typeof input === 'object' ? input[issue.discriminator] : undefined;
      const valid = `Valid ${subject}s: ${options.join(', ')}.`;
      if (value === undefined)
        return `missing ${subject}: add "${issue.discriminator}" with one of the valid values. ${valid}`;
      if (typeof value !== 'string') return `expected a ${subject} (a string), found ${describeValue(value)}. ${valid}`;
      return `unknown ${subject} "${value}".${didYouMean(value, options)} ${valid}`;
    }
    default:
      return undefined;
  }
};

// Issues made by merging union branches that all failed on the kind of value, with what each would take.
const mergedExpectations = new WeakMap<Issue, string[]>();

function expectationsAtRoot(issue: Issue): string[] | undefined {
  if (issue.path.length > 0) return undefined;
  if (issue.code === 'invalid_type') return [kindWord(issue.expected)];
  if (issue.code === 'invalid_value') return issue.values.map((v) => JSON.stringify(v));
  return mergedExpectations.get(issue);
}

function splitUnknownKeys(issue: Issue): Issue[] {
  if (issue.code !== 'unrecognized_keys') return [issue];
  const known = knownFields.get(issue.keys);
  return issue.keys.map((key) => {
    const keys = [key];
    if (known) knownFields.set(keys, known);
    const message = known ? unknownFieldMessage(key, known) : `unknown field "${key}"`;
    return { ...issue, keys, path: [...issue.path, key], message } as Issue;
  });
}

/**
 * An object branch is not what the author meant when none of the object's fields belong to it, nor
 * look like a typo of one: `{ bold: "x" }` where `{ list: [...] }` was possible is a misplaced piece,
 * not a list with its field missing. Returns the branch's shape as `{ list, ordered }` in that case.
 */
function strangerShape(branch: readonly Issue[], input: unknown): string | undefined {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return undefined;
  const keys = Object.keys(input);
  const unknown = branch.filter((i) => i.code === 'unrecognized_keys' && i.path.length === 1);
  if (keys.length === 0 || unknown.length !== keys.length) return undefined;
  const known = unknown[0]?.code === 'unrecognized_keys' ? knownFields.get(unknown[0].keys) : undefined;
  if (!known || keys.some((key) => closest(key, known))) return undefined;
  return `{ ${known.join(', ')} }`;
}

function withPrefix(prefix: readonly PathKey[], issue: Issue): Issue {
  return prefix.length ? ({ ...issue, path: [...prefix, ...issue.path] } as Issue) : issue;
}

/** A misspelt field reads as one mistake: the unknown field with its hint, not also the field it lacks. */
function dropMissingTypos(issues: Issue[]): Issue[] {
  const typos = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys' || issue.keys.length !== 1) continue;
    const known = knownFields.get(issue.keys);
    const meant = known && closest(issue.keys[0]!, known);
    if (meant) typos.add(JSON.stringify([...issue.path.slice(0, -1), meant]));
  }
  if (typos.size === 0) return issues;
  return issues.filter(
    (i) => !(i.code === 'invalid_type' && 'input' in i && i.input === undefined && typos.has(JSON.stringify(i.path))),
  );
}

/**
 * Makes zod's issues readable one by one: a union failure becomes the issues of the branch the value
 * was meant for (the one that accepted its kind of value with the fewest complaints), or one "expected
 * a string or a list, found 42" when no branch took that kind of value; an object with several unknown
 * fields gives one issue per field, with the field in its path.
 */
export function flattenIssues(issues: readonly Issue[]): Issue[] {
  const out: Issue[] = [];
  for (const issue of issues) {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) {
      out.push(...splitUnknownKeys(issue));
      continue;
    }
    const branches = issue.errors.map((branch) => flattenIssues(branch));
    const input = 'input' in issue ? issue.input : undefined;
    const misfits = branches.map((branch) => {
      const atRoot = branch.flatMap((i) => expectationsAtRoot(i) ?? []);
      if (atRoot.length) return atRoot;
      const shape = strangerShape(branch, input);
      return shape ? [shape] : undefined;
    });
    const fitting = branches.filter((_, i) => !misfits[i]);
    if (fitting.length === 0) {
      const expected = [...new Set(misfits.flatMap((m) => m ?? []))];
      const key = lastKey(issue.path);
      const message =
        'input' in issue && issue.input === undefined && key
          ? `missing required field "${key}": expected ${either(expected)}`
          : `expected ${either(expected)}${'input' in issue ? `, found ${describeValue(issue.input)}` : ''}`;
      const merged = { ...issue, message } as Issue;
      mergedExpectations.set(merged, expected);
      out.push(merged);
      continue;
    }
    const depth = (branch: Issue[]) => Math.max(0, ...branch.map((i) => i.path.length));
    const best = fitting.reduce((a, b) =>
      b.length < a.length || (b.length === a.length && depth(b) > depth(a)) ? b : a,
    );
    out.push(...best.map((i) => withPrefix(issue.path, i)));
  }
  return dropMissingTypos(out);
}
