import { describe, expect, it } from 'vitest';
import { didYouMean } from '../../schema/suggest';

describe('Given a value that is not valid', () => {
  it('should suggest the closest candidate for a typo', () => {
    expect(didYouMean('suport_agent', ['support_agent', 'search'])).toBe(' Did you mean `support_agent`?');
  });

  it('should suggest a candidate that differs only in case', () => {
    expect(didYouMean('Privacy', ['privacy', 'pricing'])).toBe(' Did you mean `privacy`?');
  });

  it('should never suggest the value itself', () => {
    expect(didYouMean('privacy', ['privacy'])).toBe('');
    expect(didYouMean('privacy', ['privacy', 'privacy-2'])).toBe(' Did you mean `privacy-2`?');
  });

  it('should suggest nothing when no candidate is close', () => {
    expect(didYouMean('zzzz', ['privacy', 'pricing'])).toBe('');
  });
});
