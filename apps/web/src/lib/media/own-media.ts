/** Served by CrowdVault itself (a stored image's /media/ path): the only images a page loads
 *  (img-src 'self', decision 096). Kept free of zod, as it runs on public pages. */
export function isOwnMedia(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.startsWith('/media/');
}
