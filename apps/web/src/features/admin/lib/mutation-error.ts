import { errorSentence } from '@/lib/http/error-text';
import { toast } from '@/lib/toast/use-toast';

/** A failed admin action: SPEC.md §8's title ('Failed to update campaign.') with the server's
 *  message, or the app's usual sentence for the status (Access Denied, Network Error…), which
 *  the one error mapper gives in the reader's language once its small chunk is in. */
export function toastActionError(title: string, error: unknown) {
  void errorSentence(error).then((description) => toast({ title, description, variant: 'destructive' }));
}
