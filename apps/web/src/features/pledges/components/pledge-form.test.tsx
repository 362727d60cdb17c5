import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/auth/use-session';
import { campaignQueryKey } from '@/lib/campaigns/get-campaign';
import { createQueryClient } from '@/lib/query-client';
import { LOCAL_CHAIN } from '@/test/chains';
import { signedInSession } from '@/test/session';
import { pledgeView } from '../test-pledge';
import { PledgeForm } from './pledge-form';

const session = vi.hoisted(() => ({ current: null as Session | null }));
const wallet = vi.hoisted(() => ({ send: vi.fn(), connect: vi.fn() }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));
vi.mock('@/lib/auth/wallet-modal-state', () => ({ openWalletModal: wallet.connect }));
// The wallet half: asks the server for the terms first, as the real one does, then "signs".
vi.mock('../send-pledge', () => ({ sendPledge: wallet.send }));

function renderForm(client = createQueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <PledgeForm campaign={{ id: 7, currency: 'USDC' }} chain={LOCAL_CHAIN} />
    </QueryClientProvider>,
  );
  return {
    amount: () => screen.getByLabelText(/^Amount per (month|week) \(USDC\)$/),
    periods: () => screen.getByLabelText(/^(For|At most) \((month|week)s\)$/),
    start: () => screen.getByRole('button', { name: /^Start (monthly|weekly) gift$/ }),
  };
}

/** The wallet signs a pledge whose first gift is due now; the donor's list answers with `items`,
 *  which the test changes once the worker would have collected it. */
function signDueNow() {
  const due = pledgeView({
    collectedPeriods: 0,
    startsAt: new Date(Date.now() - 5_000).toISOString(),
    nextCollectionAt: new Date(Date.now() - 1_000).toISOString(),
  });
  wallet.send.mockResolvedValue(due);
  const listed = { items: [due] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(listed))),
  );
  return listed;
}

