import type { RoundNotice } from '@crowdvault/shared/api/notifications';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { roundFileSchema } from '@crowdvault/shared/rounds/round-file';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client';
import type { MailBlock } from '../mail-content';
import type { MailType, RenderContext } from '../mail-types';
import { queueMails } from '../outbox';
import { reasonBlocks } from './campaign-moderation';
import { countText, exactAmount, mailMoment, numberField } from './mail-values';

/** What a campaign's creator hears of a matching round by mail (issue 44, decision 143): the
 *  same moments as their bell (round-notices.ts). */
export interface RoundMailEvent {
  roundId: number;
  notice: RoundNotice;
  /** The campaigns told, each its creator; the dedupe key names each, so each is told once. */
  campaignIds: number[];
  /** What makes the moment unique in the round: `application:<id>`, `closed`, `v<version>`, `paid`. */
  key: string;
  /** The application decided (accepted, declined): its reason is read when the mail is sent. */
  applicationId?: number;
  /** The published version (published, republished). */
  version?: number;
}

export async function queueRoundMails(tx: Executor, event: RoundMailEvent): Promise<void> {
  if (event.campaignIds.length === 0) return;
  const payload = {
    roundId: event.roundId,
    notice: event.notice,
    ...(event.applicationId === undefined ? {} : { applicationId: event.applicationId }),
    ...(event.version === undefined ? {} : { version: event.version }),
  };
  await queueMails(
    tx,
    'matching_round',
    sql`select c.creator_id, ${`round:${event.roundId}:${event.key}:`} || c.id,
          ${JSON.stringify(payload)}::jsonb || jsonb_build_object('campaignId', c.id), null::timestamptz
        from campaigns c where c.id = any(${`{${event.campaignIds.join(',')}}`}::int[])`,
  );
}

type RoundFacts = {
  name: string;
  title: string;
  chain_id: number;
  token_symbol: string;
  token_decimals: number;
  donations_open_at: string | Date;
  donations_close_at: string | Date;
};

/** A campaign's result in the published version the mail tells of (published, republished), with
 *  the version's challenge end; null when the version or the campaign is not in it. */
async function publishedStanding(
  db: RenderContext['db'],
  roundId: number,
  campaignId: number,
  version: number,
) {
  const [row] = rowsOf<{ file: string; challenge_ends_at: string | Date }>(
    await db.execute(sql`
      select file, challenge_ends_at from round_publications where round_id = ${roundId} and version = ${version}`),
  );
  if (!row) return null;
  const file = roundFileSchema.parse(JSON.parse(row.file));
  const result = file.output.campaigns.find((campaign) => campaign.campaignId === campaignId);
  const excluded = file.input.campaigns.find((campaign) => campaign.campaignId === campaignId)?.excluded;
  return result ? { result, excluded: excluded ?? null, challengeEndsAt: row.challenge_ends_at } : null;
}

type Wording = { subject: string; heading: string; blocks: MailBlock[] };

