import { reactions } from '@chalkline/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Emoji, emojiImages, isKnownEmoji } from './Emoji';

describe('Emoji', () => {
  it('has a picture for each of the six reactions, served by the app itself', () => {
    for (const reaction of reactions) {
      expect(isKnownEmoji(reaction), reaction).toBe(true);
      const src = emojiImages[reaction as keyof typeof emojiImages].src;
      // A data URI (inlined by the build) or a path on this origin, never another host.
      expect(src, reaction).toMatch(/^(data:image\/svg\+xml|\/)/);
    }
  });

  it('draws an emoji as a 1em picture, named when asked and hidden from screen readers otherwise', () => {
    const { container } = render(
      <p>
        <Emoji char="🔥" label="Fire" />
        <Emoji char="✋" />
      </p>,
    );
    const fire = screen.getByRole('img', { name: 'Fire' });
    expect(fire.tagName).toBe('IMG');
    expect(fire.getAttribute('src')).toBe(emojiImages['🔥'].src);
    expect(container.querySelectorAll('img')).toHaveLength(2);
    expect(screen.queryAllByRole('img')).toHaveLength(1);
  });

  it('falls back to the text for an emoji it has no picture for', () => {
    render(<Emoji char="🦄" />);
    expect(screen.getByText('🦄')).toBeTruthy();
  });
});
