import { randomBytes } from 'node:crypto';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vaultWithdrawals } from '../../db/schema';
import { insertCampaign, insertUser, randomAddress } from '../../test/campaign-fixtures';
import { createMailKit, expectWrittenInEveryLocale } from '../../test/mail-kit';
import { useTestContext } from '../../test/use-test-app';
import { queueWithdrawalMails } from './kinds/withdrawal-completed';

type Kit = Awaited<ReturnType<typeof createMailKit>>;
const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`;

// Issue 43: a mail in the language its recipient chose in settings (decision 137), sent through
// the embedded SMTP server as every mail is.
describe("a withdrawal mail in the recipient's language", () => {
  const fixture = useTestContext();
  let kit: Kit;
  beforeAll(async () => {
    kit = await createMailKit(fixture.context);
  });
  afterAll(async () => {
    await kit?.close();
  });

  async function withdrawalMailTo(email: string, locale: Locale | null) {
    const { db } = fixture.context.database;
    const creator = await insertUser(db, { email, emailVerified: true, locale });
    const campaignId = await insertCampaign(db, { creatorId: creator.id, title: 'Books for Kisumu' });
    const usdt = fixture.context.chain.deployment.tokens.find((token) => token.symbol === 'USDT')!;
    const [row] = await db
      .insert(vaultWithdrawals)
      .values({
        campaignId,
        chainId: fixture.context.chain.chainId,
        tokenAddress: usdt.address.toLowerCase(),
        recipient: randomAddress(),
        amount: 1_234_500_000n,
        fee: 30_862_500n,
        payout: 1_203_637_500n,
        txHash: hex(32),
        logIndex: 0,
        blockNumber: 5n,
        blockHash: hex(32),
      })
      .returning({ id: vaultWithdrawals.id });
    await db.transaction((tx) => queueWithdrawalMails(tx, [row!.id]));
    await kit.drain(kit.worker());
    const mail = kit.mailbox.list().find((sent) => sent.envelopeTo.includes(email));
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  }

  it('writes subject, body, amounts, button and footer in German', async () => {
    const mail = await withdrawalMailTo('maya.de@example.org', 'de');
    expect(mail.subject).toBe('Auszahlung von 1.234,50 USDT aus Books for Kisumu abgeschlossen');
    const parts = ['<html lang="de" dir="ltr">', 'Deine Auszahlung ist abgeschlossen', 'An dich ausgezahlt'];
    parts.push('1.203,6375 USDT', 'Deine Auszahlungen ansehen', 'Diese E-Mails abbestellen');
    expect(parts.filter((part) => !mail.html?.includes(part))).toEqual([]);
    expect(mail.text).toContain(
      'Du bekommst diese E-Mail, weil du Books for Kisumu auf CrowdVault erstellt hast.',
    );
  });

  it('writes Arabic right to left, with Arabic-Indic digits and the Latin title isolated', async () => {
    const mail = await withdrawalMailTo('maya.ar@example.org', 'ar');
    expect(mail.subject).toBe('اكتمل سحب \u2068١٬٢٣٤٫٥٠ USDT\u2069 من \u2068Books for Kisumu\u2069');
    const parts = [
      '<html lang="ar" dir="rtl">',
      '<body dir="rtl"',
      'اكتمل سحبك',
      'إلغاء الاشتراك في هذه الرسائل',
    ];
    expect(parts.filter((part) => !mail.html?.includes(part))).toEqual([]);
  });

  it('is written in each of the six languages, nothing left in English', async () => {
    await expectWrittenInEveryLocale(async (locale, index) => {
      const mail = await withdrawalMailTo(`everyone${index}@example.org`, locale);
      // As it arrived: its subject, and its plain-text part as the body.
      return {
        subject: mail.subject,
        heading: mail.subject,
        blocks: [{ type: 'paragraph', text: mail.text }],
        reason: '',
      };
    });
  });

  it('stays in English, as before, for a recipient who chose no language', async () => {
    const mail = await withdrawalMailTo('maya.en@example.org', null);
    expect(mail.subject).toBe('Withdrawal of 1,234.50 USDT from Books for Kisumu completed');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('Unsubscribe from these e-mails');
  });
});
