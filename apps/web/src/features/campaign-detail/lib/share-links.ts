import type { Campaign } from '@crowdvault/shared/api/campaign';
import { type EmbedTheme, embedPath } from '@crowdvault/shared/embed';

export interface ShareTarget {
  name: string;
  href: string;
}

/** The shared text: title, description and the hashtags (product, Crowdfunding, Blockchain and
 *  the category). */
export function shareText(campaign: Pick<Campaign, 'title' | 'description' | 'category'>): string {
  return `${campaign.title} - ${campaign.description} #CrowdVault #Crowdfunding #Blockchain #${campaign.category}`;
}

/** The seven share targets of SPEC.md §2, each a plain link (no third-party script on the page). */
export function shareTargets(
  campaign: Pick<Campaign, 'title' | 'description' | 'category'>,
  url: string,
): ShareTarget[] {
  const text = shareText(campaign);
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { name: 'X', href: `https://twitter.com/intent/tweet?text=${t}&url=${u}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      name: 'Reddit',
      href: `https://www.reddit.com/submit?url=${u}&title=${encodeURIComponent(campaign.title)}`,
    },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    {
      name: 'Email',
      href: `mailto:?subject=${encodeURIComponent(campaign.title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`,
    },
  ];
}

/** Escapes text for an HTML attribute of the snippet a site owner pastes into their page. */
function attribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The URL of the campaign's embeddable progress card (served by the API server, decision 054). */
export function embedUrl(
  origin: string,
  campaignId: number,
  theme: EmbedTheme = 'light',
  locale = 'en',
): string {
  return `${origin}${embedPath(campaignId, theme, locale)}`;
}

/** The `<iframe>` a site owner pastes to show the campaign's live progress card. */
export function embedSnippet(
  origin: string,
  campaign: Pick<Campaign, 'id' | 'title'>,
  theme: EmbedTheme = 'light',
  locale = 'en',
): string {
  return `<iframe src="${embedUrl(origin, campaign.id, theme, locale)}" title="${attribute(campaign.title)} on CrowdVault" width="420" height="280" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}
