// What a language other than the default one draws around its pages: the site settings with their texts
// translated (`pages-data/<code>/_site.ts`) and links leading to the translated pages, and the menus and
// footer columns with the translated pages' own names. What is not translated shows in the default
// language, and validation says so: one warning per language for the site-wide texts, one note per
// language for the pages (a site may keep some pages in one language, as this one keeps its showcase).
import { siteSchema, type Site, siteTranslationSchema } from '../../schema/site';
import { type Language, localHref, pathIn, translateTexts } from './languages';
import type { LoadedPage } from './loaded-page';
import type { Problem } from './problem';
import { type LinkColumn, linkColumns, type NavGroup } from './navigation';
import { parseWith, type RawFile } from './parse-data';
import { describePath } from './report';
import IntlMessageFormat from 'intl-messageformat';
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { didYouMean } from '../../schema/suggest';
import { EN_MESSAGES, type MessageKey, type Messages } from '../ui/messages-en';

/** The first `most` items, then how many more: `a, b, c and 4 more`. */
const listed = (items: readonly string[], most: number) =>
  items.slice(0, most).join(', ') + (items.length > most ? ` and ${items.length - most} more` : '');

const quoted = (texts: readonly string[], most = 5) =>
  listed(
    texts.map((text) => `"${text}"`),
    most,
  );

/** What a language draws around its pages. */
export interface LocalShell {
  site: Site;
  navigation: NavGroup[];
  footerColumns: LinkColumn[];
  /** The site's own texts (src/ui/messages-en.ts) in the language. */
  messages: Messages;
}

/** The names of a message's `{placeholders}`, at any depth (inside a plural's cases too). */
function placeholdersOf(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal)
      into.add(element.value);
    if ('options' in element) {
      for (const option of Object.values(element.options)) placeholdersOf(option.value, into);
    }
    if ('children' in element) placeholdersOf(element.children, into);
  }
  return into;
}

/**
 * A language's catalogue checked against the English one: every key there, none other, each an ICU
 * message with the same placeholders. The problems name the key and the language.
 */
function checkCatalogue(
  catalogue: Readonly<Record<string, string>>,
  language: Language,
  file: string,
  data: unknown,
): { messages: Messages; problems: Problem[] } {
  const problems: Problem[] = [];
  const at = (key?: string) => {
    const path = key === undefined ? ['messages'] : ['messages', key];
    return { file, path, where: describePath(path, data) };
  };
  const keys = Object.keys(EN_MESSAGES) as MessageKey[];
  const missing = keys.filter((key) => !Object.hasOwn(catalogue, key));
  if (missing.length > 0) {
    problems.push({
      ...at(),
      message: `${missing.length} message${missing.length === 1 ? ' is' : 's are'} missing in ${language.name} (${language.code}): ${listed(
        missing.map((key) => `"${key}" (in English: "${EN_MESSAGES[key]}")`),
        8,
      )}. Add ${missing.length === 1 ? 'it' : 'each'} under \`messages\`.`,
    });
  }
  for (const [key, message] of Object.entries(catalogue)) {
    if (!Object.hasOwn(EN_MESSAGES, key)) {
      problems.push({
        ...at(key),
        message: `no message is called "${key}".${didYouMean(key, keys)} The keys are those of src/ui/messages-en.ts.`,
      });
      continue;
    }
    let own: Set<string>;
    try {
      own = placeholdersOf(new IntlMessageFormat(message, language.code).getAst());
    } catch (error) {
      problems.push({
        ...at(key),
        message: `not an ICU message: ${(error as Error).message}. Write {name} for a value, and '{' for a brace.`,
      });
      continue;
    }
    const english = placeholdersOf(new IntlMessageFormat(EN_MESSAGES[key as MessageKey], 'en').getAst());
    const same = own.size === english.size && [...own].every((name) => english.has(name));
    if (!same) {
      const list = (names: Set<string>) => (names.size ? [...names].map((name) => `{${name}}`).join(', ') : 'none');
      problems.push({
        ...at(key),
        message: `the placeholders are ${list(own)}, but the English message has ${list(english)}: use the same names, which the site fills in.`,
      });
    }
  }
  return { messages: { ...EN_MESSAGES, ...catalogue } as Messages, problems };
}

