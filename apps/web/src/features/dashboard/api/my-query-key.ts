/** Keys of the signed-in user's own data, scoped by address so one browser's next user never sees
 *  the last one's cache. `['me']` alone matches all of them. */
export function myQueryKey(address: string | null, name: string) {
  return ['me', address?.toLowerCase() ?? null, name] as const;
}
