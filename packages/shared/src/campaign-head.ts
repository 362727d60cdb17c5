// The head of a campaign's page (decision 123): the page declares it with this (usePageHead), and
// the server uses the same when it cannot render the page (a render that failed or timed out
// still previews the campaign). Type-only imports: no zod. Apart from the receipt's, so each
// page's chunk carries only its own.
import type { Campaign } from './api/campaign';
import type { JsonLd, PageHead, PageImage } from './page-head';
import { SITE_NAME } from './page-head';

/** The campaign's preview card (1200×630 PNG, its cover beside its figures): what a link to the
 *  campaign, or to a receipt of a gift to it, previews with. */
export function campaignCardImage(campaign: Pick<Campaign, 'id' | 'title'>): PageImage {
  return {
    url: `/api/campaigns/${campaign.id}/og-image.png`,
    alt: `${campaign.title}: raised of its goal on ${SITE_NAME}`,
    width: 1200,
    height: 630,
    type: 'image/png',
    speaksPageLanguage: true,
  };
}

/** /campaign/:id: its title and short description, the generated card (title, raised of goal,
 *  progress; decision 054) as the preview rather than the creator's cover, since it says where the
 *  campaign stands and is always there, and the fundraiser as structured data. */
export function campaignHead(campaign: Campaign): PageHead {
  const path = `/campaign/${campaign.id}`;
  return {
    title: campaign.title,
    description: campaign.description,
    path,
    image: campaignCardImage(campaign),
    jsonLd: [campaignJsonLd(campaign)],
    breadcrumbs: [
      { name: 'Discover', path: '/discover' },
      { name: campaign.title, path },
    ],
  };
}

/**
 * A campaign as schema.org has it: a `Project` (an undertaking to reach an aim) founded by its
 * creator on its creation date, ending on its end date, with a `DonateAction` to its page. The
 * goal and the amount raised, as the page shows them, are a `MonetaryAmount` (value raised, up to
 * the goal as its maxValue) in the campaign's currency. Its paths are made absolute at the site's
 * origin where the head is written (`headTags`).
 */
function campaignJsonLd(campaign: Campaign): JsonLd {
  const path = `/campaign/${campaign.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Project',
    '@id': `${path}#campaign`,
    name: campaign.title,
    description: campaign.description,
    url: path,
    ...(campaign.imageUrl && { image: campaign.imageUrl }),
    founder: { '@type': 'Person', name: campaign.creator.username },
    foundingDate: campaign.createdAt,
    dissolutionDate: campaign.endDate,
    ...(campaign.location && { location: { '@type': 'Place', name: campaign.location } }),
    potentialAction: {
      '@type': 'DonateAction',
      target: path,
      recipient: { '@id': `${path}#campaign` },
      priceCurrency: campaign.currency,
      object: {
        '@type': 'MonetaryAmount',
        name: 'Raised of the goal',
        currency: campaign.currency,
        value: campaign.raisedAmount,
        minValue: '0',
        maxValue: campaign.goalAmount,
      },
    },
  };
}
