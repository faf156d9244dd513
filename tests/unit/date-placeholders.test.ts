import { describe, expect, it } from 'vitest';
import { fillPlaceholders, formatDatePlaceholder, LanguageTokens, placeholderProblems } from '../../schema/text';

describe('a date written {date:YYYY-MM-DD} in a text', () => {
  const settings = new Map([['company.name', 'Brightline Software']]);

  it('given an English, a German and an Arabic page, should write the date as each language does', () => {
    const text = 'Effective {date:2025-09-01}, {company.name}';
    expect(fillPlaceholders(text, new LanguageTokens(settings, 'en'))).toBe(
      'Effective September 1, 2025, Brightline Software',
    );
    expect(fillPlaceholders(text, new LanguageTokens(settings, 'de'))).toBe(
      'Effective 1. September 2025, Brightline Software',
    );
    expect(formatDatePlaceholder('date:2025-09-01', 'ar')).toMatch(/سبتمبر/);
  });

  it('given a day that does not exist or another shape, should say how to write a date', () => {
    for (const text of ['Since {date:2025-02-30}', 'Since {date:2025-9-1}', 'Since {date:}']) {
      expect(placeholderProblems(text, settings), text).toEqual([
        expect.stringMatching(
          /^\{date:[\d-]*\} is no date: write a date as \{date:2025-09-01\} \(year, month, day\)\.$/,
        ),
      ]);
    }
    expect(placeholderProblems('Since {date:2024-02-29}', settings)).toEqual([]);
  });
});
