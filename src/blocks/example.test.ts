import { describe, expect, it } from 'vitest';
import { definePage } from '../../schema';
import { samplesOf } from './example';

const first = { type: 'badges' as const, badges: [{ label: 'New' }] };
const page = definePage({
  meta: { title: 'Samples', description: 'Samples of two block types.' },
  blocks: [
    { type: 'sample', id: 'one', title: 'One', blocks: [first] },
    { type: 'badges', badges: [{ label: 'Not a sample' }] },
    {
      type: 'sample',
      id: 'two',
      title: 'Two',
      blocks: [
        { type: 'breadcrumbs', items: [{ label: 'Home' }] },
        { type: 'badges', badges: [{ label: 'Hot' }] },
      ],
    },
    { type: 'sample', id: 'three', title: 'Three', blocks: [{ type: 'breadcrumbs', items: [{ label: 'Docs' }] }] },
  ],
});

describe('samplesOf', () => {
  it("given a showcase page, should return each sample showing the type with the sample's id, title and block", () => {
    expect(samplesOf(page, 'badges')).toEqual([
      { id: 'one', title: 'One', data: { type: 'badges', badges: [{ label: 'New' }] } },
      { id: 'two', title: 'Two', data: { type: 'badges', badges: [{ label: 'Hot' }] } },
    ]);
    expect(samplesOf(page, 'breadcrumbs').map((example) => example.id)).toEqual(['two', 'three']);
    expect(samplesOf(page, 'modal')).toEqual([]);
  });

  it('given a sample, should hand out its block itself, so the showcase and the examples cannot drift', () => {
    expect(samplesOf(page, 'badges')[0]!.data).toBe(first);
  });
});
