import type { Campaign } from '@crowdvault/shared/api/campaign';

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
