import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it("is titled '404 Page Not Found', in the heading and the document title (SPEC.md §2)", () => {
    render(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(document.title).toMatch(/^404 Page Not Found · /);
  });

  it('tells a visitor the page does not exist and links to Discover and Home, not to the router', () => {
    render(<NotFoundPage />);
    expect(
      screen.getByText('There is no page at this address. It may have moved, or the link may be mistyped.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/router/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover campaigns' })).toHaveAttribute('href', '/discover');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
