import type { Locale } from '@crowdvault/shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { insertCampaign, insertDonation } from '../../../test/campaign-fixtures';
import { expectWrittenInEveryLocale, mailRecipient, renderMailContent } from '../../../test/mail-kit';
import { useTestContext } from '../../../test/use-test-app';
import { donationReceivedMail } from './donation-received';

// Issue 43: the creator's donation digest in the language they chose (decision 137), its sum
// exact to the last unit in the locale's digits.
describe('the donation-received mail', () => {
  const fixture = useTestContext();

  async function digestFor(username: string, locale: Locale | null) {
    const { db } = fixture.context.database;
    const { user: creator, recipient } = await mailRecipient(db, username, locale);
    const campaignId = await insertCampaign(db, { creatorId: creator.id, title: 'Books for Kisumu' });
    // Three gifts of USDT (6 decimals) summing to 1,234.500001: the last unit must show.
    for (const amount of [1_000_000_000n, 234_500_000n, 1n]) await insertDonation(db, { campaignId, amount });
    return renderMailContent(fixture.context, donationReceivedMail, recipient, { campaignId, afterId: 0 });
  }

  it('counts the donations and writes the exact sum in German', async () => {
    const content = await digestFor('maya_de', 'de');
    expect(content.subject).toBe('1.234,500001 USDT für Books for Kisumu eingegangen');
    expect(content.heading).toBe('3 Spenden sind eingegangen');
    expect(content.blocks).toContainEqual({
      type: 'paragraph',
      text: 'Books for Kisumu hat 3 Spenden erhalten. Das Geld liegt im Tresor der Kampagne.',
    });
    expect(content.blocks).toContainEqual({
      type: 'figures',
      rows: [
        { label: 'Summe in USDT', value: '1.234,500001 USDT' },
        { label: 'Spenden', value: '3' },
      ],
    });
  });

  it('writes Arabic with Arabic-Indic digits, its plural of three, and the Latin title isolated', async () => {
    const content = await digestFor('maya_ar', 'ar');
    expect(content.subject).toBe('وصل \u2068١٬٢٣٤٫٥٠٠٠٠١ USDT\u2069 إلى \u2068Books for Kisumu\u2069');
    expect(content.heading).toBe('وصلت \u2068٣\u2069 تبرعات');
    expect(content.blocks).toContainEqual({
      type: 'figures',
      rows: [
        { label: 'المجموع بعملة \u2068USDT\u2069', value: '١٬٢٣٤٫٥٠٠٠٠١ USDT' },
        { label: 'التبرعات', value: '٣' },
      ],
    });
  });

  it('is written in each of the six languages, nothing left in English', async () => {
    await expectWrittenInEveryLocale((locale, index) => digestFor(`everyone${index}`, locale));
  });

  it('stays in English, word for word, for a recipient who chose no language', async () => {
    const content = await digestFor('maya_en', null);
    expect(content).toMatchObject({
      subject: '1,234.500001 USDT received for Books for Kisumu',
      heading: '3 donations arrived',
      reason:
        'You get this because you created Books for Kisumu on CrowdVault. At most one such mail per campaign an hour.',
    });
    expect(content.blocks).toContainEqual({
      type: 'paragraph',
      text: "Books for Kisumu received 3 donations. The money is in the campaign's vault.",
    });
  });
});
