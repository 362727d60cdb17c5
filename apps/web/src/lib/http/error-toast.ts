import { type ToastInput, toast } from '@/lib/toast/use-toast';
import type { ApiError } from './api-error';

/** The one mapping from a failed request to the toast SPEC.md §8 prescribes. */
export function describeApiError(error: ApiError): ToastInput {
  const destructive = { variant: 'destructive' } as const;
  if (error.kind === 'network') {
    return {
      ...destructive,
      title: 'Network Error',
      description: 'Unable to connect to the server. Please check your internet connection.',
    };
  }
  if (error.kind === 'timeout') {
    return {
      ...destructive,
      title: 'Request Timeout',
      description: 'The request took too long to complete. Please try again.',
    };
  }
  switch (error.status) {
    case 400:
      return { ...destructive, title: 'Invalid Request', description: error.serverMessage };
    case 401:
      return { ...destructive, title: 'Session Expired', description: 'Please connect your wallet again' };
    case 403:
      return {
        ...destructive,
        title: 'Access Denied',
        description: 'You do not have permission to perform this action',
      };
    case 404:
      return { ...destructive, title: 'Not Found', description: 'The requested resource was not found' };
    case 500:
      return {
        ...destructive,
        title: 'Server Error',
        description: 'Something went wrong on our end. Please try again later.',
      };
    default:
      return {
        ...destructive,
        title: `Error ${error.status}`,
        description: error.serverMessage ?? 'An error occurred',
      };
  }
}

export function showApiErrorToast(error: ApiError) {
  toast(describeApiError(error));
}
