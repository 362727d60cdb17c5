import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast/use-toast';
import { SampleDonorsTool } from './sample-donors-tool';
import { renderWithQuery } from './test-utils';

const http = vi.hoisted(() => ({ apiRequest: vi.fn(), apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/lib/http/api-client', () => http);

const CAMPAIGN = { id: 7, raisedAmount: '100', goalAmount: '1000', currency: 'USDT' as const };

beforeEach(() => {
  resetToasts();
  http.apiPost.mockReset().mockResolvedValue({
    donorsAdded: 1,
    campaignTitle: 'Clean water',
    totalAmount: '42',
    newTotalAmount: '142',
  });
});

const countField = () => screen.getByLabelText('Number of donors');
const toastTitles = () => getToasts().map((toast) => toast.title);

describe('SampleDonorsTool', () => {
  it('says how many donors it can add at once', () => {
    renderWithQuery(<SampleDonorsTool campaign={CAMPAIGN} />);
    expect(screen.getByText('Maximum 20 donors can be added at once')).toBeInTheDocument();
    expect(countField()).toHaveValue(3);
  });

  it.each(['', '0', '25'])('sends 1 donor for the count %j', async (input) => {
    renderWithQuery(<SampleDonorsTool campaign={CAMPAIGN} />);
    await userEvent.clear(countField());
    if (input) await userEvent.type(countField(), input);
    await userEvent.click(screen.getByRole('button', { name: /Add 1 sample donor/ }));
    expect(http.apiPost).toHaveBeenCalledWith(
      '/admin/campaigns/7/add-sample-donors',
      { donorCount: 1, preserveRaisedAmount: false },
      { silent: true },
    );
    expect(countField()).toHaveValue(1);
  });

  it("warns 'Goal May Be Exceeded' and still submits", async () => {
    renderWithQuery(<SampleDonorsTool campaign={CAMPAIGN} />);
    await userEvent.clear(countField());
    await userEvent.type(countField(), '4');
    expect(screen.getByRole('alert')).toHaveTextContent('Goal May Be Exceeded');
    await userEvent.click(screen.getByRole('button', { name: 'Add 4 sample donors' }));
    expect(toastTitles()).toContain('Goal May Be Exceeded');
    expect(http.apiPost).toHaveBeenCalledWith(
      '/admin/campaigns/7/add-sample-donors',
      { donorCount: 4, preserveRaisedAmount: false },
      { silent: true },
    );
    expect(await screen.findByText('Add 4 sample donors')).toBeInTheDocument();
    expect(toastTitles()).toContain('Sample Anonymous Donors Added');
  });

  it('drops the warning when the raised amount is preserved', async () => {
    renderWithQuery(<SampleDonorsTool campaign={CAMPAIGN} />);
    await userEvent.clear(countField());
    await userEvent.type(countField(), '20');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Preserve raised amount' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add 20 sample donors' }));
    expect(toastTitles()).not.toContain('Goal May Be Exceeded');
    expect(http.apiPost).toHaveBeenCalledWith(
      '/admin/campaigns/7/add-sample-donors',
      { donorCount: 20, preserveRaisedAmount: true },
      { silent: true },
    );
  });
});
