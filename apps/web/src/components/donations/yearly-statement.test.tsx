import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { donationYears, YearlyStatement } from './yearly-statement';

describe('YearlyStatement', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the years the donor gave in, newest first (UTC)', () => {
    expect(donationYears(['2025-03-01T10:00:00Z', '2026-01-01T00:30:00Z', '2025-12-31T23:59:59Z'])).toEqual([
      2026, 2025,
    ]);
  });

  it("downloads the chosen year's statement as CSV or PDF with the donor's token", async () => {
    localStorage.setItem('accessToken', 'donor-token');
    const fetch = vi.fn(async () => new Response('csv', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    render(<YearlyStatement years={[2026, 2025]} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2025');
    await userEvent.click(screen.getByRole('button', { name: '2025 statement (PDF)' }));
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/donations\/me\/statement\?year=2025&format=pdf$/),
      { headers: { Authorization: 'Bearer donor-token' } },
    );
    localStorage.removeItem('accessToken');
  });
});
