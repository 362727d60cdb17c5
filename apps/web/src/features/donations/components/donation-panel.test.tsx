import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/i18n';
import { keepCampaign } from '@/test/campaign';
import { DonationPanel } from './donation-panel';

const CAMPAIGN = keepCampaign();

// The lazy parts' texts (decision 140) compile once per run: in before the first test looks.
beforeAll(() => loadI18n('en', 'campaign-parts', 'campaign-actions'), 120_000);
describe('DonationPanel', () => {
  it.each([
    [
      { status: 'completed' },
      'Campaign Completed',
      /successfully completed\. Final amount raised: 1,234\.50 USDT/,
    ],
    [{ status: 'paused' }, 'Campaign Paused', /temporarily paused/],
    [{ status: 'flagged' }, 'Campaign Flagged', /under review/],
    [{ daysLeft: 0 }, 'Campaign Ended', /reached its end date/],
    [{ status: 'cancelled' }, 'Unavailable', /not currently accepting donations/],
    [{ isApproved: false }, 'Awaiting Review', /awaiting review/],
    [
      { isApproved: false, moderation: { approval: 'rejected', reason: null } },
      'Campaign Rejected',
      /^Campaign RejectedThis campaign was not approved and does not accept donations\.$/,
    ],
    [
      {
        isApproved: false,
        moderation: {
          approval: 'rejected',
          reason: { code: 'incomplete_information', text: 'Add the invoice.' },
        },
      },
      'Campaign Rejected',
      /A moderator rejected this campaign \(Incomplete information: Add the invoice\.\)\. It does not accept donations\./,
    ],
  ] as const)('when %o shows a disabled %s button and why', async (change, button, notice) => {
    render(<DonationPanel campaign={{ ...CAMPAIGN, ...change }} />);
    // The notice is a part of its own with its texts (decision 140): it arrives after the panel.
    expect(await screen.findByRole('button', { name: button })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    expect(screen.queryByLabelText(/Amount/)).not.toBeInTheDocument();
  });

  it('offers amount, message and the anonymous option when open', async () => {
    render(<DonationPanel campaign={CAMPAIGN} />);
    expect(screen.getByLabelText('Amount (USDT)')).toHaveAttribute('placeholder', '0.1');
    expect(screen.getByLabelText('Amount (USDT)')).toHaveAttribute('step', '0.001');
    expect(screen.getByLabelText('Message (optional)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Donate Now' })).toBeEnabled();
    await userEvent.click(screen.getByLabelText('Donate anonymously'));
    expect(screen.queryByRole('button', { name: 'Donate Now' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Send USDT directly to the campaign wallet/)).toBeInTheDocument();
    expect(screen.getByText(CAMPAIGN.walletAddress!)).toBeInTheDocument();
    expect(screen.getByText(/detected automatically within seconds/)).toBeInTheDocument();
  });
});
