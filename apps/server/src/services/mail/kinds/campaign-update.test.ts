import type { Locale } from '@crowdvault/shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { campaignUpdates } from '../../../db/schema';
import { insertCampaign, insertUser } from '../../../test/campaign-fixtures';
import { expectWrittenInEveryLocale, mailRecipient, renderMailContent } from '../../../test/mail-kit';
import { useTestContext } from '../../../test/use-test-app';
import { campaignUpdateMail } from './campaign-update';

// Issue 43: a follower reads our words in their language, the creator's update as it was written.
describe('the campaign-update mail', () => {
  const fixture = useTestContext();

  async function updateMailFor(username: string, locale: Locale | null) {
    const { db } = fixture.context.database;
    const { recipient } = await mailRecipient(db, username, locale);
    const creator = await insertUser(db);
    const campaignId = await insertCampaign(db, { creatorId: creator.id, title: 'Books for Kisumu' });
    const [update] = await db
      .insert(campaignUpdates)
      .values({ campaignId, authorId: creator.id, title: 'The first shelf is up', body: 'Thank you all.' })
      .returning({ id: campaignUpdates.id });
    return renderMailContent(fixture.context, campaignUpdateMail, recipient, { updateId: update!.id });
  }

  it("writes its own words in German and the creator's update unchanged", async () => {
    const content = await updateMailFor('maya_de', 'de');
    expect(content).toMatchObject({
      subject: 'Books for Kisumu: The first shelf is up',
      heading: 'The first shelf is up',
      reason:
        'Du bekommst diese E-Mail, weil du Books for Kisumu auf CrowdVault folgst (du folgst den Kampagnen, an die du spendest).',
    });
    expect(content.blocks).toEqual([
      { type: 'paragraph', text: 'Books for Kisumu hat ein Update veröffentlicht.' },
      { type: 'quote', text: 'Thank you all.' },
      expect.objectContaining({ type: 'button', label: 'Auf CrowdVault lesen' }),
    ]);
  });

  it('is written in each of the six languages, nothing left in English', async () => {
    await expectWrittenInEveryLocale(
      (locale, index) => updateMailFor(`everyone${index}`, locale),
      ['subject', 'heading'],
    );
  });

  it('stays in English, word for word, for a recipient who chose no language', async () => {
    const content = await updateMailFor('maya_en', null);
    expect(content.subject).toBe('Books for Kisumu: The first shelf is up');
    expect(content.blocks).toContainEqual({ type: 'paragraph', text: 'Books for Kisumu posted an update.' });
    expect(content.reason).toBe(
      'You get this because you follow Books for Kisumu on CrowdVault (you follow the campaigns you give to).',
    );
  });
});
