import { randomBytes } from 'node:crypto';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { aonContributions } from '../../../db/schema';
import { insertCampaign, insertUser, randomAddress } from '../../../test/campaign-fixtures';
import { expectWrittenInEveryLocale, mailRecipient, renderMailContent } from '../../../test/mail-kit';
import { useTestContext } from '../../../test/use-test-app';
import { refundAvailableMail } from './refund-available';

const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`;
// 2026-11-28 14:05 UTC, the failed campaign's deadline.
const DEADLINE = 1_795_874_700n;

// Issue 43: a donor of a failed all-or-nothing campaign reads of their refund in their language,
// the amount exact to its last unit in the locale's digits.
describe('the refund-available mail', () => {
  const fixture = useTestContext();

  async function refundMailFor(username: string, locale: Locale | null) {
    const { db } = fixture.context.database;
    const { chain } = fixture.context;
    const wallet = randomAddress();
    const { recipient } = await mailRecipient(db, username, locale, { walletAddress: wallet });
    const campaignId = await insertCampaign(db, {
      creatorId: (await insertUser(db)).id,
      title: 'Books for Kisumu',
      fundingModel: 'all_or_nothing',
      aonChainId: chain.chainId,
      aonDeadline: DEADLINE,
      aonOutcome: 'failed',
    });
    const usdt = chain.deployment.tokens.find((token) => token.symbol === 'USDT')!;
    await db.insert(aonContributions).values({
      campaignId,
      chainId: chain.chainId,
      donorAddress: wallet,
      tokenAddress: usdt.address.toLowerCase(),
      amount: 40_500_001n,
      countedAmount: 40_500_001n,
      countedTotal: 40_500_001n * 10n ** 12n,
      txHash: hex(32),
      logIndex: 0,
      blockNumber: 5n,
      blockHash: hex(32),
    });
    return renderMailContent(fixture.context, refundAvailableMail, recipient, { campaignId });
  }

  it('offers the refund in German, exact, with the deadline the German way', async () => {
    const content = await refundMailFor('maya_de', 'de');
    expect(content.subject).toBe('Deine Erstattung von Books for Kisumu ist verfügbar');
    expect(JSON.stringify(content.blocks)).toContain(
      '"label":"Deine Erstattung in USDT","value":"40,500001 USDT"',
    );
    expect(JSON.stringify(content.blocks)).toContain('bis 28.11.2026, 14:05 UTC nicht erreicht');
  });

  it('writes Arabic with the refund in Arabic-Indic digits', async () => {
    const content = await refundMailFor('maya_ar', 'ar');
    expect(content.heading).toBe('استردادك متاح');
    expect(JSON.stringify(content.blocks)).toContain('"value":"٤٠٫٥٠٠٠٠١ USDT"');
  });

  it('is written in each of the six languages, nothing left in English', async () => {
    await expectWrittenInEveryLocale((locale, index) => refundMailFor(`everyone${index}`, locale));
  });

  it('stays in English, word for word, for a recipient who chose no language', async () => {
    const content = await refundMailFor('maya_en', null);
    expect(content.subject).toBe('Your refund from Books for Kisumu is available');
    expect(content.blocks).toContainEqual({
      type: 'paragraph',
      text: 'Books for Kisumu did not reach its goal by 2026-11-28 14:05 UTC. Its vault gives every donor back exactly what they gave, with no fee, and nobody has to approve it.',
    });
  });
});
