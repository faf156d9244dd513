import { z } from 'zod';
import { parseContext } from './context';
import { closest, didYouMean } from './suggest';

// Text a page shows: the characters it may hold, and the site settings it names as `{company.name}`.
// Placeholders are filled in here, where the schema knows a value is text that is drawn, once, from
// the settings' own values (which hold no placeholder): a code listing, an id or a link's route name
// is never touched.

/**
 * A placeholder: `{` right before a letter opens one, as in `{supportEmail}` or `{company.name}`; a date
 * is written `{date:2025-09-01}` and shown as the page's language writes it ("September 1, 2025",
 * "1. September 2025").
 */
export const PLACEHOLDER = /\{(date:[\d-]*|[A-Za-z]\w*(?:\.[A-Za-z]\w*)*)\}/g;
const OPENING = /\{(?=[A-Za-z])/g;
const NAME = /^(?:date:[\d-]*|[A-Za-z]\w*(?:\.[A-Za-z]\w*)*)/;
const DATE = /^date:(\d{4})-(\d{2})-(\d{2})$/;

/** A `{date:YYYY-MM-DD}` placeholder's date, as `language` writes it; undefined when it is no date. */
export function formatDatePlaceholder(name: string, language: string): string | undefined {
  const [, year, month, day] = DATE.exec(name) ?? [];
  if (!year) return undefined;
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const date = new Date(time);
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The settings' placeholders, and dates (`{date:2025-09-01}`) written as `language` writes them. */
export class LanguageTokens extends Map<string, string> {
  constructor(
    tokens: ReadonlyMap<string, string>,
    readonly language: string,
  ) {
    super(tokens);
  }
  override get(name: string): string | undefined {
    return name.startsWith('date:') ? formatDatePlaceholder(name, this.language) : super.get(name);
  }
}

const NAMES: Record<number, string> = {
  0x00: 'NULL',
  0x07: 'BELL',
  0x08: 'BACKSPACE',
  0x09: 'CHARACTER TABULATION (a tab)',
  0x0a: 'LINE FEED (a new line)',
  0x0b: 'LINE TABULATION',
  0x0c: 'FORM FEED',
  0x0d: 'CARRIAGE RETURN',
  0x1b: 'ESCAPE',
  0x7f: 'DELETE',
  0x85: 'NEXT LINE',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
};

const codeOf = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** Why a character may not stand in text, or undefined when it may. `lines`: tabs and new lines allowed. */
function refusal(code: number, lines: boolean): string | undefined {
  const name = NAMES[code] ? `${codeOf(code)} ${NAMES[code]}` : codeOf(code);
  if (code === 0x09 || code === 0x0a)
    return lines ? undefined : `${name}, which this one-line text cannot hold; write it on one line`;
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f))
    return `${name}, a control character, which no page shows; remove it`;
  if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) {
    const what =
      code === 0x202d || code === 0x202e || code === 0x202a || code === 0x202b
        ? 'can reverse the text'
        : 'can change the order the text reads in';
    return `${name}, which ${what}; remove it`;
  }
  if (code >= 0xd800 && code <= 0xdfff)
    return `${name}, half of a character (a lone surrogate, as left by cutting an emoji in two); remove it or write the whole character`;
  return undefined;
}

/**
 * The first character `text` may not hold, said with its place: "character 5 is U+202E RIGHT-TO-LEFT
 * OVERRIDE, which can reverse the text; remove it". Control characters, the bidirectional overrides,
 * embeddings and isolates, and lone surrogates; tabs and new lines only in text of several lines.
 */
export function characterProblem(text: string, lines = false): string | undefined {
  let first: string | undefined;
  let more = 0;
  let place = 0;
  // A string's iterator yields whole characters, and a lone surrogate on its own.
  for (const char of text) {
    place++;
    const why = refusal(char.codePointAt(0)!, lines);
    if (!why) continue;
    if (first === undefined) first = `character ${place} is ${why}`;
    else more++;
  }
  if (first === undefined) return undefined;
  return more ? `${first} (and ${more} more such character${more === 1 ? '' : 's'})` : first;
}

/** " The placeholders are {company.name}, {supportEmail}, … (the settings in pages-data/_site.ts)." */
export function knownPlaceholders(tokens: ReadonlyMap<string, string> | undefined): string {
  const names = tokens ? [...tokens.keys()] : [];
  if (names.length === 0) return '';
  return ` The placeholders are ${names.map((name) => `{${name}}`).join(', ')} (the settings in pages-data/_site.ts).`;
}

