import type { Locale } from '@crowdvault/shared/i18n/locales';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCampaign, insertDonation, insertUser } from '../../../test/campaign-fixtures';
import { expectWrittenInEveryLocale, mailRecipient, renderMailContent } from '../../../test/mail-kit';
import { useTestContext } from '../../../test/use-test-app';
import { yearlyStatementMail } from './yearly-statement';

// Issue 43: last year's statement announced in the donor's language, the year never grouped.
describe('the yearly-statement mail', () => {
  const fixture = useTestContext();

  async function statementFor(username: string, locale: Locale | null) {
    const { db } = fixture.context.database;
    const { user: donor, recipient } = await mailRecipient(db, username, locale);
    const campaignId = await insertCampaign(db, { creatorId: (await insertUser(db)).id });
    for (const amount of [1_000_000_000n, 234_500_000n]) await insertDonation(db, { campaignId, amount });
    await db.execute(sql`
      update donations set donor_user_id = ${donor.id}, created_at = '2025-06-01T12:00:00Z'
      where campaign_id = ${campaignId}`);
    return renderMailContent(fixture.context, yearlyStatementMail, recipient, { year: 2025 });
  }

  it('announces the statement in German, with the exact sum', async () => {
    const content = await statementFor('maya_de', 'de');
    expect(content.subject).toBe('Deine Spendenübersicht 2025 ist fertig');
    expect(content.blocks).toContainEqual({
      type: 'paragraph',
      text: 'Du hast 2025 auf CrowdVault 2 Spenden gegeben. Die Übersicht listet jede mit ihrer Transaktion auf, als PDF oder CSV.',
    });
    expect(content.blocks).toContainEqual({
      type: 'figures',
      rows: [{ label: 'Gespendet in USDT', value: '1.234,50 USDT' }],
    });
  });

  it('writes Arabic with the year and the sum in Arabic-Indic digits', async () => {
    const content = await statementFor('maya_ar', 'ar');
    expect(content.subject).toBe('كشف تبرعاتك لعام \u2068٢٠٢٥\u2069 جاهز');
    expect(JSON.stringify(content.blocks)).toContain('١٬٢٣٤٫٥٠ USDT');
  });

  it('is written in each of the six languages, nothing left in English', async () => {
    await expectWrittenInEveryLocale((locale, index) => statementFor(`everyone${index}`, locale));
  });

  it('stays in English, word for word, for a recipient who chose no language', async () => {
    const content = await statementFor('maya_en', null);
    expect(content).toMatchObject({
      subject: 'Your 2025 donation statement is ready',
      heading: 'Your 2025 statement is ready',
      reason: 'You get this because you gave on CrowdVault in 2025.',
    });
    expect(content.blocks).toContainEqual({
      type: 'paragraph',
      text: 'You made 2 donations on CrowdVault in 2025. The statement lists each with its transaction, as PDF or CSV.',
    });
  });
});
