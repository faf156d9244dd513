import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Team from './team';
import { teamExamples } from './team.examples';

function renderExample(index: number) {
  const { block, icons } = parseBlock(teamExamples[index]!.data);
  return renderWithSite(<Team {...block} />, icons);
}

describe('team', () => {
  it('given a grid of members, should show each as an article with name, position and text', () => {
    renderExample(0);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('The executive team');
    const [amara, lukas] = screen.getAllByRole('article');
    expect(within(amara!).getByRole('heading', { level: 3 }).textContent).toBe('Amara Okafor');
    expect(within(amara!).getByRole('link', { name: 'Amara Okafor' }).getAttribute('href')).toBe('/');
    expect(within(amara!).getByText('CEO').className).toBe('team-position text-primary');
    expect(within(lukas!).getByText('CTO').className).toBe('team-position text-info');
    expect(within(lukas!).queryAllByRole('link')).toHaveLength(0);
  });

  it('given socials, should draw icon-only social buttons named after the person and network', () => {
    renderExample(0);
    const linkedin = screen.getByRole('link', { name: 'Amara Okafor on LinkedIn' });
    expect(linkedin.className).toBe('btn btn-linkedin btn-sm btn-icon-only');
    expect(linkedin.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Amara Okafor on GitHub' })).toBeTruthy();
  });

  it('given the horizontal layout on dark, should draw side portraits in a dark section', () => {
    const { container } = renderExample(1);
    expect(container.querySelector('.team.team-dark')).not.toBeNull();
    expect(screen.getByRole('article').className).toBe('card team-card h-100 team-card-horizontal');
    expect(screen.getByRole('link', { name: 'Sofia Marin on Twitter' })).toBeTruthy();
  });

  it('given a member without a photo, should draw their initials in place of the portrait, hidden from screen readers', () => {
    const { container } = renderExample(teamExamples.findIndex((e) => e.id === 'team-initials'));
    const initials = container.querySelector('.team-portrait.avatar-initials');
    expect(initials?.textContent).toBe('JS');
    expect(initials?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Jo Anne Smith-Lee' })).toBeTruthy();
  });
});
