import { EXPORT_RANGE } from '@crowdvault/shared/api/export-range';
import { getAddress } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { registryOf } from '../../chain/registry';
import type { Database } from '../../db/client';
import { insertCampaign, insertDonation, insertUser, randomAddress } from '../../test/campaign-fixtures';
import { parseCsv } from '../../test/csv';
import { pdfText } from '../../test/pdf-text';
import { useTestContext } from '../../test/use-test-app';
import { streamCampaignDonationsCsv } from '../analytics/donations-csv';
import { type AuthUser, toAuthUser } from '../auth/users';
import { streamLedgerCsv } from '../transparency/ledger-csv';
import { listStatementRows, renderStatementPdf, statementCsv } from './donor-statement';
import { findReceipt } from './find-receipt';
import { renderReceiptPdf } from './receipt-pdf';

// Issue 45: a swap-gift's records show both sides — the 400 DEV the donor gave, the 99.8 USDT the
// campaign received — and the rate between them; a plain gift's show nothing of a swap. The rows
// are the ones the indexer writes for a DEV → WETH → USDT gift (swap-gift-donations.test.ts).
// Every day an export may name, so a run that crosses midnight UTC still finds today's rows.
const EVERY_DAY = { from: EXPORT_RANGE.first, to: EXPORT_RANGE.last };

describe("a swap-gift's receipt, statement and ledger line", () => {
  const fixture = useTestContext();
  const dev = randomAddress();
  let db: Database;
  let chains: ReturnType<typeof registryOf>;
  let donor: AuthUser;
  let swapGift: Awaited<ReturnType<typeof insertDonation>>;
  let plainGift: Awaited<ReturnType<typeof insertDonation>>;
  let campaignId: number;

  beforeAll(async () => {
    db = fixture.context.database.db;
    chains = registryOf(fixture.context.chain);
    const user = await insertUser(db);
    donor = toAuthUser(user, undefined);
    campaignId = await insertCampaign(db, {
      creatorId: (await insertUser(db)).id,
      title: 'Wells for Turkana',
    });
    const gift = { campaignId, donorUserId: user.id, donorAddress: user.walletAddress.toLowerCase() };
    swapGift = await insertDonation(db, {
      ...gift,
      amount: 99_800_000n,
      swapped: { symbol: 'DEV', decimals: 18, amount: 400n * 10n ** 18n, token: dev },
    });
    plainGift = await insertDonation(db, { ...gift, amount: 12_500_000n });
  });

  const receiptText = async (key: typeof swapGift) =>
    pdfText(await renderReceiptPdf(await findReceipt(db, chains, key, donor), 'http://localhost:3000/r'));

  it('prints what the donor gave and the rate on the receipt PDF, under the amount received', async () => {
    const text = await receiptText(swapGift);
    expect(text).toContain(
      ['AMOUNT', '99.8 USDT', 'GIVEN AS', '400 DEV', 'GIVEN TOKEN CONTRACT', getAddress(dev)].join('\n'),
    );
    expect(text).toContain('RATE\n0.249500 USDT per DEV, swapped on Uniswap in the same transaction');
  });

  it('prints nothing of a swap on a plain gift’s receipt', async () => {
    const text = await receiptText(plainGift);
    expect(text).toContain('AMOUNT\n12.5 USDT');
    expect(text).not.toMatch(/GIVEN AS|RATE|Uniswap/);
  });

  it('adds what the donor gave and the rate at the end of the statement CSV, empty for a plain gift', async () => {
    const rows = await listStatementRows(db, donor, new Date().getUTCFullYear());
    const [header, swapped, plain] = parseCsv(
      statementCsv(rows, 'http://localhost:3000', (chainId) => chains.nameOf(chainId)),
    );
    // The columns a sheet reads by position stay where they were.
    expect(header).toEqual([
      ...['date', 'campaign_id', 'campaign', 'amount', 'token', 'anonymous', 'block', 'tx_hash'],
      ...['receipt', 'chain_id', 'network', 'counted', 'refunded', 'refund_tx'],
      ...['swapped_token', 'swapped_amount', 'swap_rate'],
    ]);
    expect(swapped?.[7]).toBe(swapGift.txHash);
    expect(swapped?.slice(3, 5)).toEqual(['99.8', 'USDT']);
    expect(swapped?.slice(14)).toEqual(['DEV', '400', '0.249500']);
    expect(plain?.[7]).toBe(plainGift.txHash);
    expect(plain?.slice(14)).toEqual(['', '', '']);

    const pdf = pdfText(await renderStatementPdf(rows, donor, new Date().getUTCFullYear(), () => 'Local'));
    expect(pdf).toContain('Given as 400 DEV, at 0.249500 USDT per DEV');
    expect(pdf.match(/Given as/g)).toHaveLength(1);
  });

  it('marks the swap-gift in the platform ledger CSV after the columns it had, empty for a plain gift', async () => {
    let csv = '';
    for await (const chunk of streamLedgerCsv(db, chains, EVERY_DAY)) csv += chunk;
    const [header, ...lines] = parseCsv(csv);
    expect(header).toEqual([
      ...['time', 'kind', 'campaign_id', 'campaign_title', 'token', 'token_address', 'amount', 'fee'],
      ...['payout', 'recipient', 'donor', 'block', 'tx_hash', 'log_index', 'chain_id', 'network'],
      ...['swapped_token', 'swapped_amount', 'swap_rate'],
    ]);
    const line = (hash: string) => lines.find((cells) => cells[12] === hash);
    expect(line(swapGift.txHash)?.[6]).toBe('99.8');
    expect(line(swapGift.txHash)?.slice(16)).toEqual(['DEV', '400', '0.249500']);
    expect(line(plainGift.txHash)?.slice(16)).toEqual(['', '', '']);
  });

  it('ends the owner’s donations CSV with what the donor gave and the rate, empty for a plain gift', async () => {
    let text = '';
    for await (const chunk of streamCampaignDonationsCsv(db, chains, campaignId, EVERY_DAY)) {
      text += chunk;
    }
    const [header, ...rows] = parseCsv(text);
    // The columns a sheet reads by position stay where they were.
    expect(header).toEqual([
      ...['time', 'block', 'tx_hash', 'donor', 'token', 'amount', 'message', 'chain_id', 'network'],
      ...['swapped_token', 'swapped_amount', 'swap_rate'],
    ]);
    const byTx = new Map(rows.map((cells) => [cells[2], cells]));
    expect(byTx.get(swapGift.txHash)?.slice(4, 6)).toEqual(['USDT', '99.8']);
    expect(byTx.get(swapGift.txHash)?.slice(9)).toEqual(['DEV', '400', '0.249500']);
    expect(byTx.get(plainGift.txHash)?.slice(9)).toEqual(['', '', '']);
  });
});
