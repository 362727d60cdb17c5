import type { Locale } from '@crowdvault/shared/i18n/locales';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registryOf } from '../../../chain/registry';
import { emailOutbox, notifications, roundApplications, roundPayouts, rounds } from '../../../db/schema';
import { insertCampaign, insertUser, randomAddress } from '../../../test/campaign-fixtures';
import {
  expectWrittenInEveryLocale,
  mailRecipient,
  mailRenderContext,
  renderMailContent,
} from '../../../test/mail-kit';
import { insertRound } from '../../../test/round-kit';
import { useTestContext } from '../../../test/use-test-app';
import { listNotifications } from '../../notifications/bell';
import { decideRoundApplication } from '../../rounds/round-applications';
import { RoundCloser } from '../../rounds/round-closer';
import { excludeFromRound } from '../../rounds/round-exclusions';
import { loadRoundInput } from '../../rounds/round-input';
import { notifyRoundCampaigns } from '../../rounds/round-notices';
import { storePublication } from '../../rounds/round-publications';
import type { MailRecipient } from '../mail-content';
import { matchingRoundMail } from './matching-round';

const HOUR_MS = 3_600_000;

/** Issue 43: the same mail to a reader of each of the six languages is in that language, nothing
 *  of the mails catalogue left in English (mail-kit.ts). */
function expectEveryLocale(
  context: Parameters<typeof renderMailContent>[0],
  recipient: MailRecipient,
  payload: Record<string, unknown>,
) {
  return expectWrittenInEveryLocale((locale: Locale) =>
    renderMailContent(context, matchingRoundMail, { ...recipient, locale }, payload),
  );
}

