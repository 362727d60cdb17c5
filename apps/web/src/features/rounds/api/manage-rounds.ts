import type {
  CreateRoundInput,
  ExcludeFromRound,
  RoundPage,
  UpdateRound,
} from '@crowdvault/shared/api/rounds';
import { apiPost, apiRequest } from '@/lib/http/api-client';
import { useRoundWrite } from './round-write';

/** `POST /api/admin/rounds` (admin). */
export function useCreateRound() {
  return useRoundWrite(
    (body: CreateRoundInput) => apiPost<RoundPage>('/admin/rounds', body, { silent: true }),
    (round) => ({ title: 'Round Created', description: `'${round.name}' is created.` }),
  );
}

/** `PUT /api/admin/rounds/:id` (admin): only the fields that changed. */
export function useUpdateRound(roundId: number) {
  return useRoundWrite(
    (body: UpdateRound) =>
      apiRequest<RoundPage>(`/admin/rounds/${roundId}`, { method: 'PUT', body, silent: true }),
    (round) => ({ title: 'Round Updated', description: `'${round.name}' is saved.` }),
  );
}

/** `POST /api/admin/rounds/:id/publish` (admin): freeze the closed round's gifts and publish. */
export function usePublishRound(roundId: number) {
  return useRoundWrite(
    () => apiPost<RoundPage>(`/admin/rounds/${roundId}/publish`, undefined, { silent: true }),
    () => ({
      title: 'Result Published',
      description: 'Anyone can now download the file and recompute it.',
    }),
  );
}

/** `POST /api/admin/rounds/:id/exclusions` (moderators, in the challenge window). */
export function useExcludeFromRound(roundId: number) {
  return useRoundWrite(
    (body: ExcludeFromRound) =>
      apiPost<RoundPage>(`/admin/rounds/${roundId}/exclusions`, body, { silent: true }),
    (round) => ({
      title: 'Result Recomputed',
      description: `Version ${round.publication?.version ?? ''} of the result is published.`,
    }),
  );
}
