import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast/use-toast';
import { roundKeys } from './round-keys';

/**
 * A write to the rounds: `send` asks silently (a failure is said beside the form or button that
 * sent it, lib/error-sentence.ts), success is announced in a toast worded from the answer, and
 * every round query is asked again since a write can move a round's figures, phase and lists.
 */
export function useRoundWrite<Body = void, Answer = unknown>(
  send: (body: Body) => Promise<Answer>,
  announce: (answer: Answer) => { title: string; description: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      toast({ ...announce(answer), variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: roundKeys.all });
    },
  });
}
