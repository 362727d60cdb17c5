import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { testUsdtAbi, testUsdtBytecode } from '@crowdvault/contracts/generated/artifacts';
import type { CampaignLedger } from '@crowdvault/shared/api/transparency';
import type { FastifyInstance } from 'fastify';
import { type Address, getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLISTED_SHOWN } from '../services/transparency/unlisted-tokens';
import { createCampaign, indexUpTo, sendToken } from '../test/chain-kit';
import { fundedAccount } from '../test/ledger-kit';
import { proxiedChain, type RpcProxy } from '../test/rpc-proxy';
import { createTestApp, createTestContext } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const USDT = 10n ** 6n;
const JUNK_TOKENS = 40;

/** Issue 26, item 6: anyone can send a vault tokens of throwaway contracts. The public ledger is
 *  served from what the indexer stored, and the unlisted tokens from a bounded list kept per vault
 *  and chain, so 40 junk tokens cost a ledger request no more chain reads than none. The chain is
 *  read through a proxy that counts every JSON-RPC call. */
describe('the public ledger of a vault that strangers sent junk tokens to', () => {
  let context: Context;
  let app: FastifyInstance;
  let kit: DevChainClients;
  let rpc: RpcProxy;
  let clean: { id: number; vault: Address };
  let flooded: { id: number; vault: Address };

  beforeAll(async () => {
    context = await createTestContext();
    kit = devChainClients(context.chain.rpcUrls[0]!);
    const proxied = await proxiedChain(context.chain, context.chain.rpcUrls[0]!);
    rpc = proxied.proxy;
    app = await createTestApp(context, { chains: [proxied.chain] });
    const funder = await fundedAccount(kit, context, { ether: '100', usdt: 100n * USDT });
    clean = await createCampaign(context.database.db, context.chain);
    flooded = await createCampaign(context.database.db, context.chain);
    const wallet = kit.walletFor(funder.key);
    await sendToken(kit, funder.key, funder.usdt, clean.vault, 10n * USDT);
    await sendToken(kit, funder.key, funder.usdt, flooded.vault, 10n * USDT);
    for (let index = 0; index < JUNK_TOKENS; index += 1) {
      const deployed = await kit.mined(
        wallet.deployContract({ abi: testUsdtAbi, bytecode: testUsdtBytecode, args: [6] }),
      );
      await kit.mined(
        wallet.writeContract({
          address: getAddress(deployed.contractAddress!),
          abi: testUsdtAbi,
          functionName: 'mint',
          args: [flooded.vault, 1n * USDT],
        }),
      );
    }
    await indexUpTo(context, await kit.publicClient.getBlockNumber());
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await rpc?.close();
    await context?.close();
  });

  async function ledgerOf(id: number): Promise<CampaignLedger> {
    const response = await app.inject({ method: 'GET', url: `/api/campaigns/${id}/ledger` });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** The JSON-RPC methods one ledger request called. */
  async function callsOf(id: number): Promise<string[]> {
    rpc.reset();
    await ledgerOf(id);
    return [...rpc.calls].sort();
  }

  it('shows a bounded list of the unlisted tokens and counts the rest', async () => {
    const { reconciliation } = await ledgerOf(flooded.id);
    const unlisted = reconciliation!.lines.filter((line) => line.status === 'unlisted');
    expect(unlisted).toHaveLength(UNLISTED_SHOWN);
    expect(unlisted.every((line) => line.onChain === '1')).toBe(true);
    expect(reconciliation!.notes).toContain(
      `${JUNK_TOKENS - UNLISTED_SHOWN} more tokens the platform does not list were sent to this vault; they are not shown, not counted, and stay in the vault.`,
    );
    // The same note as data, at the same place, for the web app to word in the reader's language.
    const index = reconciliation!.notes.findIndex((note) => note.includes('more tokens'));
    expect(reconciliation!.noteReasons[index]).toEqual({
      kind: 'unlisted-more',
      count: JUNK_TOKENS - UNLISTED_SHOWN,
    });
    expect(reconciliation!.noteReasons).toHaveLength(reconciliation!.notes.length);
    expect(unlisted[0]!.reason).toMatchObject({ kind: 'unlisted', received: '1', transfers: 1 });
    expect(reconciliation!.lines.find((line) => line.symbol === 'USDT')).toMatchObject({
      status: 'ok',
      onChain: '10',
    });
  });

  it('reads no logs and no more of the chain for 40 junk tokens than for none', async () => {
    await ledgerOf(clean.id);
    await ledgerOf(flooded.id);
    const cleanCalls = await callsOf(clean.id);
    const floodedCalls = await callsOf(flooded.id);
    expect(floodedCalls).toEqual(cleanCalls);
    expect(floodedCalls).not.toContain('eth_getLogs');
    // A handful of calls: the head and the listed tokens' balances, code and native balance.
    expect(cleanCalls.length).toBeLessThanOrEqual(8);

    rpc.reset();
    await Promise.all(Array.from({ length: 20 }, () => ledgerOf(flooded.id)));
    expect(rpc.calls).not.toContain('eth_getLogs');
    expect(rpc.calls.length).toBeLessThanOrEqual(20 * cleanCalls.length);
  });
});
