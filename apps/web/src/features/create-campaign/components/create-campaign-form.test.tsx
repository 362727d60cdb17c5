import type { ConfigResponse } from '@crowdvault/shared/api/config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configQueryOptions } from '@/lib/config/app-config';
import { getToasts, resetToasts } from '@/lib/toast/use-toast';
import { configWithChains } from '@/test/chains';
import { CreateCampaignForm } from './create-campaign-form';

/** The form on the local chain (its config lists dev accounts) unless `config` says otherwise. */
function renderForm(config: ConfigResponse = { ...configWithChains(), devAccounts: [] }) {
  const location = memoryLocation({ path: '/create', record: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(configQueryOptions.queryKey, config);
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <CreateCampaignForm />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('CreateCampaignForm', () => {
  it('offers Fill Sample Data on the local chain only, never to creators on a real network', () => {
    renderForm(configWithChains());
    expect(screen.getByRole('button', { name: 'Create Campaign' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill Sample Data' })).not.toBeInTheDocument();
  });

  it('shows every required-field message by its field', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    for (const [label, message] of [
      ['Campaign Title', 'Title is required'],
      ['Short Description', 'Description is required'],
      ['Campaign Story', 'Story is required'],
      ['Goal Amount', 'Goal amount is required'],
    ] as const) {
      const field = await screen.findByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getByText('Category is required')).toBeInTheDocument();
  });

  it('checks URLs, the goal bounds and the end date', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Image URL/), 'not a url');
    await userEvent.type(screen.getByLabelText(/YouTube Video/), 'https://vimeo.com/1');
    await userEvent.type(screen.getByLabelText('Goal Amount'), '0');
    await userEvent.type(screen.getByLabelText(/End Date/), '2001-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
    expect(screen.getByText('Please enter a YouTube watch or youtu.be link')).toBeInTheDocument();
    expect(screen.getByText('Goal amount must be at least 0.01')).toBeInTheDocument();
    expect(screen.getByText('End date cannot be in the past')).toBeInTheDocument();
  });

  it('fills sample data and shows the fee and what the creator receives', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Fill Sample Data' }));
    expect(screen.getByLabelText('Goal Amount')).toHaveValue(25000);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Education');
    const breakdown = screen.getByTestId('fee-breakdown');
    expect(within(breakdown).getByText('625.00 USDT')).toBeInTheDocument();
    expect(within(breakdown).getByText('24,375.00 USDT')).toBeInTheDocument();
    expect(screen.getByText(/2\.5% platform fee/)).toBeInTheDocument();
  });

  it('sends the payload, says Creating Campaign... and opens the new campaign', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const location = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Fill Sample Data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByRole('button', { name: 'Creating Campaign...' })).toBeDisabled();
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({
      goalAmount: '25000',
      category: 'Education',
      currency: 'USDT',
      imageUrl: null,
      location: 'Kisumu, Kenya',
    });
    expect(body).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('isApproved');
    release(new Response(JSON.stringify({ id: 42 }), { status: 201 }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/campaign/42'));
  });

  it("shows the server's refusal as its sentence alone, without the field path", async () => {
    // A check only the server makes (the platform's current minimum goal, set by admins).
    const message = 'body/goalAmount: Goal amount must be at least 50000';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message }), { status: 400 })),
    );
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Fill Sample Data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() =>
      expect(getToasts().find((item) => item.title === 'Failed to create campaign')?.description).toBe(
        'Goal amount must be at least 50000',
      ),
    );
  });

  describe('funding model', () => {
    /** Fills the sample, answers POST /api/campaigns with 201, and returns the body sent. */
    async function submitSample() {
      const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 7 }), { status: 201 }));
      vi.stubGlobal('fetch', fetchMock);
      await userEvent.click(screen.getByRole('button', { name: 'Fill Sample Data' }));
      await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      return JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    }

    it('explains both models, keeps what is raised by default and names no network then', async () => {
      renderForm();
      const keep = screen.getByRole('radio', { name: /Keep what you raise/ });
      const allOrNothing = screen.getByRole('radio', { name: /All or nothing/ });
      expect(keep).toBeChecked();
      expect(keep).toHaveAccessibleName(/withdraw whatever donors give/);
      expect(allOrNothing).toHaveAccessibleName(/every donor can take back exactly what they gave/);
      expect(screen.queryByLabelText('Network')).not.toBeInTheDocument();
      const body = await submitSample();
      expect(body.fundingModel).toBe('keep');
      expect(body).not.toHaveProperty('chainId');
    });

    it('for all or nothing, offers the networks, says what is fixed forever and sends the chosen network', async () => {
      renderForm();
      await userEvent.click(screen.getByRole('radio', { name: /All or nothing/ }));
      const network = screen.getByLabelText('Network');
      expect(network).toHaveValue('31337');
      expect(
        within(network)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Local Chain (USDT, USDC and DAI)', 'Local L2 (USDT, USDC and DAI)']);
      await userEvent.selectOptions(network, 'Local L2 (USDT, USDC and DAI)');
      await userEvent.type(screen.getByLabelText('Goal Amount'), '1500');
      await userEvent.type(screen.getByLabelText(/End Date/), '2099-03-04');
      const fixed = screen.getByTestId('all-or-nothing-fixed');
      expect(fixed).toHaveTextContent('Fixed forever once the campaign is created');
      expect(fixed).toHaveTextContent('1,500.00 USDT goal');
      expect(fixed).toHaveTextContent('Mar 4, 2099, 23:59 UTC');
      expect(fixed).toHaveTextContent('Neither you nor an admin can change them later');

      await userEvent.clear(screen.getByLabelText('Goal Amount'));
      const body = await submitSample();
      expect(body).toMatchObject({ fundingModel: 'all_or_nothing', chainId: 31338, goalAmount: '25000' });
    });

    it('asks an all-or-nothing goal of at least 1, under the goal field', async () => {
      renderForm();
      await userEvent.click(screen.getByRole('button', { name: 'Fill Sample Data' }));
      await userEvent.click(screen.getByRole('radio', { name: /All or nothing/ }));
      await userEvent.clear(screen.getByLabelText('Goal Amount'));
      await userEvent.type(screen.getByLabelText('Goal Amount'), '0.5');
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
      expect(await screen.findByLabelText('Goal Amount')).toHaveAccessibleDescription(
        'An all-or-nothing goal must be at least 1',
      );
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('going back to keep what you raise sends no network', async () => {
      renderForm();
      await userEvent.click(screen.getByRole('radio', { name: /All or nothing/ }));
      await userEvent.click(screen.getByRole('radio', { name: /Keep what you raise/ }));
      const body = await submitSample();
      expect(body.fundingModel).toBe('keep');
      expect(body).not.toHaveProperty('chainId');
    });
  });
});
