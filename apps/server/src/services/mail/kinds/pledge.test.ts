import type { PledgeNotice } from '@crowdvault/shared/api/notifications';
import { PLEDGE_PERIODS } from '@crowdvault/shared/api/pledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCampaign, insertPledge, insertUser } from '../../../test/campaign-fixtures';
import { expectWrittenInEveryLocale, mailRenderContext } from '../../../test/mail-kit';
import { useTestContext } from '../../../test/use-test-app';
import type { MailType, RenderContext } from '../mail-types';
import { pledgeProblemMail, pledgeReminderMail } from './pledge';

// Starts 2027-01-15 08:00 UTC: period 1 is due a week later, period 2 two weeks later.
const START = 1_800_000_000n;

describe('the pledge mails', () => {
  let render: RenderContext;
  let campaignId: number;

  const fixture = useTestContext();
  beforeAll(async () => {
    const { db } = fixture.context.database;
    const donor = await insertUser(db);
    campaignId = await insertCampaign(db, { creatorId: (await insertUser(db)).id, title: 'Clean water' });
    render = mailRenderContext(fixture.context, {
      id: donor.id,
      username: 'maya',
      email: 'maya@example.org',
    });
  });

  async function weeklyPledge(status: 'active' | 'lapsed' = 'active') {
    const usdc = fixture.context.chain.deployment.tokens.find((token) => token.symbol === 'USDC')!;
    return insertPledge(fixture.context.database.db, {
      userId: render.recipient.id,
      campaignId,
      chainId: fixture.context.chain.chainId,
      tokenAddress: usdc.address,
      periodSeconds: PLEDGE_PERIODS.weekly,
      startAt: START,
      status,
    });
  }

  /** What `kind` says of a new weekly pledge in `status` for `notice` about `period`. */
  async function weeklyMail(
    kind: MailType,
    notice: PledgeNotice,
    period: number | null,
    status: 'active' | 'lapsed' = 'active',
  ) {
    const pledge = await weeklyPledge(status);
    return kind.render(render, { pledgeRowId: pledge.id, notice, period });
  }

  it("names a weekly gift's reminder weekly, with the collection's date", async () => {
    const mail = await weeklyMail(pledgeReminderMail, 'reminder', 1);
    expect(mail?.content).toMatchObject({
      subject: 'Your weekly gift to Clean water is collected on 2027-01-22 08:00 UTC',
      heading: 'Your next weekly gift',
      reason: 'You get this because you give weekly to Clean water on CrowdVault.',
    });
    expect(mail?.content.blocks).toContainEqual({
      type: 'paragraph',
      text: 'On 2027-01-22 08:00 UTC CrowdVault collects your next weekly gift to Clean water from your wallet, as you signed it. You pay no gas.',
    });
    expect(mail?.content.blocks).toContainEqual(
      expect.objectContaining({ type: 'button', label: 'Cancel this weekly gift' }),
    );
    expect(JSON.stringify(mail?.content)).not.toMatch(/monthly/i);
  });

  it("names a weekly gift's failed collection weekly, retried until the next week", async () => {
    const mail = await weeklyMail(pledgeProblemMail, 'failed_balance', 1);
    expect(mail?.content.subject).toBe('Your weekly gift to Clean water could not be collected');
    expect(mail?.content.blocks).toContainEqual({
      type: 'paragraph',
      text: 'CrowdVault could not collect your weekly gift to Clean water. Your wallet holds less than 10.00 USDC. Add USDC to it.',
    });
    expect(JSON.stringify(mail?.content.blocks)).toContain('"Retried until","value":"2027-01-29 08:00 UTC"');
    expect(mail?.content.blocks).toContainEqual(
      expect.objectContaining({ type: 'button', label: 'Cancel this weekly gift' }),
    );
    expect(JSON.stringify(mail?.content)).not.toMatch(/monthly/i);
  });

  it("names a weekly gift's lapse weekly", async () => {
    const mail = await weeklyMail(pledgeProblemMail, 'lapsed', null, 'lapsed');
    expect(mail?.content).toMatchObject({
      subject: 'Your weekly gift to Clean water has lapsed',
      heading: 'Your weekly gift has lapsed',
    });
    expect(mail?.content.blocks).toContainEqual({
      type: 'paragraph',
      text: 'To give again, start a new weekly gift on the campaign page.',
    });
    expect(JSON.stringify(mail?.content)).not.toMatch(/monthly/i);
  });
  // Issue 43: in the donor's language, with the date and amount written the locale's way.
  it('writes the reminder, both failed collections and the lapse in each of the six languages', async () => {
    const cases: Array<[MailType, PledgeNotice, number | null, 'active' | 'lapsed']> = [
      [pledgeReminderMail, 'reminder', 1, 'active'],
      [pledgeProblemMail, 'failed_balance', 1, 'active'],
      [pledgeProblemMail, 'failed_allowance', 1, 'active'],
      [pledgeProblemMail, 'lapsed', null, 'lapsed'],
    ];
    for (const [kind, notice, period, status] of cases) {
      const pledge = await weeklyPledge(status);
      await expectWrittenInEveryLocale(async (locale) => {
        const mail = await kind.render(
          { ...render, recipient: { ...render.recipient, locale } },
          { pledgeRowId: pledge.id, notice, period },
        );
        if (!mail) throw new Error(`no ${notice} mail`);
        return mail.content;
      });
    }
  });

  it("writes a weekly gift's reminder in German and its failed collection in Arabic", async () => {
    const pledge = await weeklyPledge();
    const german = await pledgeReminderMail.render(
      { ...render, recipient: { ...render.recipient, locale: 'de' } },
      { pledgeRowId: pledge.id, notice: 'reminder', period: 1 },
    );
    expect(german?.content).toMatchObject({
      subject: 'Deine wöchentliche Spende an Clean water wird am 22.01.2027, 08:00 UTC eingezogen',
      heading: 'Deine nächste wöchentliche Spende',
    });
    expect(german?.content.blocks).toContainEqual(
      expect.objectContaining({ type: 'button', label: 'Diese wöchentliche Spende kündigen' }),
    );
    expect(JSON.stringify(german?.content.blocks)).toContain('"Betrag","value":"10,00 USDC"');

    const arabic = await pledgeProblemMail.render(
      { ...render, recipient: { ...render.recipient, locale: 'ar' } },
      { pledgeRowId: pledge.id, notice: 'failed_balance', period: 1 },
    );
    expect(arabic?.content.subject).toBe('تعذّر تحصيل تبرعك الأسبوعي لحملة \u2068Clean water\u2069');
    expect(arabic?.content.blocks).toContainEqual({
      type: 'paragraph',
      text: 'تعذّر على CrowdVault تحصيل تبرعك الأسبوعي لحملة \u2068Clean water\u2069. تحتوي محفظتك على أقل من \u2068١٠٫٠٠ USDC\u2069. أضف إليها \u2068USDC\u2069.',
    });
  });
});
