/** A piece of an update's text: plain text, or a link whose href is a checked http(s) URL. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Candidates only; each is parsed with URL before it becomes a link.
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than a URL ("see https://x.org.").
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits text into plain parts and http(s) links. Nothing here is HTML: callers render every
 *  part as a text node (a link's text as its child), so markup in the text stays visible text. */
export function linkify(value: string): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const match of value.matchAll(URL_CANDIDATE)) {
    const start = match.index;
    const candidate = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = safeHref(candidate);
    if (!href) continue;
    if (start > cursor) parts.push({ kind: 'text', text: value.slice(cursor, start) });
    parts.push({ kind: 'link', text: candidate, href });
    cursor = start + candidate.length;
  }
  if (cursor < value.length) parts.push({ kind: 'text', text: value.slice(cursor) });
  return parts;
}