// A campaign's creator hears of each moment of a matching round (decision 143): their campaign
// accepted or declined (with the reason), the window closed, the result published or recomputed,
// the match paid. One bell notice and one mail each, however often the moment is written again.
describe('matching round notices and mails', () => {
  const fixture = useTestContext();

  it('tells the creator of each decision, the close and the result once, by bell and by mail', async () => {
    const { db } = fixture.context.database;
    const chains = registryOf(fixture.context.chain);
    const deps = { db, chains };
    const { user: creator, recipient } = await mailRecipient(db, 'maya', null, { emailVerified: true });
    const moderator = await insertUser(db, { role: 'MODERATOR' });
    const round = await insertRound(db, fixture.context.chain, {
      name: 'Climate tools',
      donationsOpenAt: new Date('2026-03-01T00:00:00Z'),
      createdBy: moderator.id,
    });
    const accepted = await insertCampaign(db, { creatorId: creator.id, title: 'Solar schools' });
    const declined = await insertCampaign(db, { creatorId: creator.id, title: 'Wind maps' });
    const [first, second] = await db
      .insert(roundApplications)
      .values(
        [accepted, declined].map((campaignId) => ({ roundId: round.id, campaignId, appliedBy: creator.id })),
      )
      .returning({ id: roundApplications.id });

    await decideRoundApplication(deps, moderator.id, round.id, first!.id, { accepted: true });
    await decideRoundApplication(deps, moderator.id, round.id, second!.id, {
      accepted: false,
      reason: { code: 'other', text: 'Maps are not tools' },
    });

    const bell = await listNotifications(
      db,
      creator.id,
      20,
      'a test secret of at least thirty-two characters',
    );
    expect(bell.items.map((item) => [item.kind, item.campaignId, item.detail, item.roundId])).toEqual([
      ['round', declined, 'declined', round.id],
      ['round', accepted, 'accepted', round.id],
    ]);
    const mails = () =>
      db.select().from(emailOutbox).where(eq(emailOutbox.userId, creator.id)).orderBy(emailOutbox.id);
    const [acceptance, decline] = await mails();
    expect(acceptance).toMatchObject({
      kind: 'matching_round',
      dedupeKey: `round:${round.id}:application:${first!.id}:${accepted}`,
    });

    const acceptedMail = await renderMailContent(
      fixture.context,
      matchingRoundMail,
      recipient,
      acceptance!.payload,
    );
    expect(acceptedMail.subject).toBe('Solar schools is in the matching round Climate tools');
    expect(JSON.stringify(acceptedMail.blocks)).toContain(
      `Gifts to Solar schools in USDT on ${chains.nameOf(round.chainId)} from 2026-03-01 00:00 UTC to `,
    );
    expect(acceptedMail.blocks).toContainEqual({
      type: 'button',
      label: 'See the round',
      url: `https://crowdvault.example/rounds/${round.id}`,
    });
    await expectEveryLocale(fixture.context, recipient, acceptance!.payload);
    const declinedMail = await renderMailContent(
      fixture.context,
      matchingRoundMail,
      recipient,
      decline!.payload,
    );
    expect(declinedMail.subject).toBe('Wind maps was not accepted into Climate tools');
    expect(declinedMail.blocks).toContainEqual({
      type: 'figures',
      rows: [{ label: 'Reason', value: 'Other' }],
    });
    expect(declinedMail.blocks).toContainEqual({ type: 'quote', text: 'Maps are not tools' });
    await expectEveryLocale(fixture.context, recipient, decline!.payload);

    // In the creator's language once they chose one.
    const german = await renderMailContent(
      fixture.context,
      matchingRoundMail,
      { ...recipient, locale: 'de' },
      decline!.payload,
    );
    expect(german.subject).not.toBe(declinedMail.subject);
    expect(german.subject).toContain('Wind maps');

    // The window closes: the job tells the accepted campaign, once however many turns it takes.
    const closer = new RoundCloser({
      db,
      chains,
      chainId: round.chainId,
      now: () => new Date(Date.now() + 3 * HOUR_MS),
    });
    await closer.tick();
    await closer.tick();
    const closedNotices = await db
      .select()
      .from(notifications)
      .where(eq(notifications.sourceKey, `round:${round.id}:closed:${accepted}`));
    expect(closedNotices.map((notice) => [notice.userId, notice.detail])).toEqual([[creator.id, 'closed']]);
    const closedMail = (await mails()).filter((mail) => mail.payload.notice === 'closed');
    expect(closedMail).toHaveLength(1);
    expect(
      (await renderMailContent(fixture.context, matchingRoundMail, recipient, closedMail[0]!.payload))
        .subject,
    ).toBe('The matching round Climate tools has closed');
    await expectEveryLocale(fixture.context, recipient, closedMail[0]!.payload);

    // The result (as the freeze stores it), then a moderator's exclusion recomputes it.
    const challengeEndsAt = new Date('2026-12-01T12:00:00Z');
    const input = await loadRoundInput(db, round);
    await db.transaction(async (tx) => {
      await storePublication(tx, {
        roundId: round.id,
        version: 1,
        input,
        publishedBy: null,
        publishedAt: new Date(),
        challengeEndsAt,
      });
      await tx.update(rounds).set({ status: 'published' }).where(eq(rounds.id, round.id));
      await notifyRoundCampaigns(tx, {
        roundId: round.id,
        notice: 'published',
        campaignIds: [accepted],
        key: 'v1',
        version: 1,
      });
    });
    const published = (await mails()).find((mail) => mail.payload.notice === 'published')!;
    const publishedMail = await renderMailContent(
      fixture.context,
      matchingRoundMail,
      recipient,
      published.payload,
    );
    expect(publishedMail.subject).toBe('The result of Climate tools is published');
    expect(publishedMail.blocks).toContainEqual({
      type: 'figures',
      rows: [
        { label: 'Match', value: '0.00 USDT' },
        { label: 'Donors counted', value: '0' },
        { label: 'Result version', value: '1' },
        { label: 'Open to challenge until', value: '2026-12-01 12:00 UTC' },
      ],
    });
    await expectEveryLocale(fixture.context, recipient, published.payload);

    await excludeFromRound({ ...deps, now: () => new Date('2026-11-30T00:00:00Z') }, moderator.id, round.id, {
      campaignId: accepted,
      reason: { code: 'spam', text: 'Same project twice' },
    });
    const recomputed = (await mails()).find((mail) => mail.payload.notice === 'republished')!;
    expect(recomputed.dedupeKey).toBe(`round:${round.id}:v2:${accepted}`);
    const recomputedMail = await renderMailContent(
      fixture.context,
      matchingRoundMail,
      recipient,
      recomputed.payload,
    );
    expect(recomputedMail.subject).toBe('The result of Climate tools was recomputed');
    expect(recomputedMail.blocks).toContainEqual({
      type: 'paragraph',
      text: 'A moderator took Solar schools out of the round: it gets no match.',
    });
    expect(recomputedMail.blocks).toContainEqual({ type: 'quote', text: 'Spam: Same project twice' });
    await expectEveryLocale(fixture.context, recipient, recomputed.payload);
    expect(
      (await listNotifications(db, creator.id, 20, 'x'.repeat(32))).items.map((item) => item.detail),
    ).toEqual(['republished', 'published', 'closed', 'declined', 'accepted']);
  });

  it('tells of a paid match with its amount and transaction, and nothing once its block is reorganised away', async () => {
    const { db } = fixture.context.database;
    const { user: creator, recipient } = await mailRecipient(db, 'ines', null, { emailVerified: true });
    const campaignId = await insertCampaign(db, { creatorId: creator.id, title: 'Reading club' });
    const round = await insertRound(db, fixture.context.chain, { name: 'Books', createdBy: creator.id });
    const txHash = `0x${'ab'.repeat(32)}`;
    await db.insert(roundPayouts).values({
      roundId: round.id,
      campaignId,
      chainId: round.chainId,
      poolAddress: randomAddress(),
      vaultAddress: randomAddress(),
      tokenAddress: round.tokenAddress,
      amount: 123_450_000n,
      txHash,
      logIndex: 0,
      blockNumber: 1n,
      blockHash: `0x${'cd'.repeat(32)}`,
      createdAt: new Date(),
    });
    const payload = { roundId: round.id, campaignId, notice: 'paid' };
    const paid = await renderMailContent(fixture.context, matchingRoundMail, recipient, payload);
    expect(paid.subject).toBe('123.45 USDT of matching paid to Reading club');
    expect(paid.blocks).toContainEqual({
      type: 'figures',
      rows: [
        { label: 'Match', value: '123.45 USDT' },
        { label: 'Transaction', value: txHash },
      ],
    });
    await expectEveryLocale(fixture.context, recipient, payload);
    // Its block reorganised away: the mail says nothing.
    await db.delete(roundPayouts).where(eq(roundPayouts.roundId, round.id));
    expect(await matchingRoundMail.render(mailRenderContext(fixture.context, recipient), payload)).toBeNull();
  });
});
