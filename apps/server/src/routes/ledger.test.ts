import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { campaignVaultAbi, testUsdtAbi, testUsdtBytecode } from '@crowdvault/contracts/generated/artifacts';
import { EXPORT_RANGE } from '@crowdvault/shared/api/export-range';
import {
  type CampaignLedger,
  LEDGER_CSV_COLUMNS,
  type PlatformReconciliation,
  type TransparencySummary,
} from '@crowdvault/shared/api/transparency';
import { eq } from 'drizzle-orm';
import { type Address, getAddress, type Hex, parseAbiItem, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../chain/deployment';
import { campaigns } from '../db/schema';
import { findUserById, toAuthUser } from '../services/auth/users';
import { requireCampaignVault } from '../services/withdrawals/campaign-vaults';
import { planWithdrawal } from '../services/withdrawals/plan-withdrawal';
import { createCampaign, dealToken, indexUpTo, sendToken } from '../test/chain-kit';
import { parseCsv } from '../test/csv';
import { useTestApp } from '../test/use-test-app';

const USDT = 10n ** 6n;
const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

describe('ledger and transparency routes', () => {
  let kit: DevChainClients;
  let usdt: Address;
  let usdc: Address;
  let stray: Address;
  let campaign: { id: number; vault: Address; owner: Address };
  let withdrawalHash: Hex;
  // Fresh keys: test files share one anvil, and a shared dev account would race us for nonces.
  const funderKey = generatePrivateKey();
  const funder = privateKeyToAccount(funderKey).address;
  const ownerKey = generatePrivateKey();
  const owner = privateKeyToAccount(ownerKey).address;

  const send = (token: Address, to: Address, amount: bigint) => sendToken(kit, funderKey, token, to, amount);

  async function ledgerOf(id: number): Promise<CampaignLedger> {
    const response = await fixture.app.inject({ method: 'GET', url: `/api/campaigns/${id}/ledger` });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  const fixture = useTestApp();
  beforeAll(async () => {
    kit = devChainClients(fixture.context.chain.rpcUrls[0]!);
    for (const address of [funder, owner])
      await kit.testClient.setBalance({ address, value: parseEther('10') });
    usdt = findToken(fixture.context.chain.deployment, 'USDT')!.address;
    usdc = findToken(fixture.context.chain.deployment, 'USDC')!.address;
    await dealToken(kit, usdt, funder, 1_000n * USDT);
    await dealToken(kit, usdc, funder, 1_000n * USDT);
    // A token the platform does not list: a fresh contract the deployment knows nothing of.
    const deployed = await kit.mined(
      kit.walletFor(funderKey).deployContract({ abi: testUsdtAbi, bytecode: testUsdtBytecode, args: [6] }),
    );
    stray = getAddress(deployed.contractAddress!);
    await kit.mined(
      kit.walletFor(funderKey).writeContract({
        address: stray,
        abi: testUsdtAbi,
        functionName: 'mint',
        args: [funder, 500n * USDT],
      }),
    );

    campaign = await createCampaign(fixture.context.database.db, fixture.context.chain, { owner });
    await send(usdt, campaign.vault, 100n * USDT);
    await send(usdc, campaign.vault, 25n * USDT);
    await kit.mined(
      kit.walletFor(funderKey).sendTransaction({ to: campaign.vault, value: parseEther('0.5') }),
    );
    await send(stray, campaign.vault, 7n * USDT);
    const last = await send(usdt, campaign.vault, 40n * USDT);
    await indexUpTo(fixture.context, last.blockNumber);

    // The owner takes 60 USDT out the way the dashboard does it directly: deploy, then withdraw.
    const creator = await findUserById(fixture.context.database.db, (await requireCampaignOwnerId())!);
    const owned = await requireCampaignVault(
      fixture.context.database.db,
      toAuthUser(creator!, undefined),
      campaign.id,
      fixture.context.chain.chainId,
    );
    const plan = await planWithdrawal(fixture.context.chain, owned, {
      token: 'USDT',
      amount: '60',
      recipientAddress: owner,
    });
    let receipt: Awaited<ReturnType<DevChainClients['mined']>> | undefined;
    for (const transaction of plan.transactions) {
      receipt = await kit.mined(
        kit
          .walletFor(ownerKey)
          .sendTransaction({ to: transaction.to as Address, data: transaction.data as Hex }),
      );
      expect(receipt.status).toBe('success');
    }
    withdrawalHash = receipt!.transactionHash;
    await indexUpTo(fixture.context, receipt!.blockNumber);
  });

  async function requireCampaignOwnerId(): Promise<number | undefined> {
    const [row] = await fixture.context.database.db
      .select({ creatorId: campaigns.creatorId })
      .from(campaigns)
      .where(eq(campaigns.id, campaign.id));
    return row?.creatorId;
  }

  it("lists exactly the transfers and withdrawals eth_getLogs returns for the campaign's vault", async () => {
    const ledger = await ledgerOf(campaign.id);
    const listed = [usdt, usdc, ...fixture.context.chain.deployment.tokens.map((token) => token.address)];
    const transfers = await kit.publicClient.getLogs({
      address: [...new Set(listed)],
      event: transferEvent,
      args: { to: campaign.vault },
      fromBlock: 0n,
    });
    const withdrawn = await kit.publicClient.getLogs({
      address: campaign.vault,
      event: campaignVaultAbi.find((item) => item.type === 'event' && item.name === 'Withdrawn')!,
      fromBlock: 0n,
    });
    const fromLogs = [
      ...transfers.map(
        (log) => `${log.transactionHash}:${log.logIndex}:${log.blockNumber}:${log.args.value}`,
      ),
      ...withdrawn.map(
        (log) => `${log.transactionHash}:${log.logIndex}:${log.blockNumber}:${log.args.amount}`,
      ),
    ].sort();
    const tokenEntries = ledger.entries.filter((entry) => entry.tokenAddress !== null);
    const fromLedger = tokenEntries
      .map((entry) => {
        const decimals = entry.symbol === 'DAI' ? 18 : 6;
        const raw =
          BigInt(entry.amount.split('.')[0]!) * 10n ** BigInt(decimals) +
          BigInt((entry.amount.split('.')[1] ?? '').padEnd(decimals, '0') || '0');
        return `${entry.transactionHash}:${entry.logIndex}:${entry.blockNumber}:${raw}`;
      })
      .sort();
    expect(fromLedger).toEqual(fromLogs);
    expect(fromLogs).toHaveLength(4);

    const withdrawal = ledger.entries.find((entry) => entry.kind === 'withdrawal')!;
    expect(withdrawal).toMatchObject({
      transactionHash: withdrawalHash,
      symbol: 'USDT',
      amount: '60',
      fee: '1.5',
      payout: '58.5',
      recipient: owner,
    });
    const native = ledger.entries.find((entry) => entry.tokenAddress === null)!;
    expect(native).toMatchObject({ kind: 'direct', amount: '0.5', logIndex: -1, donorAddress: null });
    expect(ledger.explorerUrl).toBeNull();
    // Newest first.
    expect(ledger.entries[0]!.transactionHash).toBe(withdrawalHash);
  });

  it('reconciles each listed token and shows the unlisted token as a mismatch with its explanation', async () => {
    const { reconciliation } = await ledgerOf(campaign.id);
    expect(reconciliation).not.toBeNull();
    const line = (symbol: string, address?: Address) =>
      reconciliation!.lines.find(
        (candidate) =>
          candidate.symbol === symbol && (address === undefined || candidate.tokenAddress === address),
      )!;
    expect(line('USDT', usdt)).toMatchObject({
      donated: '140',
      withdrawn: '60',
      fees: '1.5',
      expected: '80',
      onChain: '80',
      difference: '0',
      status: 'ok',
      explanation: null,
    });
    expect(line('USDC', usdc)).toMatchObject({ donated: '25', onChain: '25', status: 'ok' });
    expect(line('ETH')).toMatchObject({ donated: '0.5', onChain: '0.5', status: 'ok' });
    const strayLine = reconciliation!.lines.find((candidate) => candidate.tokenAddress === stray)!;
    expect(strayLine).toMatchObject({ status: 'unlisted', donated: '0', onChain: '7', difference: '7' });
    expect(strayLine.explanation).toContain('does not list this token');
    expect(strayLine.explanation).toContain(stray);
    expect(strayLine.reason).toEqual({
      kind: 'unlisted',
      received: '7',
      symbol: strayLine.symbol,
      tokenAddress: stray,
      transfers: 1,
    });
    expect(BigInt(reconciliation!.blockNumber)).toBeGreaterThanOrEqual(BigInt(reconciliation!.indexedBlock!));
  });

  it('explains a transfer the indexer has not reached yet', async () => {
    await send(usdc, campaign.vault, 3n * USDT);
    const { reconciliation } = await ledgerOf(campaign.id);
    const usdcLine = reconciliation!.lines.find((line) => line.tokenAddress === usdc)!;
    expect(usdcLine).toMatchObject({ status: 'mismatch', difference: '3', onChain: '28', expected: '25' });
    expect(usdcLine.explanation).toMatch(/has not reached yet/);
    expect(usdcLine.reason).toMatchObject({ kind: 'more-not-indexed-yet', amount: '3', symbol: 'USDC' });
    const { chains } = await summary();
    expect(chains[0]!.indexer.lagBlocks).toBeGreaterThan(0);
  });

  async function summary(): Promise<TransparencySummary> {
    const response = await fixture.app.inject({ method: 'GET', url: '/api/transparency' });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('sums the platform from SQL: raised, withdrawn, fees and the treasury', async () => {
    const body = await summary();
    expect(body.chains.map((chain) => chain.chainId)).toEqual([fixture.context.chain.chainId]);
    const usdtTotals = body.chains[0]!.tokens.find((token) => token.symbol === 'USDT')!;
    expect(usdtTotals).toMatchObject({ raised: '140', withdrawn: '60', fees: '1.5', held: '80' });
    expect(usdtTotals.treasuryBalance).not.toBeNull();
    expect(body.treasuryAddress).toBe(fixture.context.chain.deployment.treasuryAddress);
    expect(body.vaultCount).toBe(1);
    expect(body.withdrawalCount).toBe(1);
    expect(body.totalRaisedUsd).toBe('165');
    expect(body.totalFeesUsd).toBe('1.5');

    const response = await fixture.app.inject({ method: 'GET', url: '/api/transparency/reconciliation' });
    expect(response.statusCode).toBe(200);
    const platform: PlatformReconciliation = response.json();
    expect(platform.vaultCount).toBe(1);
    expect(platform.chains[0]).toMatchObject({ deployedCount: 1, unavailable: null });
    expect(platform.chains[0]!.reconciliation!.lines.find((line) => line.symbol === 'USDT')).toMatchObject({
      expected: '80',
      onChain: '80',
      status: 'ok',
    });
    expect(platform.chains[0]!.reconciliation!.noteReasons).toEqual([{ kind: 'unlisted-per-campaign' }]);
  });

  it('streams the platform ledger of a date range as CSV', async () => {
    // Every day an export may name: block times may run ahead of this clock, past midnight UTC.
    const response = await fixture.app.inject({
      method: 'GET',
      url: `/api/transparency/ledger.csv?from=${EXPORT_RANGE.first}&to=${EXPORT_RANGE.last}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([...LEDGER_CSV_COLUMNS]);
    expect(rows).toHaveLength(1 + 5);
    const withdrawal = rows.find((cells) => cells.includes(withdrawalHash));
    expect(withdrawal?.slice(7, 9)).toEqual(['1.5', '58.5']);
    expect(withdrawal?.slice(14)).toEqual([
      String(fixture.context.chain.chainId),
      fixture.context.chain.name,
      // A withdrawal is no swap-gift: its swap columns stay empty.
      ...['', '', ''],
    ]);
    // Nor is any of these plain transfers.
    expect(rows.slice(1).map((cells) => cells.slice(16))).toEqual(Array(5).fill(['', '', '']));

    const empty = await fixture.app.inject({
      method: 'GET',
      url: '/api/transparency/ledger.csv?from=2001-01-01&to=2001-01-02',
    });
    expect(parseCsv(empty.body)).toHaveLength(1);
    const backwards = await fixture.app.inject({
      method: 'GET',
      url: '/api/transparency/ledger.csv?from=2001-01-02&to=2001-01-01',
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('answers 404 for the ledger of a campaign that does not exist', async () => {
    const response = await fixture.app.inject({ method: 'GET', url: '/api/campaigns/99999/ledger' });
    expect(response.statusCode).toBe(404);
  });
});
