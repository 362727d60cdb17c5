import { formatUnits } from '@crowdvault/shared/format';
import { formatDate, formatDecimal } from '@crowdvault/shared/i18n/format';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { desc, eq } from 'drizzle-orm';
import type { ChainRegistry } from '../../chain/registry';
import { tokenByAddress } from '../../chain/tokens';
import type { Database } from '../../db/client';
import { campaignUpdates, users, vaultWithdrawals } from '../../db/schema';
import { requireCampaign } from '../campaigns/get-campaign';

const FEED_LIMIT = 50;
const DAY_MS = 86_400_000;

// XML 1.0 allows tab, line feed, carriage return and the characters from U+0020 on, less the
// surrogates and U+FFFE/U+FFFF; anything else makes the whole feed unreadable, so it is dropped.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Escapes text for an XML element or attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

interface Entry {
  id: string;
  title: string;
  updated: Date;
  /** Plain text: sent as type="text", so a reader never renders it as markup. */
  content: string;
  link: string;
}

/**
 * `GET /api/campaigns/{id}/feed.atom` (RFC 4287): the campaign's updates, withdrawals from its
 * vault, its goal reached and its last 3 days, newest first, the same events as the bell. Every
 * value is escaped and sent as text, so an update's body cannot become markup in a feed reader.
 * A withdrawal names its network and counts in that chain's token decimals (USDT has 18 on some).
 * The feed's own words and figures are in `locale` (issue 43; the creator's updates as written).
 */
export async function campaignFeed(
  db: Database,
  chains: Pick<ChainRegistry, 'get' | 'nameOf'>,
  campaignId: number | null,
  origin: string,
  now = new Date(),
  locale: Locale = 'en',
): Promise<string> {
  const campaign = await requireCampaign(db, campaignId);
  const page = `${origin}/campaign/${campaign.id}`;
  const [creator] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, campaign.creatorId));
  const [updates, withdrawals] = await Promise.all([
    db
      .select()
      .from(campaignUpdates)
      .where(eq(campaignUpdates.campaignId, campaign.id))
      .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id))
      .limit(FEED_LIMIT),
    db
      .select()
      .from(vaultWithdrawals)
      .where(eq(vaultWithdrawals.campaignId, campaign.id))
      .orderBy(desc(vaultWithdrawals.createdAt), desc(vaultWithdrawals.id))
      .limit(FEED_LIMIT),
  ]);
  const entries: Entry[] = [
    ...updates.map((update) => ({
      id: `${page}#update-${update.id}`,
      title: update.title,
      updated: update.editedAt ?? update.createdAt,
      content: update.imageUrl ? `${update.body}\n\n${update.imageUrl}` : update.body,
      link: page,
    })),
    ...withdrawals.map((withdrawal) => {
      const chain = chains.get(withdrawal.chainId);
      const token = chain ? tokenByAddress(chain, withdrawal.tokenAddress) : undefined;
      const exact = formatUnits(withdrawal.amount, token?.decimals ?? 18);
      const figure =
        locale === 'en' ? exact : formatDecimal(exact, locale, Math.max(2, exact.split('.')[1]?.length ?? 0));
      const amount = `${figure} ${token?.symbol ?? 'tokens'}`;
      const network = chains.nameOf(withdrawal.chainId);
      return {
        id: `${page}#withdrawal-${withdrawal.chainId}-${withdrawal.txHash}-${withdrawal.logIndex}`,
        title: mailText(locale, 'Withdrawal of {amount} from the vault on {network}', { amount, network }),
        updated: withdrawal.createdAt,
        content: mailText(
          locale,
          "{amount} was withdrawn from the campaign's vault on {network} in transaction {tx}.",
          { amount, network, tx: withdrawal.txHash },
        ),
        link: `${origin}/campaign/${campaign.id}/ledger`,
      };
    }),
  ];
  if (campaign.goalReachedAt) {
    entries.push({
      id: `${page}#goal`,
      title: mailText(locale, 'Goal reached'),
      updated: campaign.goalReachedAt,
      content: mailText(locale, '{title} reached its goal.', { title: campaign.title }),
      link: page,
    });
  }
  const endingFrom = new Date(campaign.endDate.getTime() - 3 * DAY_MS);
  if (campaign.status === 'active' && endingFrom <= now && campaign.endDate > now) {
    entries.push({
      id: `${page}#ending`,
      title: mailText(locale, 'Ending in 3 days'),
      updated: endingFrom,
      content: mailText(locale, '{title} ends on {date}.', {
        title: campaign.title,
        date:
          locale === 'en'
            ? campaign.endDate.toUTCString()
            : `${formatDate(campaign.endDate, locale, { time: true })} UTC`,
      }),
      link: page,
    });
  }
  entries.sort((a, b) => b.updated.getTime() - a.updated.getTime());
  const updated = entries[0]?.updated ?? campaign.updatedAt;
  const author = escapeXml(creator?.username ?? 'CrowdVault');
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${escapeXml(page)}</id>`,
    `  <title type="text">${escapeXml(`${campaign.title} · CrowdVault`)}</title>`,
    `  <subtitle type="text">${escapeXml(campaign.description)}</subtitle>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}/api/campaigns/${campaign.id}/feed.atom`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    `  <author><name>${author}</name></author>`,
    ...entries
      .slice(0, FEED_LIMIT)
      .flatMap((entry) => [
        '  <entry>',
        `    <id>${escapeXml(entry.id)}</id>`,
        `    <title type="text">${escapeXml(entry.title)}</title>`,
        `    <updated>${entry.updated.toISOString()}</updated>`,
        `    <link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
        `    <content type="text">${escapeXml(entry.content)}</content>`,
        '  </entry>',
      ]),
    '</feed>',
    '',
  ];
  return lines.join('\n');
}
