import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageSchema } from '../../schema/primitives';
import { Avatar, initials } from './avatar';

describe('Avatar', () => {
  it.each([
    ['Sofia Marin', 'SM'],
    ['Jo Anne Smith-Lee', 'JS'],
    ['Priya', 'P'],
    ['élodie durand', 'ÉD'],
    ['  Ada   Lovelace ', 'AL'],
  ])('given the name %s, should show the initials %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('given a photo, should draw the photo and no initials', () => {
    const image = imageSchema.parse({ src: 'people/woman-auburn', alt: '' });
    const { container } = render(<Avatar image={image} name="Sofia Marin" />);
    expect(container.querySelector('img.avatar')).not.toBeNull();
    expect(container.querySelector('.avatar-initials')).toBeNull();
  });

  it('given no photo, should draw the initials as text, hidden from screen readers', () => {
    const { container } = render(<Avatar name="Sofia Marin" />);
    const avatar = container.querySelector('.avatar.avatar-initials');
    expect(avatar?.textContent).toBe('SM');
    expect(avatar?.getAttribute('aria-hidden')).toBe('true');
  });
});