beforeEach(() => {
  session.current = signedInSession();
  wallet.send.mockReset();
  wallet.connect.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('PledgeForm', () => {
  it('shows what the donor authorizes in all, amount × periods, weekly or capped alike', async () => {
    const form = renderForm();
    await userEvent.type(form.amount(), '10');
    expect(screen.getByTestId('pledge-total')).toHaveTextContent('120.00 USDC');
    expect(screen.getByText(/10\.00 USDC × 12 months/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Collected every'), 'weekly');
    expect(screen.getByText(/10\.00 USDC × 12 weeks/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Keep giving until I cancel'));
    await userEvent.clear(form.periods());
    await userEvent.type(form.periods(), '120');
    expect(screen.getByTestId('pledge-total')).toHaveTextContent('1,200.00 USDC');
    expect(form.periods()).toHaveAccessibleName('At most (weeks)');
  });

  it.each([
    ['', '12', 'amount', 'Enter an amount per month, such as 10.'],
    ['0', '12', 'amount', 'Enter an amount per month, such as 10.'],
    ['abc', '12', 'amount', 'Enter an amount per month, such as 10.'],
    ['10.1234567', '12', 'amount', 'USDC has at most 6 decimal places.'],
    ['0.5', '12', 'amount', 'A recurring gift is at least 1 USDC per month.'],
    ['10', '0', 'periods', 'The number of months must be a whole number from 1 to 120.'],
    ['10', '2.5', 'periods', 'The number of months must be a whole number from 1 to 120.'],
    ['10', '121', 'periods', 'The number of months can be at most 120.'],
  ])(
    'refuses amount %j for %j months beside the %s field, signing nothing',
    async (amount, periods, field, message) => {
      const form = renderForm();
      if (amount) await userEvent.type(form.amount(), amount);
      await userEvent.clear(form.periods());
      if (periods) await userEvent.type(form.periods(), periods);
      await userEvent.click(form.start());
      const input = field === 'amount' ? form.amount() : form.periods();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
      expect(input).toHaveFocus();
      expect(wallet.send).not.toHaveBeenCalled();
    },
  );

  it('refuses a cap over the maximum for "until I cancel"', async () => {
    const form = renderForm();
    await userEvent.type(form.amount(), '10');
    await userEvent.click(screen.getByLabelText('Keep giving until I cancel'));
    await userEvent.clear(form.periods());
    await userEvent.type(form.periods(), '500');
    expect(screen.queryByTestId('pledge-total')).not.toBeInTheDocument();
    await userEvent.click(form.start());
    expect(form.periods()).toHaveAccessibleDescription('The most months can be at most 120.');
    expect(wallet.send).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as it words it, and lets the donor try again", async () => {
    const refusal = 'This campaign is not accepting donations, so it takes no pledges';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ statusCode: 400, message: `body: ${refusal}` }), { status: 400 }),
      ),
    );
    wallet.send.mockImplementation(async (choice) => {
      const { quotePledge } = await import('../api/pledges');
      return quotePledge(choice);
    });
    const form = renderForm();
    await userEvent.type(form.amount(), '10');
    await userEvent.click(form.start());
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(form.start()).toBeEnabled();
    expect(wallet.send).toHaveBeenCalledWith(
      {
        campaignId: 7,
        chainId: 31337,
        token: 'USDC',
        amount: '10',
        cadence: 'monthly',
        periods: 12,
        untilCancelled: false,
      },
      signedInSession().address,
      expect.any(Function),
      { isAnonymous: false },
    );
  });

  it("offers 'Donate anonymously' as a one-time gift does, credited by name unless ticked", async () => {
    wallet.send.mockResolvedValue(pledgeView({ isAnonymous: true }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: [] }))),
    );
    const form = renderForm();
    const anonymous = screen.getByRole('checkbox', { name: 'Donate anonymously' });
    expect(anonymous).not.toBeChecked();
    expect(anonymous).toHaveAccessibleDescription(
      'Each gift is listed under your name, as a one-time gift is.',
    );
    await userEvent.click(anonymous);
    expect(anonymous).toHaveAccessibleDescription(
      'Each gift is listed as Anonymous; only you see it as yours.',
    );
    await userEvent.type(form.amount(), '10');
    await userEvent.click(form.start());
    await waitFor(() => expect(wallet.send).toHaveBeenCalledTimes(1));
    expect(wallet.send.mock.calls[0]![3]).toEqual({ isAnonymous: true });
  });

  it('says "until I cancel" in plain words, and names the days a 30-day month collects on', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T12:00:00') });
    const form = renderForm();
    await userEvent.type(form.amount(), '10');
    expect(screen.getByText(/^The first gift is collected today/)).toHaveTextContent(
      'The first gift is collected today, the next 30 days later on Dec 28, 2026, Jan 27, 2027 and so on, 12 in all.',
    );
    const until = screen.getByRole('checkbox', { name: 'Keep giving until I cancel' });
    await userEvent.click(until);
    expect(until).toHaveAccessibleDescription(
      'What you sign needs an end: it stops by itself after the number of months above, unless you cancel sooner.',
    );
    expect(screen.getByText(/^The first gift is collected today/)).toHaveTextContent(
      'and so on, at most 12 in all.',
    );
    await userEvent.selectOptions(screen.getByLabelText('Collected every'), 'weekly');
    expect(screen.getByText(/^The first gift is collected today/)).toHaveTextContent(
      'the next 7 days later on Dec 5, 2026, Dec 12, 2026 and so on',
    );
    vi.useRealTimers();
  });

  it('says the gift is active once signed and saved, the first collected now, then the next date', async () => {
    // Due now: the list is read again until the worker has collected it.
    const listed = signDueNow();
    const form = renderForm();
    await userEvent.type(form.amount(), '10');
    await userEvent.click(form.start());
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your monthly gift is active.');
    expect(done).toHaveTextContent('10.00 USDC every month. The first gift is being collected now.');
    expect(form.amount()).toHaveValue('');
    // Once collected, the list (read again while the gift is due) says when the next one is taken.
    listed.items = [pledgeView()];
    await waitFor(() => expect(done).toHaveTextContent(/Next collection: 10\.00 USDC on Dec 27, 2026/), {
      timeout: 8_000,
    });
  });

  it("reads the campaign's total and the donor's lists again once the first gift is collected, without a reload", async () => {
    const listed = signDueNow();
    const client = createQueryClient();
    client.setQueryData(campaignQueryKey(7), { id: 7, raisedAmount: '0' });
    client.setQueryData(['me', signedInSession().address!.toLowerCase(), 'donations'], { items: [] });
    const form = renderForm(client);
    await userEvent.type(form.amount(), '10');
    await userEvent.click(form.start());
    await screen.findByRole('status');
    expect(client.getQueryState(campaignQueryKey(7))?.isInvalidated).toBe(false);
    listed.items = [pledgeView()];
    await waitFor(() => expect(client.getQueryState(campaignQueryKey(7))?.isInvalidated).toBe(true), {
      timeout: 8_000,
    });
    expect(
      client.getQueryState(['me', signedInSession().address!.toLowerCase(), 'donations'])?.isInvalidated,
    ).toBe(true);
  });

  it('calls a weekly gift weekly once it is active', async () => {
    const weekly = pledgeView({
      cadence: 'weekly',
      nextCollectionAt: '2026-12-04T15:00:00.000Z',
      terms: { ...pledgeView().terms, period: '604800' },
    });
    wallet.send.mockResolvedValue(weekly);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: [weekly] }))),
    );
    const form = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Collected every'), 'weekly');
    await userEvent.type(form.amount(), '10');
    await userEvent.click(form.start());
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your weekly gift is active.');
    expect(done).toHaveTextContent('10.00 USDC every week.');
  });

  it('asks a visitor to connect first, then starts the same gift', async () => {
    session.current = { status: 'signed-out', address: null, user: null, isAdmin: false };
    const form = renderForm();
    await userEvent.type(form.amount(), '25');
    await userEvent.click(form.start());
    expect(wallet.connect).toHaveBeenCalledTimes(1);
    expect(wallet.send).not.toHaveBeenCalled();
    wallet.send.mockResolvedValue(pledgeView());
    session.current = signedInSession();
    wallet.connect.mock.calls[0]![0].onConnected();
    await waitFor(() => expect(wallet.send).toHaveBeenCalledTimes(1));
    expect(wallet.send.mock.calls[0]![0]).toMatchObject({ amount: '25' });
  });
});