/** The settings' keys whose strings a visitor reads (not paths, addresses, ids or names of things). */
const TEXT_KEYS = new Set(['label', 'registrationLine', 'description', 'rights', 'copyright', 'heading', 'alt']);

/** A string a visitor reads, worth translating: one of the text keys, with letters besides its `{placeholders}`. */
const isText = (value: string, key: string) => TEXT_KEYS.has(key) && /\p{L}/u.test(value.replace(/\{[^}]*\}/g, ''));

export interface TranslationInput {
  languages: readonly Language[];
  /** The site settings as written. */
  siteRaw: RawFile;
  navigation: readonly NavGroup[];
  pages: readonly LoadedPage[];
  /** Route name → path, as each language resolves it. */
  routesIn: ReadonlyMap<string, ReadonlyMap<string, string>>;
  tokens: ReadonlyMap<string, string>;
  routesIncomplete: boolean;
  /** Reads a data file (`pages-data/de/_site.ts`), or undefined when there is none. */
  readTranslation: (language: Language) => Promise<RawFile | undefined>;
  /** Where a language's translation file would be: `pages-data/de/_site.ts`. */
  translationFile: (language: Language) => string;
}

export interface Translations {
  shells: Record<string, LocalShell>;
  problems: Problem[];
  warnings: Problem[];
  notes: Problem[];
}

/** The menus as a language shows them: its group names, and its own pages where they are translated. */
function localNavigation(
  navigation: readonly NavGroup[],
  language: Language,
  texts: Readonly<Record<string, string>>,
  titles: ReadonlyMap<string, string | undefined>,
): NavGroup[] {
  const text = (value: string) => (Object.hasOwn(texts, value) ? texts[value]! : value);
  const place = (path: string) => {
    const translated = pathIn(path, language);
    return titles.has(translated) ? translated : path;
  };
  return navigation.map((group) => ({
    ...group,
    heading: text(group.heading),
    ...(group.description ? { description: text(group.description) } : {}),
    firstPath: place(group.firstPath),
    items: group.items.map((item) => {
      const path = place(item.path);
      return { ...item, path, title: (path !== item.path && titles.get(path)) || item.title };
    }),
    groups: localNavigation(group.groups, language, texts, titles),
  }));
}

/** The group texts of the menus, as written: what a translation of the site-wide texts also covers. */
function groupTexts(navigation: readonly NavGroup[]): string[] {
  return navigation.flatMap((group) => [
    group.heading,
    ...(group.description ? [group.description] : []),
    ...groupTexts(group.groups),
  ]);
}