/** What is wrong with the placeholders of `text`: unknown names and `{` left open. */
export function placeholderProblems(text: string, tokens: ReadonlyMap<string, string> | undefined): string[] {
  const problems: string[] = [];
  const known = tokens ? [...tokens.keys()] : [];
  for (const open of text.matchAll(OPENING)) {
    const rest = text.slice(open.index + 1);
    const name = NAME.exec(rest)![0];
    if (rest[name.length] !== '}') {
      const meant = known.includes(name) ? name : (closest(name, known) ?? name);
      const place = [...text.slice(0, open.index)].length + 1;
      problems.push(
        `the placeholder "{${name}" at character ${place} is not closed: write {${meant}}.${knownPlaceholders(tokens)}`,
      );
    } else if (name.startsWith('date:')) {
      if (!formatDatePlaceholder(name, 'en'))
        problems.push(`{${name}} is no date: write a date as {date:2025-09-01} (year, month, day).`);
    } else if (tokens && tokens.get(name) === undefined) {
      problems.push(`unknown setting {${name}}.${didYouMean(name, known)}${knownPlaceholders(tokens)}`);
    }
  }
  return problems;
}

/** `text` with each placeholder it names replaced by its setting, once; unknown ones are left as written. */
export function fillPlaceholders(text: string, tokens: ReadonlyMap<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => tokens.get(name) ?? whole);
}

/** The message for a placeholder written in a site setting, which the texts of pages take as it is. */
export function placeholderInSetting(text: string): string | undefined {
  const found = text.match(PLACEHOLDER) ?? text.match(OPENING);
  if (!found) return undefined;
  const tokens = parseContext()?.tokens;
  return `a setting holds no placeholder: ${found[0]} would show as written wherever the setting is used, since placeholders are filled in only in the texts pages show. Write the value itself.${knownPlaceholders(tokens)}`;
}

type Check = z.core.$ZodCheck<string>;
type Payload = z.core.ParsePayload<string>;

const issue = (payload: Payload, message: string) =>
  payload.issues.push({ code: 'custom', input: payload.value, message, continue: true });

const TEXT_CHECKS = new WeakSet<object>();
/** The checks of the texts that may run over lines (a paragraph), whose fields take line breaks. */
const LINES_CHECKS = new WeakSet<object>();

function characters(lines: boolean): Check {
  const check = z.check<string>((payload) => {
    const problem = characterProblem(payload.value, lines);
    if (problem) issue(payload, problem);
  });
  TEXT_CHECKS.add(check);
  if (lines) LINES_CHECKS.add(check);
  return check;
}

/** Reports unknown placeholders and `{` left open (unknown ones only while the settings are known). */
export const placeholderCheck: Check = z.check<string>((payload) => {
  for (const problem of placeholderProblems(payload.value, parseContext()?.tokens)) issue(payload, problem);
});

const noPlaceholder: Check = z.check<string>((payload) => {
  const problem = placeholderInSetting(payload.value);
  if (problem) issue(payload, problem);
});

/** `value` with the placeholders filled in from the parse's settings, when it has them. */
export function fillFromContext(value: string): string {
  const tokens = parseContext()?.tokens;
  return tokens ? fillPlaceholders(value, tokens) : value;
}

/** One line of text a page shows: a title, a label, a name. Placeholders are filled in. */
export const lineSchema = z.string().check(characters(false), placeholderCheck).overwrite(fillFromContext);

/** Text a page shows that may run over lines (tabs and new lines allowed): a description, a paragraph. */
export const textSchema = z.string().check(characters(true), placeholderCheck).overwrite(fillFromContext);

/** Code shown exactly as written: tabs and new lines allowed, braces are code, no placeholder. */
export const codeTextSchema = z.string().check(characters(true));

/** A site setting of one line, which pages name as a placeholder: it holds none itself. */
export const settingTextSchema = z.string().check(characters(false), noPlaceholder);

/** True when `schema` checks its characters as the text schemas above do (a test holds every text field to it). */
export function isTextSchema(schema: z.ZodType): boolean {
  const checks = (schema._zod.def as { checks?: unknown[] }).checks ?? [];
  return checks.some((check) => TEXT_CHECKS.has(check as object));
}

/** True for a text that may run over lines (`textSchema`: a description, a paragraph), not one line. */
export function allowsLineBreaks(schema: z.ZodType): boolean {
  const checks = (schema._zod.def as { checks?: unknown[] }).checks ?? [];
  return checks.some((check) => LINES_CHECKS.has(check as object));
}
