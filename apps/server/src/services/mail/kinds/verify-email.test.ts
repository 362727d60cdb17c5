import type { Locale } from '@crowdvault/shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { emailVerifications } from '../../../db/schema';
import { expectWrittenInEveryLocale, mailRecipient, renderMailContent } from '../../../test/mail-kit';
import { useTestContext } from '../../../test/use-test-app';
import { verifyEmailMail } from './verify-email';

// Issue 43: the confirmation link's mail in the language the recipient chose (decision 137).
describe('the verify-email mail', () => {
  const fixture = useTestContext();

  async function verificationMailFor(username: string, locale: Locale | null) {
    const { db } = fixture.context.database;
    const { user, recipient } = await mailRecipient(db, username, locale);
    const [verification] = await db
      .insert(emailVerifications)
      .values({
        userId: user.id,
        email: recipient.email,
        tokenHash: `hash-${username}`,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: emailVerifications.id });
    return renderMailContent(fixture.context, verifyEmailMail, recipient, {
      verificationId: verification!.id,
      token: 'the-token',
    });
  }

  it('greets and explains the link in German', async () => {
    const content = await verificationMailFor('maya_de', 'de');
    expect(content.subject).toBe('Bestätige deine E-Mail-Adresse für CrowdVault');
    expect(content.blocks).toContainEqual({
      type: 'paragraph',
      text: 'Hallo maya_de, jemand (hoffentlich du) hat diese Adresse zu einem CrowdVault-Konto hinzugefügt. Bis du sie bestätigst, senden wir nichts weiter an sie.',
    });
    expect(content.blocks).toContainEqual({
      type: 'button',
      label: 'Diese Adresse bestätigen',
      url: 'https://crowdvault.example/verify-email?token=the-token',
    });
  });

  it('writes Arabic with the 24 hours in Arabic-Indic digits and the Latin name isolated', async () => {
    const content = await verificationMailFor('maya_ar', 'ar');
    expect(content.subject).toBe('أكّد عنوان بريدك الإلكتروني في CrowdVault');
    expect(content.blocks).toContainEqual({
      type: 'paragraph',
      text: 'يعمل الرابط مرة واحدة خلال ٢٤ ساعة. إن لم تكن أنت، فتجاهل هذه الرسالة.',
    });
    expect(JSON.stringify(content.blocks)).toContain('مرحبًا \u2068maya_ar\u2069،');
  });

  it('is written in each of the six languages, nothing left in English', async () => {
    await expectWrittenInEveryLocale((locale, index) => verificationMailFor(`everyone${index}`, locale));
  });

  it('stays in English, word for word, for a recipient who chose no language', async () => {
    const content = await verificationMailFor('maya_en', null);
    expect(content).toMatchObject({
      subject: 'Confirm your e-mail address for CrowdVault',
      heading: 'Confirm your e-mail address',
      reason: 'You get this because this address was entered in the settings of a CrowdVault account.',
    });
    expect(content.blocks).toContainEqual({
      type: 'paragraph',
      text: 'Hello maya_en, someone (we hope you) added this address to a CrowdVault account. Nothing else is sent to it until you confirm.',
    });
  });
});