export async function loadTranslations(input: TranslationInput): Promise<Translations> {
  const { languages, siteRaw, navigation, pages, routesIn, tokens, routesIncomplete } = input;
  const out: Translations = { shells: {}, problems: [], warnings: [], notes: [] };
  const published = new Set(pages.map((page) => page.path));
  const defaults = pages.filter((page) => page.language === undefined);
  for (const [i, language] of languages.entries()) {
    if (i === 0) continue;
    const file = input.translationFile(language);
    const raw = await input.readTranslation(language);
    let texts: Record<string, string> = {};
    let catalogue: Record<string, string> = {};
    if (raw) {
      const parsed = parseWith(siteTranslationSchema, raw, new Map(), tokens, out.problems);
      if (!parsed) continue;
      texts = parsed.value.texts;
      catalogue = parsed.value.messages;
    }
    const checked = checkCatalogue(catalogue, language, raw?.file ?? file, raw?.data ?? {});
    out.problems.push(...checked.problems);
    const translated = translateTexts(siteRaw.data, texts, isText);
    const shellProblems: Problem[] = [];
    const local = parseWith(
      siteSchema,
      { file: siteRaw.file, data: translated.data },
      routesIn.get(language.code)!,
      tokens,
      shellProblems,
      routesIncomplete,
    );
    // A translation that breaks a setting (too long a line) is the translation's mistake.
    out.problems.push(
      ...shellProblems.map((problem) => ({
        ...problem,
        file: raw?.file ?? file,
        path: ['texts'],
        where: 'texts',
        message: `as ${language.name} (${language.code}), ${problem.where || 'the site settings'}: ${problem.message}`,
      })),
    );
    if (!local) continue;
    const localSite: Site = {
      ...local.value,
      brand: {
        ...local.value.brand,
        href: localHref(local.value.brand.href, language, published),
        mobileHref: localHref(local.value.brand.mobileHref, language, published),
      },
    };
    const titles = new Map(
      pages.filter((page) => page.language === language.code).map((page) => [page.path, page.page.nav?.title]),
    );
    const localNav = localNavigation(navigation, language, texts, titles);

    const groupWords = groupTexts(navigation).filter((text) => isText(text, 'heading'));
    const missing = [...translated.missing, ...groupWords.filter((text) => !Object.hasOwn(texts, text))];
    const unique = [...new Set(missing)];
    const at = { file: raw?.file ?? siteRaw.file, path: raw ? ['texts'] : ['languages', i - 1] };
    const where = raw ? 'texts' : describePath(at.path, siteRaw.data);
    if (unique.length > 0) {
      out.warnings.push({
        ...at,
        where,
        topic: 'translation',
        message: `${unique.length} site-wide text${unique.length === 1 ? '' : 's'} ha${unique.length === 1 ? 's' : 've'} no ${language.name} translation and show${unique.length === 1 ? 's' : ''} in the default language: ${quoted(unique)}. Add ${unique.length === 1 ? 'it' : 'them'} to \`texts\` in ${file}.`,
        severity: 'warning',
      });
    }
    // An entry no text reads any more (a navbar link removed) is harmless: a note, to tidy up.
    const known = new Set([...translated.used, ...groupWords]);
    const stale = Object.keys(texts).filter((text) => !known.has(text));
    if (stale.length > 0) {
      out.notes.push({
        ...at,
        where,
        message: `no site-wide text reads ${quoted(stale)}: the default text changed, or it is misspelled. Write ${stale.length === 1 ? 'it' : 'each'} as the site settings or a menu group's \`_group.ts\` write ${stale.length === 1 ? 'it' : 'them'}.`,
        severity: 'note',
      });
    }
    const untranslated = defaults.filter((page) => !published.has(pathIn(page.path, language))).map((p) => p.path);
    // A test language (unlisted) has test pages only: every other page lacks it, as it should.
    if (untranslated.length > 0 && !language.unlisted) {
      out.notes.push({
        file: siteRaw.file,
        path: ['languages', i - 1],
        where: describePath(['languages', i - 1], siteRaw.data),
        message: `${untranslated.length} of ${defaults.length} pages have no ${language.name} version (their links lead to the default language's): ${listed(untranslated, 8)}.`,
        items: untranslated,
        severity: 'note',
      });
    }
    out.shells[language.code] = {
      site: localSite,
      navigation: localNav,
      footerColumns: linkColumns(localNav, localSite.footer.menus),
      messages: checked.messages,
    };
  }
  // A translation with no page to translate: its folder mirrors the default pages.
  const defaultPaths = new Set(defaults.map((page) => page.path));
  for (const page of pages) {
    const language = languages.find((l) => l.code === page.language);
    if (!language) continue;
    const original = page.path.slice(language.prefix.length) || '/';
    if (!defaultPaths.has(original)) {
      out.warnings.push({
        file: page.file,
        path: [],
        where: '',
        message: `this ${language.name} page translates ${original}, which is no page: move it to the place of the page it translates, or add that page.`,
        severity: 'warning',
      });
    }
  }
  return out;
}
