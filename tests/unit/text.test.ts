import { describe, expect, it } from 'vitest';
import { blankOut, checkText, MAX_SHORT_TEXT, MAX_TEXT, type TextProblem } from '../../src/content/text';

describe('Given the text of a page', () => {
  const page = {
    meta: { title: 'Home' },
    blocks: [
      { type: 'hero', title: '  ', body: ['Hello', ' ', { bold: 'world' }, '\u200B\u2060'] },
      { type: 'content', intro: 'x'.repeat(MAX_TEXT + 1), label: 'y'.repeat(MAX_SHORT_TEXT + 1) },
    ],
  };
  const problems: TextProblem[] = [];
  const blanks = checkText(page, problems);

  it('should find every text made only of spaces or invisible characters, the single space between inline pieces included', () => {
    expect(blanks).toEqual([
      ['blocks', 0, 'title'],
      ['blocks', 0, 'body', 1],
      ['blocks', 0, 'body', 3],
    ]);
  });

  it('should empty only those texts, in a copy', () => {
    const blanked = blankOut(page, blanks) as typeof page;
    expect(blanked.blocks[0]).toEqual({ type: 'hero', title: '', body: ['Hello', '', { bold: 'world' }, ''] });
    expect(page.blocks[0]!.title).toBe('  ');
  });

  it('should report text over its field’s limit: short for names and labels, long for the rest', () => {
    expect(problems.map((p) => p.path)).toEqual([
      ['blocks', 1, 'intro'],
      ['blocks', 1, 'label'],
    ]);
    expect(problems[1]!.message).toBe(
      'too long: 301 characters, at most 300 here. Shorten the text or split it into paragraphs.',
    );
  });
});
