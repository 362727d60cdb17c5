import type { OwnCampaign } from '@crowdvault/shared/api/admin';
import type { DecideRoundApplication, RoundApplication } from '@crowdvault/shared/api/rounds';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { apiGet, apiPost } from '@/lib/http/api-client';
import { roundKeys } from './round-keys';
import { useRoundWrite } from './round-write';

/** `GET /api/admin/rounds/:id/applications` (moderators): pending ones first. */
export function useRoundApplications(roundId: number) {
  return useQuery({
    queryKey: roundKeys.applications(roundId),
    queryFn: ({ signal }) =>
      apiGet<{ items: RoundApplication[] }>(`/admin/rounds/${roundId}/applications`, {
        signal,
        silent: true,
      }),
    select: (data) => data.items,
  });
}

/** `POST /api/admin/rounds/:id/applications/:applicationId/decision`: accept, or decline with a
 *  reason the creator reads. */
export function useDecideApplication(roundId: number) {
  return useRoundWrite(
    ({ applicationId, body }: { applicationId: number; body: DecideRoundApplication }) =>
      apiPost<RoundApplication>(`/admin/rounds/${roundId}/applications/${applicationId}/decision`, body, {
        silent: true,
      }),
    (application) => ({
      title: 'Application Decided',
      description: `'${application.campaignTitle}' is ${application.status}.`,
    }),
  );
}

/** `GET /api/rounds/applications/me`: the signed-in creator's applications with each decision. */
export function useMyApplications() {
  const { address } = useSession();
  return useQuery({
    queryKey: [...roundKeys.mine(), address],
    queryFn: ({ signal }) =>
      apiGet<{ items: RoundApplication[] }>('/rounds/applications/me', { signal, silent: true }),
    select: (data) => data.items,
    enabled: address !== null,
  });
}

/** `GET /api/campaigns/me`: the campaigns the signed-in creator could apply with. */
export function useOwnCampaigns() {
  const { address } = useSession();
  return useQuery({
    queryKey: [...roundKeys.ownCampaigns(), address],
    queryFn: ({ signal }) => apiGet<OwnCampaign[]>('/campaigns/me', { signal, silent: true }),
    enabled: address !== null,
  });
}

/** `POST /api/rounds/:id/applications`: apply one's own approved campaign, in the window. */
export function useApplyToRound() {
  return useRoundWrite(
    ({ roundId, campaignId }: { roundId: number; campaignId: number }) =>
      apiPost<RoundApplication>(`/rounds/${roundId}/applications`, { campaignId }, { silent: true }),
    (application) => ({
      title: 'Application Sent',
      description: `'${application.campaignTitle}' applied to ${application.roundName}. A moderator decides.`,
    }),
  );
}
