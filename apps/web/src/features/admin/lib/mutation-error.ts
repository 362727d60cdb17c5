import { isApiError } from '@/lib/http/api-error';
import { describeApiError } from '@/lib/http/error-toast';
import { toast } from '@/lib/toast/use-toast';

/** A failed admin action: SPEC.md §8's title ('Failed to update campaign.') with the server's
 *  message, or the app's usual sentence for the status (Access Denied, Network Error…). */
export function toastActionError(title: string, error: unknown) {
  const description = isApiError(error)
    ? (error.serverMessage ?? describeApiError(error).description)
    : 'An error occurred';
  toast({ title, description, variant: 'destructive' });
}
