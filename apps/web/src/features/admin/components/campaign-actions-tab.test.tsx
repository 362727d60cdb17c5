import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allOrNothingCampaign } from '@/test/campaign';
import { configWithChains } from '@/test/chains';
import { signedInSession } from '@/test/session';
import { CampaignActionsTab } from './campaign-actions-tab';
import { renderWithQuery } from './test-utils';

const http = vi.hoisted(() => ({ apiRequest: vi.fn(), apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/lib/http/api-client', () => http);
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => signedInSession({ isAdmin: true }) }));

describe('CampaignActionsTab', () => {
  it('says the sample donors come from fresh addresses given minted tokens, not from the dev accounts', async () => {
    http.apiGet.mockResolvedValue({ ...configWithChains(), devAccounts: [] });
    const campaign = allOrNothingCampaign('funding');
    renderWithQuery(
      <CampaignActionsTab
        campaign={{ ...campaign, moderationReason: null, approval: 'approved', openReports: 0 }}
      />,
    );
    const tool = (await screen.findByRole('heading', { name: 'Add Sample Donors' })).parentElement!;
    expect(tool).toHaveTextContent(
      'Sends real test-token donations to the vault, each from a new address that belongs to nobody, with the tokens minted for it; labelled Sample. No one’s wallet pays, and no sample shows in anyone’s My Donations.',
    );
    expect(tool).not.toHaveTextContent(/dev accounts/);
  });
});
