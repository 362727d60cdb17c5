import { ROUND_MESSAGES } from '@crowdvault/shared/api/rounds';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast/use-toast';
import { ROUND_FORM_MESSAGES } from '../lib/round-form';
import { renderRoundsUi, serverAnswers } from '../test-render';
import { runningRound } from '../test-round';
import { RoundForm } from './round-form';

function renderForm(props: Partial<Parameters<typeof RoundForm>[0]> = {}) {
  const onSaved = vi.fn();
  renderRoundsUi(<RoundForm onSaved={onSaved} {...props} />);
  return onSaved;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('RoundForm', () => {
  it('shows each bad field its own message, sends nothing and keeps what was typed', async () => {
    const fetch = serverAnswers(201, {});
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Climate tools');
    await userEvent.type(screen.getByLabelText('Sponsor address'), '0x1234');
    await userEvent.type(screen.getByLabelText('Matching pool (USDT)'), '12,5');
    await userEvent.clear(screen.getByLabelText('Cap per campaign (% of the pool)'));
    await userEvent.type(screen.getByLabelText('Cap per campaign (% of the pool)'), '250');
    await userEvent.clear(screen.getByLabelText('Minimum gift (USDT)'));
    await userEvent.type(screen.getByLabelText('Minimum gift (USDT)'), '0.1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Create round' }));

    for (const [label, message] of [
      ['Description', ROUND_MESSAGES.descriptionRequired],
      ['Sponsor address', ROUND_FORM_MESSAGES.sponsorInvalid],
      ['Matching pool (USDT)', ROUND_FORM_MESSAGES.amountInvalid],
      ['Cap per campaign (% of the pool)', ROUND_FORM_MESSAGES.capInvalid],
      ['Minimum gift (USDT)', 'USDT has 6 decimal places; use at most that many'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).toHaveValue('Climate tools');
    expect(screen.getByLabelText('Sponsor address')).toHaveValue('0x1234');
    expect(screen.getByLabelText('Matching pool (USDT)')).toHaveValue('12,5');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a calendar that does not hold together under the field that breaks it', async () => {
    serverAnswers(201, {});
    renderForm();
    const closes = screen.getByLabelText('Applications close');
    await userEvent.clear(closes);
    await userEvent.type(closes, '2099-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Create round' }));
    expect(closes).toHaveAccessibleDescription(ROUND_MESSAGES.applicationsAfterDonations);
  });

  it("puts the server's refusal under the field it names, and keeps the form as typed", async () => {
    const fetch = serverAnswers(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: "body/poolAmount: the round's token has 6 decimal places; use at most that many",
    });
    // The server has the last word on the token (its deployment, not the page's config).
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Climate tools');
    await userEvent.type(screen.getByLabelText('Description'), 'Small gifts, matched.');
    await userEvent.type(screen.getByLabelText('Sponsor address'), `0x${'ab'.repeat(20)}`);
    await userEvent.type(screen.getByLabelText('Matching pool (USDT)'), '1000.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create round' }));

    const pool = screen.getByLabelText('Matching pool (USDT)');
    await waitFor(() =>
      expect(pool).toHaveAccessibleDescription(
        "The round's token has 6 decimal places; use at most that many",
      ),
    );
    expect(pool).toHaveValue('1000.5');
    expect(screen.getByLabelText('Description')).toHaveValue('Small gifts, matched.');
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('edits only what changed, and says a refusal of a fixed setting below the form', async () => {
    const fetch = serverAnswers(409, {
      statusCode: 409,
      error: 'Conflict',
      message: ROUND_MESSAGES.lockedOnceOpen('matchingCapBps'),
    });
    renderForm({ round: runningRound() });
    // The donation window has opened (Nov 1): the cap's input is fixed, the pool is not.
    expect(screen.getByLabelText('Cap per campaign (% of the pool)')).toBeDisabled();
    const pool = screen.getByLabelText('Matching pool (USDC)');
    await userEvent.clear(pool);
    await userEvent.type(pool, '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      ROUND_MESSAGES.lockedOnceOpen('matchingCapBps'),
    );
    expect(pool).toHaveValue('1500');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/rounds/7');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ poolAmount: '1500' });
  });

  it('creates a round with the settings as the API takes them', async () => {
    const fetch = serverAnswers(201, runningRound({ id: 9 }));
    const onSaved = renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Climate tools');
    await userEvent.type(screen.getByLabelText('Description'), 'Small gifts, matched.');
    await userEvent.type(screen.getByLabelText('Sponsor address'), `0x${'ab'.repeat(20)}`);
    await userEvent.type(screen.getByLabelText('Matching pool (USDT)'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Create round' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({
      name: 'Climate tools',
      chainId: 31337,
      currency: 'USDT',
      poolAmount: '1000',
      minimumGift: '1',
      matchingCapBps: 1_000,
      pairwiseThreshold: '25',
      challengeHours: 72,
    });
    expect(body.applicationsOpenAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/);
  });
});
