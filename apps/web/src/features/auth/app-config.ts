import type { ConfigResponse } from '@crowdvault/shared/api/config';
import { apiGet } from '@/lib/http/api-client';

let config: Promise<ConfigResponse> | null = null;

/** `/api/config`, fetched once per page load (a failure is retried on the next call). */
export function loadAppConfig(): Promise<ConfigResponse> {
  config ??= apiGet<ConfigResponse>('/config', { silent: true }).catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}
