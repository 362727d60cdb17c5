import type { AdminCampaignDetail } from '@crowdvault/shared/api/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allOrNothingCampaign } from '@/test/campaign';
import { AdminCampaignCard } from './admin-campaign-card';
import { CampaignDetailsTab } from './campaign-details-tab';
import { renderWithQuery } from './test-utils';

const admin = (campaign: ReturnType<typeof allOrNothingCampaign>): AdminCampaignDetail => ({
  ...campaign,
  moderationReason: null,
  approval: 'approved',
  openReports: 0,
});

/** The value shown under a fact's label in the Details tab. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Admin: the funding model and the vault state', () => {
  it("shows an all-or-nothing campaign's model and state on its card", () => {
    renderWithQuery(<AdminCampaignCard campaign={admin(allOrNothingCampaign('funding'))} />);
    expect(within(screen.getByRole('article')).getByTestId('funding-model-badge')).toHaveTextContent(
      'All or nothing · Funding',
    );
  });

  it('lists what the vault fixed, where it stands and the refunds in the Details tab', () => {
    const campaign = allOrNothingCampaign('failed', {
      uncountedAmount: '5',
      refunds: {
        claimed: '100',
        pushed: '50',
        outstanding: '250',
        donorsRefunded: 2,
        donorsOutstanding: 3,
        donorsPushRefused: 1,
      },
    });
    renderWithQuery(<CampaignDetailsTab campaign={admin(campaign)} />);
    expect(fact('Funding model')).toHaveTextContent('All or nothing (goal and deadline fixed in the vault)');
    expect(fact('Vault state')).toHaveTextContent('Failed');
    expect(fact('Network')).toHaveTextContent('Chain 31338');
    expect(fact('Deadline')).toHaveTextContent('Mar 4, 2030, 23:59 UTC');
    expect(fact('Counted')).toHaveTextContent('400.00 USDT');
    expect(fact('Not counted (plain transfers)')).toHaveTextContent('5.00 USDT');
    expect(fact('Refunds')).toHaveTextContent('150.00 USDT paid to 2 donors · 250.00 USDT owed to 3');
    expect(fact('Refunds not pushed')).toHaveTextContent(
      "1 donor's token refused our pushes: they must claim to another address",
    );
  });

  it('says a campaign keeps what it raises, with no vault state', () => {
    const { allOrNothing: _vault, ...rest } = allOrNothingCampaign('funding');
    renderWithQuery(
      <CampaignDetailsTab
        campaign={admin({ ...rest, fundingModel: 'keep', fundingState: null, allOrNothing: null })}
      />,
    );
    expect(fact('Funding model')).toHaveTextContent('Keep what you raise');
    expect(screen.queryByText('Vault state')).not.toBeInTheDocument();
  });
});

describe('Admin: what a card and the Details tab call things', () => {
  it("labels the card's address as the vault, not the creator's wallet", () => {
    renderWithQuery(<AdminCampaignCard campaign={admin(allOrNothingCampaign('funding'))} />);
    const byline = within(screen.getByRole('article')).getByText('maker').closest('p');
    expect(byline).toHaveTextContent(/^by maker · Vault 0x0000...00aB$/);
  });

  it('never calls a campaign waiting for review Active', () => {
    const pending = allOrNothingCampaign('funding', {}, { isApproved: false });
    renderWithQuery(<CampaignDetailsTab campaign={{ ...admin(pending), approval: 'pending' }} />);
    expect(fact('Status')).toHaveTextContent('Not live until approved');
    expect(fact('Status')).not.toHaveTextContent('Active');
    expect(fact('Approval')).toHaveTextContent('Pending Review');
  });

  it('says a rejected campaign is rejected, not pending review', () => {
    const rejected = allOrNothingCampaign('funding', {}, { isApproved: false });
    renderWithQuery(<CampaignDetailsTab campaign={{ ...admin(rejected), approval: 'rejected' }} />);
    expect(fact('Status')).toHaveTextContent('Not live: rejected');
    expect(fact('Approval')).toHaveTextContent('Rejected');
  });
});
