import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar';

const OWN = '/media/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';

describe('UserAvatar', () => {
  it("shows CrowdVault's copy of the picture", () => {
    render(<UserAvatar url={OWN} name="maker" />);
    expect(screen.getByRole('img', { name: "maker's avatar" })).toHaveAttribute('src', OWN);
  });

  it('falls back to the icon when the picture fails to load', () => {
    render(<UserAvatar url={OWN} name="maker" />);
    fireEvent.error(screen.getByRole('img', { name: "maker's avatar" }));
    expect(screen.getByRole('img', { name: 'maker has no avatar' })).toBeInTheDocument();
  });

  it('never loads a picture from another host (img-src is self only)', () => {
    for (const url of ['https://example.org/me.png', 'http://example.org/me.png']) {
      const { unmount } = render(<UserAvatar url={url} name="maker" />);
      expect(screen.queryByRole('img', { name: "maker's avatar" })).not.toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'maker has no avatar' })).toBeInTheDocument();
      unmount();
    }
  });
});
