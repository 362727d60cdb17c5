import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar';

describe('UserAvatar', () => {
  it('shows the https picture', () => {
    render(<UserAvatar url="https://example.org/me.png" name="maker" />);
    expect(screen.getByRole('img', { name: "maker's avatar" })).toHaveAttribute(
      'src',
      'https://example.org/me.png',
    );
  });

  it('falls back to the icon when the picture fails to load', () => {
    render(<UserAvatar url="https://example.org/broken.png" name="maker" />);
    fireEvent.error(screen.getByRole('img', { name: "maker's avatar" }));
    expect(screen.getByRole('img', { name: 'maker has no avatar' })).toBeInTheDocument();
  });

  it('never loads a non-https link', () => {
    render(<UserAvatar url="http://example.org/me.png" name="maker" />);
    expect(screen.queryByRole('img', { name: "maker's avatar" })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'maker has no avatar' })).toBeInTheDocument();
  });
});
