// Zod-free: the public campaign page embeds the video with it.

/** A watch link (youtube.com/watch?v=…) or a short link (youtu.be/…): the video id, else null. */
export function youtubeVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const id =
    host === 'youtube.com' && parsed.pathname === '/watch'
      ? parsed.searchParams.get('v')
      : host === 'youtu.be'
        ? parsed.pathname.slice(1)
        : null;
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}
