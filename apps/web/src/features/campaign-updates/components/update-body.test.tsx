import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UpdateBody } from './update-body';

describe('UpdateBody', () => {
  it('shows markup as text and links only http(s) URLs, safely', () => {
    const { container } = render(
      <UpdateBody body={'<img src=x onerror=alert(1)>\njavascript:alert(1)\nhttps://example.org/news'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.org/news');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  });
});
