import { isApiError } from '@/lib/http/api-error';
import { describeApiError } from '@/lib/http/error-toast';
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';

/** A failed admin action: SPEC.md §8's title ('Failed to update campaign.', translated by the
 *  caller) with the server's message (in the request's language), or the app's usual sentence for
 *  the status (Access Denied, Network Error…: the error mapper's). */
export function toastActionError(title: string, error: unknown) {
  const description = isApiError(error)
    ? (error.serverMessage ?? describeApiError(error).description)
    : t('An error occurred');
  toast({ title, description, variant: 'destructive' });
}
