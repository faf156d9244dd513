import { afterAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../src/content/problem';
import { load, pagesDir, positionOf, rel, removePagesDirs } from '../support/pages-dir';
import { validateCli } from '../support/validate-cli';

afterAll(removePagesDirs);

/** A page named "home" with a header and these blocks (written as they stand in the file). */
const page = (blocks: string, heroFields = '') => `export default {
  name: 'home',
  meta: { title: 'Home', description: 'The home page.' },
  blocks: [
    { type: 'hero', image: { src: 'photos/office-dark', alt: '' }, title: 'Cloud hosting'${heroFields} },
${blocks}
  ],
};
`;

const faq = (answer: string) => `    {
      type: 'accordion',
      title: 'Questions',
      questions: true,
      items: [
        { title: 'Can I leave?', body: ['Yes, at any time.'] },
        { title: 'Is it safe?', body: ${answer} },
      ],
    },`;

const pricing = (price: string) => `    {
      type: 'pricing',
      heading: 'Plans',
      plans: [{ label: 'Plans', cards: [{ title: 'Basic', price: ${price}, action: { label: 'Join Basic', href: '/' } }] }],
    },`;

/** The warnings of a pages folder holding `files`, after checking it has no error. */
async function warningsOf(files: Record<string, string>): Promise<{ dir: string; warnings: Problem[] }> {
  const dir = await pagesDir(files);
  const { problems, warnings } = await load(dir);
  expect(problems).toEqual([]);
  return { dir, warnings };
}

describe('content lint: structured data', () => {
  it('Given an FAQ question said on two pages, should warn at the second with the first and the fix; `faq: false` keeps it off', async () => {
    const other = page(faq("['Yes.']")).replace("name: 'home',\n", '');
    const { dir, warnings } = await warningsOf({ 'index.ts': page(faq("['Yes.']")), 'help.ts': other });
    expect(warnings).toEqual([
      expect.objectContaining({
        file: rel(dir, 'help.ts'),
        where: 'blocks[1] (accordion) › items[0] › title',
        ...positionOf(other, "'Can I leave?'"),
        message: `"Can I leave?" is said to search engines on / too (${rel(dir, 'index.ts')}), and they take it from one page only: add \`faq: false\` to this item to show it here but say it to search engines on the other page only, or remove it from one of the two.`,
      }),
      expect.objectContaining({ file: rel(dir, 'help.ts'), where: 'blocks[1] (accordion) › items[1] › title' }),
    ]);
    const kept = other.replace("{ title: 'Can I leave?',", "{ title: 'Can I leave?', faq: false,");
    const off = await warningsOf({
      'index.ts': page(faq("['Yes.']")),
      'help.ts': kept.replace("{ title: 'Is it safe?',", "{ title: 'Is it safe?', faq: false,"),
    });
    expect(off.warnings).toEqual([]);
  });

  it('Given an FAQ accordion with an empty answer, should warn at the answer with the fix', async () => {
    const file = page(faq("['']"));
    const { dir, warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toEqual([
      {
        file: rel(dir, 'index.ts'),
        path: ['blocks', 1, 'items', 1, 'body'],
        where: 'blocks[1] (accordion) › items[1] › body',
        message:
          'the answer is empty, so search engines leave this question out of the FAQ (`questions: true`): write the answer, or remove the question.',
        severity: 'warning',
        ...positionOf(file, "body: ['']"),
        column: positionOf(file, "body: ['']").column + 'body: '.length,
      },
    ]);
  });

  it('Given the same empty answer in an accordion that is not marked as questions, should not warn', async () => {
    const { warnings } = await warningsOf({
      'index.ts': page(faq("['']").replace('questions: true', 'questions: false')),
    });
    expect(warnings).toEqual([]);
  });

  it('Given a price whose sign names no one currency, should warn at the sign and ask for its code', async () => {
    const file = page(pricing("{ currency: 'kr', amount: 99, period: 'mo' }"));
    const { warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toEqual([
      expect.objectContaining({
        where: 'blocks[1] (pricing) › plans[0] › cards[0] › price › currency',
        message: expect.stringContaining(
          'the currency sign "kr" names no one currency, so search engines are told no price for this plan: add its ISO 4217 code',
        ) as string,
        severity: 'warning',
        ...positionOf(file, "'kr'"),
      }),
    ]);
  });

  it.each([
    ['a sign with its code', "{ currency: 'kr', currencyCode: 'SEK', amount: 99 }"],
    ['a sign that names one currency', "{ currency: '€', amount: 99 }"],
    ['a bare amount (US dollars)', '99'],
  ])('Given %s, should not warn', async (_, price) => {
    const { warnings } = await warningsOf({ 'index.ts': page(pricing(price)) });
    expect(warnings).toEqual([]);
  });

  it('Given an article header with no date, should warn at the article with the fix', async () => {
    const file = page('', ", article: { author: 'Priya Nair' }");
    const { warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toEqual([
      expect.objectContaining({
        where: 'blocks[0] (hero) › article',
        message: expect.stringContaining(
          "the article has no date, so search engines cannot tell how recent it is: add `published: 'YYYY-MM-DD'`",
        ) as string,
        ...positionOf(file, "{ author: 'Priya Nair' }"),
      }),
    ]);
  });

  it('Given an article day that is not in the calendar, should refuse it at its place', async () => {
    const file = page('', ", article: { author: 'Priya Nair', published: '2026-02-30' }");
    const dir = await pagesDir({ 'index.ts': file });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        where: 'blocks[0] (hero) › article › published',
        message: expect.stringContaining('expected a day of the calendar') as string,
        ...positionOf(file, "'2026-02-30'"),
      }),
    ]);
  });

  it('Given a breadcrumb entry before the last with no link, should warn at the entry', async () => {
    const trail = `    { type: 'breadcrumbs', items: [{ label: 'Support' }, { label: 'FAQ' }] },`;
    const file = page(trail);
    const { warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toEqual([
      expect.objectContaining({
        where: 'blocks[1] (breadcrumbs) › items[0]',
        message: expect.stringContaining('the entry "Support" leads nowhere') as string,
        ...positionOf(file, "{ label: 'Support' }"),
      }),
    ]);
  });

  it('Given an empty FAQ answer, npm run validate should print it at its line as a warning, and --strict fail on it', async () => {
    const file = page(faq("['']"));
    const dir = await pagesDir({ 'index.ts': file });
    const at = positionOf(file, "body: ['']");
    const result = await validateCli(`--dir=${dir}`);
    expect(result.stderr).toContain(
      `${rel(dir, 'index.ts')}:${at.line}:${at.column + 'body: '.length}\n  warning: blocks[1] (accordion) › items[1] › body: the answer is empty`,
    );
    expect(result.status).toBe(0);
    expect((await validateCli(`--dir=${dir}`, '--strict')).status).toBe(1);
  });
});
