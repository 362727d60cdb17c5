import type { Locale } from '@crowdvault/shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { expectWrittenInEveryLocale, mailRecipient, renderMailContent } from '../../../test/mail-kit';
import { useTestContext } from '../../../test/use-test-app';
import { addressInUseMail } from './address-in-use';

// Issue 43: the owner of a verified address hears in their language that another account tried it.
describe('the address-in-use mail', () => {
  const fixture = useTestContext();

  async function noticeFor(username: string, locale: Locale | null) {
    const { recipient } = await mailRecipient(fixture.context.database.db, username, locale);
    return renderMailContent(fixture.context, addressInUseMail, recipient, {
      at: '2026-11-28T14:05:00.000Z',
    });
  }

  it('says when and what happened in German, with the date the German way', async () => {
    const content = await noticeFor('maya_de', 'de');
    expect(content.subject).toBe('Jemand hat deine Adresse in einem anderen CrowdVault-Konto eingegeben');
    expect(content.blocks[0]).toEqual({
      type: 'paragraph',
      text: 'Hallo maya_de, am 28.11.2026, 14:05 UTC hat jemand maya_de@example.org in den Einstellungen eines anderen CrowdVault-Kontos eingegeben. Sie bleibt deine: Sie ist in deinem Konto bestätigt, und das andere Konto hat keinen Link bekommen und kann sie nicht nutzen.',
    });
  });

  it('writes Arabic with the date in Arabic-Indic digits and the address isolated', async () => {
    const content = await noticeFor('maya_ar', 'ar');
    expect(content.heading).toBe('أُدخل عنوانك في حساب آخر');
    const text = JSON.stringify(content.blocks[0]);
    expect(text).toContain('\u2068maya_ar@example.org\u2069');
    expect(text).toContain('٢٠٢٦');
  });

  it('is written in each of the six languages, nothing left in English', async () => {
    await expectWrittenInEveryLocale((locale, index) => noticeFor(`everyone${index}`, locale));
  });

  it('stays in English, word for word, for a recipient who chose no language', async () => {
    const content = await noticeFor('maya_en', null);
    expect(content.blocks[0]).toEqual({
      type: 'paragraph',
      text: 'Hello maya_en, on 2026-11-28 14:05 UTC someone entered maya_en@example.org in the settings of another CrowdVault account. It stays yours: it is verified on your account, and the other account was sent no link and cannot use it.',
    });
  });
});
