import type {
  CreateRoundInput,
  ExcludeFromRound,
  RoundPage,
  UpdateRound,
} from '@crowdvault/shared/api/rounds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiRequest } from '@/lib/http/api-client';
import { toast } from '@/lib/toast/use-toast';
import { roundKeys } from './round-keys';

// Errors are the callers': each form and button says them beside itself (lib/error-sentence.ts).

/** `POST /api/admin/rounds` (admin). */
export function useCreateRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRoundInput) => apiPost<RoundPage>('/admin/rounds', body, { silent: true }),
    onSuccess: (round) => {
      toast({ title: 'Round Created', description: `'${round.name}' is created.`, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: roundKeys.all });
    },
  });
}

/** `PUT /api/admin/rounds/:id` (admin): only the fields that changed. */
export function useUpdateRound(roundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRound) =>
      apiRequest<RoundPage>(`/admin/rounds/${roundId}`, { method: 'PUT', body, silent: true }),
    onSuccess: (round) => {
      toast({ title: 'Round Updated', description: `'${round.name}' is saved.`, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: roundKeys.all });
    },
  });
}

/** `POST /api/admin/rounds/:id/publish` (admin): freeze the closed round's gifts and publish. */
export function usePublishRound(roundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<RoundPage>(`/admin/rounds/${roundId}/publish`, undefined, { silent: true }),
    onSuccess: () => {
      toast({
        title: 'Result Published',
        description: 'Anyone can now download the file and recompute it.',
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: roundKeys.all });
    },
  });
}

/** `POST /api/admin/rounds/:id/exclusions` (moderators, in the challenge window). */
export function useExcludeFromRound(roundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExcludeFromRound) =>
      apiPost<RoundPage>(`/admin/rounds/${roundId}/exclusions`, body, { silent: true }),
    onSuccess: (round) => {
      toast({
        title: 'Result Recomputed',
        description: `Version ${round.publication?.version ?? ''} of the result is published.`,
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: roundKeys.all });
    },
  });
}
