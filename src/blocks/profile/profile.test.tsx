import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas, type BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Profile from './profile';
import { profileExamples } from './profile.examples';

function renderProfile(data: BlockInput<'profile'>) {
  const { block } = parseBlock(data);
  return renderWithSite(<Profile {...block} />);
}

const [author, plain] = profileExamples.map((e) => e.data) as [BlockInput<'profile'>, BlockInput<'profile'>];

describe('profile', () => {
  it.each(profileExamples)('given the "$title" example, should name the section after the person', ({ data }) => {
    renderProfile(data);
    const heading = screen.getByRole('heading', { level: 2, name: data.name });
    expect(screen.getByRole('region', { name: data.name }).contains(heading)).toBe(true);
  });

  it('given the author, should show the portrait, role, counts and bio', () => {
    renderProfile(author);
    expect(screen.getByRole('img', { name: 'Priya Nair' })).toBeTruthy();
    expect(screen.getByText('Cloud architect')).toBeTruthy();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Posts', 'Followers', 'Following']);
    expect(values).toEqual(['323', '3.5k', '260']);
    expect(screen.getByText(/designs cloud platforms/)).toBeTruthy();
  });

  it('given the Follow button, should toggle it on and off', () => {
    renderProfile(author);
    const follow = screen.getByRole('button', { name: 'Follow' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    expect(follow.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(follow);
    expect(follow.getAttribute('aria-pressed')).toBe('false');
  });

  it('given no follow text and no counts, should show neither', () => {
    renderProfile(plain);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('given a name-only h1, should default to a page heading and reject five counts', () => {
    const { block } = parseBlock({ ...plain, level: undefined } as BlockInput<'profile'>);
    expect(block.level).toBe('h1');
    const stat = { value: '1', label: 'Posts' };
    const result = blockSchemas.profile.safeParse({ ...plain, stats: [stat, stat, stat, stat, stat] });
    expect(result.error?.issues[0]?.path).toEqual(['stats']);
  });
});
