import type { Locale } from '@crowdvault/shared/i18n/locales';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { insertCampaign, insertDonation, insertUser } from '../../../test/campaign-fixtures';
import { expectWrittenInEveryLocale, mailRecipient, renderMailContent } from '../../../test/mail-kit';
import { useTestContext } from '../../../test/use-test-app';
import { donationReceiptMail } from './donation-receipt';

// Issue 43: a donor's receipt in the language they chose (decision 137): the amount exact in the
// locale's digits, the date the locale's way and marked UTC.
describe('the donation-receipt mail', () => {
  const fixture = useTestContext();

  async function receiptFor(
    username: string,
    locale: Locale | null,
    swapped?: Parameters<typeof insertDonation>[1]['swapped'],
  ) {
    const { db } = fixture.context.database;
    const { user: donor, recipient } = await mailRecipient(db, username, locale);
    const campaignId = await insertCampaign(db, {
      creatorId: (await insertUser(db)).id,
      title: 'Books for Kisumu',
    });
    await insertDonation(db, { campaignId, amount: 1_234_500_000n, swapped });
    const [donation] = rowsOf<{ id: number }>(
      await db.execute(sql`
        update donations set donor_user_id = ${donor.id}, created_at = '2026-11-28T14:05:00Z'
        where campaign_id = ${campaignId} returning id`),
    );
    return renderMailContent(fixture.context, donationReceiptMail, recipient, { donationId: donation!.id });
  }

  it('thanks the donor in German, with the amount and date written the German way', async () => {
    const content = await receiptFor('maya_de', 'de');
    expect(content.subject).toBe('Dein Beleg: 1.234,50 USDT an Books for Kisumu');
    expect(content.heading).toBe('Danke für deine Spende');
    const figures = JSON.stringify(content.blocks);
    expect(figures).toContain('{"label":"Betrag","value":"1.234,50 USDT"}');
    expect(figures).toContain('{"label":"Datum","value":"28.11.2026, 14:05 UTC"}');
  });

  it('writes Arabic with Arabic-Indic digits and the Latin title isolated', async () => {
    const content = await receiptFor('maya_ar', 'ar');
    expect(content.subject).toBe('إيصالك: \u2068١٬٢٣٤٫٥٠ USDT\u2069 لحملة \u2068Books for Kisumu\u2069');
    expect(JSON.stringify(content.blocks)).toContain('{"label":"المبلغ","value":"١٬٢٣٤٫٥٠ USDT"}');
  });

  it('is written in each of the six languages, nothing left in English', async () => {
    await expectWrittenInEveryLocale((locale, index) =>
      receiptFor(`everyone${index}`, locale, {
        amount: 400n * 10n ** 18n,
        token: null,
        symbol: 'DEV',
        decimals: 18,
      }),
    );
  });

  it('stays in English, word for word, for a recipient who chose no language', async () => {
    const content = await receiptFor('maya_en', null);
    expect(content.subject).toBe('Your receipt: 1,234.50 USDT to Books for Kisumu');
    expect(content.heading).toBe('Thank you for your donation');
    expect(JSON.stringify(content.blocks)).toContain('{"label":"Date","value":"2026-11-28 14:05 UTC"}');
    // A plain gift: nothing of a swap.
    expect(JSON.stringify(content.blocks)).not.toMatch(/Given as|Rate/);
  });

  // Issue 45: a swap-gift's receipt says both sides, the ETH given and the USDT received, and the rate.
  const halfEth = { symbol: 'ETH', decimals: 18, amount: 500_000_000_000_000_000n, token: null };

  it('says what a swap-gift was given as and at what rate, under the amount received', async () => {
    const content = await receiptFor('maya_swap_en', null, halfEth);
    const figures = content.blocks.flatMap((block) => (block.type === 'figures' ? block.rows : []));
    expect(figures.slice(0, 3)).toEqual([
      { label: 'Amount', value: '1,234.50 USDT' },
      { label: 'Given as', value: '0.50 ETH' },
      { label: 'Rate', value: '2,469.00 USDT per ETH' },
    ]);
  });

  it('writes the swap in French, with the numbers the French way', async () => {
    const content = await receiptFor('maya_swap_fr', 'fr', halfEth);
    const figures = JSON.stringify(content.blocks);
    expect(figures).toContain('{"label":"Donné en","value":"0,50 ETH"}');
    expect(figures).toContain('{"label":"Taux de change","value":"2\u202f469,00 USDT par ETH"}');
  });
});
