// The head of a receipt's page (decision 123), declared by the page with usePageHead.
import type { Receipt } from './api/receipt';
import { campaignCardImage } from './campaign-head';
import { formatAmount } from './format';
import type { PageHead } from './page-head';

/** The amount as written in a preview: every decimal it has, no more ("10 USDT", "12.5 USDC"). */
export function receiptAmount(receipt: Pick<Receipt, 'amount' | 'symbol'>): string {
  const places = receipt.amount.split('.')[1]?.length ?? 0;
  return `${formatAmount(receipt.amount, places)} ${receipt.symbol}`;
}

/** /receipt/:chain/:tx/:log: previews as "10 USDT to <campaign>" with the campaign's card (its
 *  cover beside its title and raised of goal, decision 054), as a link to the campaign previews: a
 *  PNG of 1200×630, which every preview reads (the cover's stored copies are WebP and AVIF, which
 *  LinkedIn and Skype do not show), under the campaign in the trail. */
export function receiptHead(receipt: Receipt): PageHead {
  const { campaign } = receipt;
  const gift = receiptAmount(receipt);
  const date = receipt.timestamp.slice(0, 10);
  return {
    title: `${gift} to ${campaign.title}`,
    description: `A donation of ${gift} to ${campaign.title} on ${receipt.chainName}, ${date}, recorded on the blockchain and sent to the campaign's own vault.`,
    path: `/receipt/${receipt.chainId}/${receipt.transactionHash}/${receipt.logIndex}`,
    image: campaignCardImage(campaign),
    breadcrumbs: [
      { name: campaign.title, path: `/campaign/${campaign.id}` },
      {
        name: 'Donation receipt',
        path: `/receipt/${receipt.chainId}/${receipt.transactionHash}/${receipt.logIndex}`,
      },
    ],
  };
}
