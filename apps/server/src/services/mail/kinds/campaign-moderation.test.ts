import type { Locale } from '@crowdvault/shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { insertCampaign, insertUser } from '../../../test/campaign-fixtures';
import { expectWrittenInEveryLocale, mailRecipient, renderMailContent } from '../../../test/mail-kit';
import { useTestContext } from '../../../test/use-test-app';
import { campaignModerationMail } from './campaign-moderation';

// Issue 43: a moderator's decision in the creator's language; the moderator's own words as written.
describe('the campaign-moderation mail', () => {
  const fixture = useTestContext();

  async function rejectionFor(username: string, locale: Locale | null) {
    const { db } = fixture.context.database;
    const { user: creator, recipient } = await mailRecipient(db, username, locale);
    const campaignId = await insertCampaign(db, { creatorId: creator.id, title: 'Too good to be true' });
    const [audit] = await db
      .insert(auditLog)
      .values({
        actorId: (await insertUser(db)).id,
        action: 'campaign.reject',
        targetType: 'campaign',
        targetId: campaignId,
        reason: { code: 'misleading_information', text: 'The budget does not add up.' },
      })
      .returning({ id: auditLog.id });
    return renderMailContent(fixture.context, campaignModerationMail, recipient, {
      campaignId,
      notice: 'rejected',
      auditId: audit!.id,
    });
  }

  it("names the decision and the reason in German, and quotes the moderator's words", async () => {
    const content = await rejectionFor('maya_de', 'de');
    expect(content).toMatchObject({
      subject: 'Too good to be true wurde nicht freigegeben',
      heading: 'Deine Kampagne wurde nicht freigegeben',
    });
    expect(content.blocks).toContainEqual({
      type: 'figures',
      rows: [{ label: 'Grund', value: 'Irreführende Angaben' }],
    });
    expect(content.blocks).toContainEqual({ type: 'quote', text: 'The budget does not add up.' });
  });

  it('writes Arabic with the Latin title isolated', async () => {
    const content = await rejectionFor('maya_ar', 'ar');
    expect(content.subject).toBe('لم تتم الموافقة على \u2068Too good to be true\u2069');
    expect(content.blocks).toContainEqual({
      type: 'figures',
      rows: [{ label: 'السبب', value: 'معلومات مضللة' }],
    });
  });

  it('is written in each of the six languages, nothing left in English', async () => {
    await expectWrittenInEveryLocale((locale, index) => rejectionFor(`everyone${index}`, locale));
  });

  it('stays in English, word for word, for a recipient who chose no language', async () => {
    const content = await rejectionFor('maya_en', null);
    expect(content.subject).toBe('Too good to be true was not approved');
    expect(content.blocks[0]).toEqual({
      type: 'paragraph',
      text: 'Too good to be true: It is not listed. You can edit it and ask for another review.',
    });
    expect(content.blocks).toContainEqual({
      type: 'figures',
      rows: [{ label: 'Reason', value: 'Misleading information' }],
    });
  });
});
