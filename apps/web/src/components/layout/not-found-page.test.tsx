import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it("is titled '404 Page Not Found', in the heading and the document title (SPEC.md §2)", () => {
    render(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(document.title).toMatch(/^404 Page Not Found · /);
  });
});
