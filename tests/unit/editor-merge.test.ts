import { describe, expect, it } from 'vitest';
import { mergeValues, resolveConflicts } from '../../src/editor/merge';

const hero = (title: string, subtitle = 'We build it') => ({ type: 'hero', title, subtitle });
const page = (blocks: unknown[], title = 'Home') => ({ meta: { title, description: 'Our work' }, blocks });

describe('Given two edits of a page loaded from the same file', () => {
  it('should keep both when they changed different values', () => {
    const base = page([hero('Hello'), hero('Services')]);
    const theirs = page([hero('Hello', 'Made for you'), hero('Services')]);
    const mine = page([hero('Hello'), hero('Our services')], 'Welcome');
    const result = mergeValues(base, theirs, mine);
    expect(result.conflicts).toEqual([]);
    expect(result.merged).toEqual(page([hero('Hello', 'Made for you'), hero('Our services')], 'Welcome'));
    expect(result.theirChanges).toEqual([['blocks', 0, 'subtitle']]);
  });

  it('should name a value both changed differently as a conflict, with both sides', () => {
    const base = page([hero('Hello')]);
    const result = mergeValues(base, page([hero('Hi')]), page([hero('Hey')]));
    expect(result.conflicts).toEqual([{ path: ['blocks', 0, 'title'], theirs: 'Hi', mine: 'Hey' }]);
    expect(resolveConflicts(result, ['mine'])).toEqual(page([hero('Hey')]));
    expect(resolveConflicts(result, ['theirs'])).toEqual(page([hero('Hi')]));
  });

  it('should keep one value both changed alike, with no conflict', () => {
    const result = mergeValues(page([hero('Hello')]), page([hero('Hi')]), page([hero('Hi')]));
    expect(result).toEqual({ merged: page([hero('Hi')]), conflicts: [], theirChanges: [] });
  });

  it('should merge nested objects key by key, and conflict only on the key both changed', () => {
    const base = { layout: { navbar: { dark: false, sticky: true }, footer: 'big' } };
    const theirs = { layout: { navbar: { dark: true, sticky: true }, footer: 'small' } };
    const mine = { layout: { navbar: { dark: false, sticky: false }, footer: 'none' } };
    const result = mergeValues(base, theirs, mine);
    expect(result.conflicts).toEqual([{ path: ['layout', 'footer'], theirs: 'small', mine: 'none' }]);
    expect(resolveConflicts(result, ['theirs'])).toEqual({
      layout: { navbar: { dark: true, sticky: false }, footer: 'small' },
    });
  });

  it('should carry their edit of a block to its new place when mine added and moved blocks', () => {
    const base = page([hero('A'), hero('B'), hero('C')]);
    const theirs = page([hero('A'), hero('B', 'Edited elsewhere'), hero('C')]);
    const mine = page([hero('New'), hero('C'), hero('A'), hero('B')]);
    const result = mergeValues(base, theirs, mine);
    expect(result.conflicts).toEqual([]);
    expect(result.merged).toEqual(page([hero('New'), hero('C'), hero('A'), hero('B', 'Edited elsewhere')]));
    expect(result.theirChanges).toEqual([['blocks', 3, 'subtitle']]);
  });

  it('should carry my edit of a block into their list when they removed another block', () => {
    const base = page([hero('A'), hero('B'), hero('C')]);
    const theirs = page([hero('A'), hero('C')]);
    const mine = page([hero('A'), hero('B'), hero('C', 'Mine')]);
    const result = mergeValues(base, theirs, mine);
    expect(result.conflicts).toEqual([]);
    expect(result.merged).toEqual(page([hero('A'), hero('C', 'Mine')]));
  });

  it('should make the whole list one conflict when my edited block is one they removed', () => {
    const base = page([hero('A'), hero('B')]);
    const theirs = page([hero('A')]);
    const mine = page([hero('A'), hero('B', 'Mine')]);
    const result = mergeValues(base, theirs, mine);
    expect(result.conflicts).toEqual([{ path: ['blocks'], theirs: theirs.blocks, mine: mine.blocks }]);
    expect(resolveConflicts(result, ['mine'])).toEqual(mine);
  });

  it('should make the whole list one conflict when both added or removed blocks', () => {
    const base = page([hero('A')]);
    const theirs = page([hero('A'), hero('Theirs')]);
    const mine = page([hero('Mine'), hero('A')]);
    const result = mergeValues(base, theirs, mine);
    expect(result.conflicts.map((c) => c.path)).toEqual([['blocks']]);
    expect(resolveConflicts(result, ['theirs'])).toEqual(theirs);
  });

  it('should remove a value one side removed and the other left, and conflict when the other changed it', () => {
    const base = { meta: { title: 'T', note: 'old' }, extra: 1 };
    const removed = mergeValues(
      base,
      { meta: { title: 'T' }, extra: 1 },
      { meta: { title: 'T2', note: 'old' }, extra: 1 },
    );
    expect(removed.merged).toEqual({ meta: { title: 'T2' }, extra: 1 });
    expect(removed.conflicts).toEqual([]);

    const changed = mergeValues(
      base,
      { meta: { title: 'T' }, extra: 1 },
      { meta: { title: 'T', note: 'new' }, extra: 1 },
    );
    expect(changed.conflicts).toEqual([{ path: ['meta', 'note'], theirs: undefined, mine: 'new' }]);
    expect(resolveConflicts(changed, ['theirs'])).toEqual({ meta: { title: 'T' }, extra: 1 });
    expect(resolveConflicts(changed, ['mine'])).toEqual({ meta: { title: 'T', note: 'new' }, extra: 1 });
  });

  it('should drop nothing either side wrote: every value of theirs and mine is in the merge or a conflict', () => {
    const base = page([hero('A'), hero('B')]);
    const theirs = { ...page([hero('A', 'x'), hero('B2')], 'Theirs'), nav: { label: 'Home' } };
    const mine = { ...page([hero('A2'), hero('B3')]), footer: 'small' };
    const result = mergeValues(base, theirs, mine);
    expect(result.conflicts).toEqual([{ path: ['blocks', 1, 'title'], theirs: 'B2', mine: 'B3' }]);
    expect(resolveConflicts(result, ['mine'])).toEqual({
      ...page([hero('A2', 'x'), hero('B3')], 'Theirs'),
      nav: { label: 'Home' },
      footer: 'small',
    });
  });
});
