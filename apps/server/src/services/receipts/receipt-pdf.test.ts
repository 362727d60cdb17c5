import type { Receipt } from '@crowdvault/shared/api/receipt';
import { LOCALES } from '@crowdvault/shared/i18n/locales';
import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { describe, expect, it } from 'vitest';
import { pdfEmbeddedCharacters, pdfText } from '../../test/pdf-text';
import { renderStatementPdf } from './donor-statement';
import { renderReceiptPdf } from './receipt-pdf';

const DONOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TX = `0x${'ab'.repeat(32)}`;
const receipt = {
  campaign: { id: 3, title: 'Clean water for Kisumu schools' },
  amount: '1234.5',
  symbol: 'USDT',
  tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  swapped: {
    amount: '400',
    token: { symbol: 'DEV', address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', decimals: 18 },
  },
  donorAddress: DONOR,
  timestamp: '2026-11-28T14:05:09.000Z',
  chainName: 'Local',
  chainId: 31337,
  blockNumber: '1234',
  transactionHash: TX,
  logIndex: 2,
  vaultAddress: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  explorerUrl: null,
  counted: null,
  refund: null,
} as unknown as Receipt;
const PAGE = 'http://localhost:3000/receipt/31337/0xab/2';

describe("the receipt PDF in the reader's language (issue 43)", () => {
  it('writes every label and figure in each of the six locales, the hashes as they are', async () => {
    for (const locale of LOCALES) {
      const pdf = await renderReceiptPdf(receipt, PAGE, locale);
      const text = locale === 'ar' ? [...pdfEmbeddedCharacters(pdf)].join('') : pdfText(pdf);
      // Hashes and addresses are drawn in Courier in every language, left to right, whole.
      expect(pdfText(pdf), locale).toContain(TX);
      expect(pdfText(pdf), locale).toContain(DONOR);
      if (locale === 'ar') continue;
      for (const label of ['Amount', 'Campaign vault', 'Given as', 'Log index'])
        expect(text, `${locale}: ${label}`).toContain(mailText(locale, label).toUpperCase());
      expect(text, locale).toContain(mailText(locale, 'Donation receipt'));
      if (locale !== 'en') expect(text, locale).not.toContain('CAMPAIGN VAULT');
    }
  });

  it('writes German and French amounts their way, every place kept', async () => {
    const german = pdfText(await renderReceiptPdf(receipt, PAGE, 'de'));
    expect(german).toContain('Spendenbeleg');
    expect(german).toContain('BETRAG');
    expect(german).toContain('1.234,50 USDT');
    expect(german).toContain('3,08625 USDT pro DEV');
    expect(german).toContain('28.11.2026, 14:05');
    // French groups with a narrow no-break space, which the standard fonts lack: a no-break one.
    expect(pdfText(await renderReceiptPdf(receipt, PAGE, 'fr'))).toContain('1\u00a0234,50 USDT');
  });

  it('keeps English as it was', async () => {
    const english = pdfText(await renderReceiptPdf(receipt, PAGE, 'en'));
    expect(english).toContain('1234.5 USDT');
    expect(english).toContain('2026-11-28 14:05:09');
    expect(english).toContain('3.08625 USDT per DEV, swapped on Uniswap in the same transaction');
  });

  it('sets Arabic in an Arabic font, with Arabic-Indic digits, and the Latin parts in the standard fonts', async () => {
    const pdf = await renderReceiptPdf(receipt, PAGE, 'ar');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic/);
    const drawn = pdfEmbeddedCharacters(pdf);
    for (const character of `${mailText('ar', 'Donation receipt')}${mailText('ar', 'Amount')}١٢٣٤٥٠٫`.replace(
      /\s/g,
      '',
    ))
      expect(drawn, character).toContain(character);
    // The Latin words stay in the standard fonts, in reading order.
    expect(pdfText(pdf)).toContain('Clean water for Kisumu schools');
    expect(pdfText(pdf)).toContain('USDT');
  });

  it('writes the yearly statement in the reader language too', async () => {
    const rows = [
      {
        date: '2026-03-04T10:00:00.000Z',
        amount: '25.5',
        symbol: 'USDC',
        campaignTitle: 'Clean water for Kisumu schools',
        chainId: 31337,
        blockNumber: '88',
        transactionHash: TX,
        anonymous: false,
        counted: false,
        refund: null,
        swapped: null,
      },
    ] as unknown as Parameters<typeof renderStatementPdf>[0];
    const user = { walletAddress: DONOR } as unknown as Parameters<typeof renderStatementPdf>[1];
    const german = pdfText(await renderStatementPdf(rows, user, 2026, () => 'Local', 'de'));
    expect(german).toContain('Spendenübersicht 2026');
    expect(german).toContain('04.03.2026  25,50 USDC  Clean water for Kisumu schools');
    expect(german).toContain('Nicht gezählt.');
    expect(german).toContain('Summen');
    const arabic = await renderStatementPdf(rows, user, 2026, () => 'Local', 'ar');
    for (const character of mailText('ar', 'Totals'))
      expect(pdfEmbeddedCharacters(arabic)).toContain(character);
    expect(pdfText(arabic)).toContain(TX);
  });
});
