import type { RoundApplication } from '@crowdvault/shared/api/rounds';
import { ROUND_MESSAGES } from '@crowdvault/shared/api/rounds';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast/use-toast';
import { roundKeys } from '../api/round-keys';
import { renderRoundsUi, serverRefuses } from '../test-render';
import { publishedRound } from '../test-round';
import { ApplicationQueue } from './application-queue';
import { EXCLUSION_MESSAGES, ExclusionForm } from './exclusion-form';
import { REASON_MESSAGES } from './reason-fields';

const PENDING: RoundApplication = {
  id: 11,
  roundId: 7,
  roundName: 'Climate tools',
  campaignId: 3,
  campaignTitle: 'Solar maps',
  status: 'pending',
  reason: null,
  appliedAt: '2026-11-02T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('ApplicationQueue: declining', () => {
  const renderQueue = () =>
    renderRoundsUi(<ApplicationQueue roundId={7} />, (client) =>
      client.setQueryData(roundKeys.applications(7), { items: [PENDING] }),
    );

  it('needs a reason, and details for Other, before anything is sent', async () => {
    const fetch = serverRefuses(500, 'unused');
    renderQueue();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline application' }));
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(REASON_MESSAGES.required);
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Other');
    await userEvent.click(screen.getByRole('button', { name: 'Decline application' }));
    expect(screen.getByLabelText('Details')).toHaveAccessibleDescription(REASON_MESSAGES.describe);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says the server's refusal and keeps the reason as written", async () => {
    const fetch = serverRefuses(409, ROUND_MESSAGES.alreadyDecided);
    renderQueue();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Spam');
    await userEvent.type(screen.getByLabelText('Details (optional)'), 'Copies another project');
    await userEvent.click(screen.getByRole('button', { name: 'Decline application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ROUND_MESSAGES.alreadyDecided);
    expect(screen.getByLabelText('Details (optional)')).toHaveValue('Copies another project');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/rounds/7/applications/11/decision');
    expect(JSON.parse(String(init.body))).toEqual({
      accepted: false,
      reason: { code: 'spam', text: 'Copies another project' },
    });
  });
});

describe('ExclusionForm', () => {
  it('asks for a donor address or a campaign, and a reason, before anything is sent', async () => {
    const fetch = serverRefuses(500, 'unused');
    renderRoundsUi(<ExclusionForm round={publishedRound()} />);
    await userEvent.type(screen.getByLabelText('Donor address'), '0xnope');
    await userEvent.click(screen.getByRole('button', { name: 'Exclude and recompute' }));
    expect(screen.getByLabelText('Donor address')).toHaveAccessibleDescription(
      EXCLUSION_MESSAGES.donorInvalid,
    );
    expect(screen.getByLabelText('Donor address')).toHaveValue('0xnope');
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(REASON_MESSAGES.required);

    await userEvent.click(screen.getByRole('radio', { name: 'A campaign' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exclude and recompute' }));
    expect(screen.getByLabelText('Campaign')).toHaveAccessibleDescription(
      EXCLUSION_MESSAGES.campaignRequired,
    );
    // A campaign already out is not offered again.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).not.toContain('Rain gauges');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says the server's refusal and keeps what was typed", async () => {
    const over = ROUND_MESSAGES.challengeOver('2026-12-04 12:05 UTC');
    const fetch = serverRefuses(409, over);
    renderRoundsUi(<ExclusionForm round={publishedRound()} />);
    const donor = `0x${'cd'.repeat(20)}`;
    await userEvent.type(screen.getByLabelText('Donor address'), donor);
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Fraud or scam');
    await userEvent.click(screen.getByRole('button', { name: 'Exclude and recompute' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(over));
    expect(screen.getByLabelText('Donor address')).toHaveValue(donor);
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      donor,
      reason: { code: 'fraud_or_scam', text: '' },
    });
  });
});
