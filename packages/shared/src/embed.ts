// The embed widget's URL, built by the share dialog and read by the server (decision 054). Free
// of zod, like payment-link.ts, so the campaign page's bundle does not grow.

/** How the widget is coloured: light (the default), dark, or auto (the `prefers-color-scheme` the
 *  frame is given: the visitor's system, or in browsers that pass it down, the host page's). */
export const EMBED_THEMES = ['light', 'dark', 'auto'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** The theme a widget URL's `theme` parameter asks for. Anything else, or nothing, is light: a
 *  typo in a snippet pasted into someone's page should still show the card, not an error. */
export function parseEmbedTheme(value: unknown): EmbedTheme {
  return EMBED_THEMES.find((theme) => theme === value) ?? 'light';
}

/** `/embed/campaign/:id`, with `?theme=` unless light and `lang=` unless English (the language
 *  of the page the snippet was copied from, which is the host page's, issue 43). */
export function embedPath(campaignId: number, theme: EmbedTheme = 'light', locale = 'en'): string {
  const query = [theme === 'light' ? '' : `theme=${theme}`, locale === 'en' ? '' : `lang=${locale}`]
    .filter(Boolean)
    .join('&');
  return `/embed/campaign/${campaignId}${query ? `?${query}` : ''}`;
}
