import { t as activeT, type Translate } from '@/lib/i18n/i18n';
import { type ToastInput, toast } from '@/lib/toast/use-toast';
import { type ApiError, isApiError } from './api-error';

// The one error mapper (SPEC.md §8), in the reader's language. Its texts are the `errors` group
// (decision 140): nothing imports this file but through `withTexts('errors', …)` (error-text.ts), so
// its sentences reach the browser only with the first error, not on every page's first load. The
// server's own messages come translated already (its errors catalogue, by the request's locale):
// these are the client's own sentences, for what the server did not say.

/** The one mapping from a failed request to the toast SPEC.md §8 prescribes. `t` is the caller's
 *  (a component's `useT()`), else the page's locale. */
export function describeApiError(error: ApiError, t: Translate = activeT): ToastInput {
  const destructive = { variant: 'destructive' } as const;
  if (error.kind === 'network') {
    return {
      ...destructive,
      title: t('Network Error'),
      description: t('Unable to connect to the server. Please check your internet connection.'),
    };
  }
  if (error.kind === 'timeout') {
    return {
      ...destructive,
      title: t('Request Timeout'),
      description: t('The request took too long to complete. Please try again.'),
    };
  }
  switch (error.status) {
    case 400:
      return { ...destructive, title: t('Invalid Request'), description: error.serverMessage };
    case 401:
      return {
        ...destructive,
        title: t('Session Expired'),
        description: t('Please connect your wallet again'),
      };
    case 403:
      return {
        ...destructive,
        title: t('Access Denied'),
        description: t('You do not have permission to perform this action'),
      };
    case 404:
      return {
        ...destructive,
        title: t('Not Found'),
        description: t('The requested resource was not found'),
      };
    case 500:
      return {
        ...destructive,
        title: t('Server Error'),
        description: t('Something went wrong on our end. Please try again later.'),
      };
    default:
      return {
        ...destructive,
        title: t('Error {status}', { status: error.status }),
        description: error.serverMessage ?? t('An error occurred'),
      };
  }
}

/** What a failed request says beside the form or button that sent it: the server's own sentence,
 *  else the app's one sentence for the status (Access Denied, Network Error…). */
export function errorSentence(error: unknown, t: Translate = activeT): string {
  if (!isApiError(error)) return t('An error occurred');
  if (error.serverMessage) return error.serverMessage;
  const { description } = describeApiError(error, t);
  return typeof description === 'string' && description ? description : t('An error occurred');
}

export function showApiErrorToast(error: ApiError) {
  toast(describeApiError(error));
}