export const matchingRoundMail: MailType = {
  kind: 'matching_round',
  switchable: true,
  async render({ db, chains, publicUrl, recipient }, payload) {
    const roundId = numberField(payload, 'roundId');
    const campaignId = numberField(payload, 'campaignId');
    const notice = payload.notice as RoundNotice;
    const [facts] = rowsOf<RoundFacts>(
      await db.execute(sql`
        select r.name, c.title, r.chain_id, r.token_symbol, r.token_decimals, r.donations_open_at,
          r.donations_close_at
        from rounds r, campaigns c where r.id = ${roundId} and c.id = ${campaignId}`),
    );
    if (!facts) return null;
    const locale = recipient.locale ?? 'en';
    const title = facts.title;
    const round = facts.name;
    const money = (units: bigint) =>
      `${exactAmount(units, Number(facts.token_decimals), locale)} ${facts.token_symbol}`;
    const roundButton: MailBlock = {
      type: 'button',
      label: mailText(locale, 'See the round'),
      url: `${publicUrl}/rounds/${roundId}`,
    };
    let wording: Wording | null = null;
    switch (notice) {
      case 'accepted':
        wording = {
          subject: mailText(locale, '{title} is in the matching round {round}', { title, round }),
          heading: mailText(locale, 'Your campaign was accepted into a matching round'),
          blocks: [
            {
              type: 'paragraph',
              text: mailText(
                locale,
                'Gifts to {title} in {token} on {network} from {opens} to {closes} earn it a share of the pool of {round}. The more people give, the larger the share.',
                {
                  title,
                  round,
                  token: facts.token_symbol,
                  network: chains.nameOf(Number(facts.chain_id)),
                  opens: mailMoment(facts.donations_open_at, locale),
                  closes: mailMoment(facts.donations_close_at, locale),
                },
              ),
            },
            roundButton,
          ],
        };
        break;
      case 'declined': {
        const [application] = rowsOf<{
          reason: { code: string; text?: string | null } | string | null;
        }>(
          await db.execute(sql`
            select reason from round_applications where id = ${numberField(payload, 'applicationId')}`),
        );
        const reason =
          typeof application?.reason === 'string' ? JSON.parse(application.reason) : application?.reason;
        const blocks: MailBlock[] = [
          {
            type: 'paragraph',
            text: mailText(
              locale,
              'A moderator declined the application of {title} to the matching round {round}.',
              {
                title,
                round,
              },
            ),
          },
        ];
        if (reason) blocks.push(...reasonBlocks(reason, locale));
        blocks.push({
          type: 'button',
          label: mailText(locale, 'See your applications'),
          url: `${publicUrl}/dashboard/campaigns`,
        });
        wording = {
          subject: mailText(locale, '{title} was not accepted into {round}', { title, round }),
          heading: mailText(locale, 'Your application was declined'),
          blocks,
        };
        break;
      }
      case 'closed':
        wording = {
          subject: mailText(locale, 'The matching round {round} has closed', { round }),
          heading: mailText(locale, 'The round’s donation window has closed'),
          blocks: [
            {
              type: 'paragraph',
              text: mailText(
                locale,
                'Gifts to {title} no longer add to its match. The result is published as soon as every gift of the window is recorded, and anyone can then check it.',
                { title },
              ),
            },
            roundButton,
          ],
        };
        break;
      case 'published':
      case 'republished': {
        const version = numberField(payload, 'version');
        const standing = await publishedStanding(db, roundId, campaignId, version);
        if (!standing) return null;
        const { result, excluded } = standing;
        const intro = excluded
          ? mailText(locale, 'A moderator took {title} out of the round: it gets no match.', { title })
          : notice === 'published'
            ? mailText(locale, '{title} gets {match} from the pool of {round}.', {
                title,
                round,
                match: money(result.match),
              })
            : mailText(
                locale,
                'A moderator excluded a donor or a campaign, and the result was computed again: {title} now gets {match}.',
                { title, match: money(result.match) },
              );
        const blocks: MailBlock[] = [
          { type: 'paragraph', text: intro },
          {
            type: 'figures',
            rows: [
              { label: mailText(locale, 'Match'), value: money(result.match) },
              { label: mailText(locale, 'Donors counted'), value: countText(result.donors, locale) },
              { label: mailText(locale, 'Result version'), value: countText(version, locale) },
              {
                label: mailText(locale, 'Open to challenge until'),
                value: mailMoment(standing.challengeEndsAt, locale),
              },
            ],
          },
        ];
        if (excluded) blocks.push({ type: 'quote', text: excluded });
        blocks.push({
          type: 'paragraph',
          text: mailText(
            locale,
            'Until then, the round page shows which gifts counted and why any did not. The match is paid into the campaign’s vault once the window has passed.',
          ),
        });
        blocks.push(roundButton);
        wording = {
          subject:
            notice === 'published'
              ? mailText(locale, 'The result of {round} is published', { round })
              : mailText(locale, 'The result of {round} was recomputed', { round }),
          heading: mailText(locale, 'Your campaign’s match'),
          blocks,
        };
        break;
      }
      case 'paid':
        wording = await paidWording({ db, chains }, roundId, campaignId, {
          locale,
          title,
          round,
          money,
          roundButton,
        });
        break;
    }
    if (!wording) return null;
    return {
      content: {
        subject: wording.subject,
        heading: wording.heading,
        blocks: wording.blocks,
        reason: mailText(locale, 'You get this because you created {title} on CrowdVault.', { title }),
      },
    };
  },
};

/** The match paid into the vault, as the pool's `MatchPaid` recorded it (its amount, network and
 *  transaction); nothing when it is no longer recorded (its block reorganised away). */
async function paidWording(
  { db, chains }: Pick<RenderContext, 'db' | 'chains'>,
  roundId: number,
  campaignId: number,
  words: {
    locale: Locale;
    title: string;
    round: string;
    money: (units: bigint) => string;
    roundButton: MailBlock;
  },
): Promise<Wording | null> {
  const { locale, title, round, money } = words;
  const [payout] = rowsOf<{ amount: string; chain_id: number; tx_hash: string }>(
    await db.execute(sql`
      select amount::text, chain_id, tx_hash from round_payouts
      where round_id = ${roundId} and campaign_id = ${campaignId}`),
  );
  if (!payout) return null;
  const amount = BigInt(payout.amount);
  return {
    subject: mailText(locale, '{match} of matching paid to {title}', { match: money(amount), title }),
    heading: mailText(locale, 'Your match is in your vault'),
    blocks: [
      {
        type: 'paragraph',
        text: mailText(
          locale,
          'The pool of {round} paid the match of {title} into its vault on {network}. You withdraw it with your donations; the platform fee applies at withdrawal, as for any donation.',
          { round, title, network: chains.nameOf(Number(payout.chain_id)) },
        ),
      },
      {
        type: 'figures',
        rows: [
          { label: mailText(locale, 'Match'), value: money(amount) },
          { label: mailText(locale, 'Transaction'), value: payout.tx_hash },
        ],
      },
      words.roundButton,
    ],
  };
}
