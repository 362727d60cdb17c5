import type { OwnCampaign } from '@crowdvault/shared/api/admin';
import { ROUND_MESSAGES } from '@crowdvault/shared/api/rounds';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast/use-toast';
import { renderRoundsUi, serverAnswers, serverRefuses } from '../test-render';
import { runningRound } from '../test-round';
import { ApplyForm, CHOOSE_CAMPAIGN } from './apply-form';

const campaign = (id: number, title: string, isApproved = true) => ({ id, title, isApproved }) as OwnCampaign;

function renderForm(applied: number[] = []) {
  renderRoundsUi(
    <ApplyForm
      round={runningRound()}
      campaigns={[campaign(3, 'Solar maps'), campaign(5, 'Tide tables', false), campaign(6, 'Seed bank')]}
      applied={new Set(applied)}
    />,
  );
}

const select = () => screen.getByLabelText('Campaign');

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('ApplyForm', () => {
  it('leaves out the campaigns that applied already', () => {
    renderForm([3]);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      CHOOSE_CAMPAIGN,
      'Tide tables (not approved yet)',
      'Seed bank',
    ]);
  });

  it('asks for a campaign, and refuses one not approved yet, before sending anything', async () => {
    const fetch = serverAnswers(201, {});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(select()).toHaveAccessibleDescription(CHOOSE_CAMPAIGN);
    await userEvent.selectOptions(select(), 'Tide tables (not approved yet)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(select()).toHaveAccessibleDescription(ROUND_MESSAGES.campaignNotApproved);
    expect(select()).toHaveValue('5');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says the server's refusal and keeps the choice", async () => {
    const closed = ROUND_MESSAGES.applicationsClosed('2026-11-20 12:00 UTC');
    const fetch = serverRefuses(409, closed);
    renderForm();
    await userEvent.selectOptions(select(), 'Seed bank');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(select()).toHaveAccessibleDescription(closed));
    expect(select()).toHaveValue('6');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/rounds/7/applications');
    expect(JSON.parse(String(init.body))).toEqual({ campaignId: 6 });
  });
});
