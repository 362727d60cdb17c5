// Benchmark (issue 25): N chains indexed at once, one DonationIndexer per chain on one database,
// as server.ts runs them (decision 060). Per chain it prints
//   backfill: events/s while all chains read their history at the same time (each chain's
//     `--backfill` transfers into 100 vaults, 100 per block), beside the database's own insert of
//     as many rows (the floor backfill.ts also prints);
//   latency: p50/p95 from having a transfer's receipt to its donation row being in the database,
//     quiet, and again while another chain takes a burst (`--burst` transfers per block, a block
//     every second). Target p95 ≤ 300 ms on local chains.
// New heads arrive by WebSocket subscription (anvil serves ws on its HTTP port); --no-ws polls.
//   npx tsx bench/indexer/multi-chain.ts [--chains 2] [--backfill 2000] [--samples 40]
//     [--burst 200] [--no-ws]
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDevDeployment } from '@crowdvault/contracts/deploy';
import { type AnvilHandle, DEV_ACCOUNTS, findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { type ChainDeployment, loadDeployment } from '@crowdvault/server/chain/deployment';
import { openDatabase } from '@crowdvault/server/db/client';
import { campaigns, donations, users } from '@crowdvault/server/db/schema';
import { DonationIndexer } from '@crowdvault/server/services/indexer/donation-indexer';
import { and, count, eq, sql } from 'drizzle-orm';
import { type Address, encodeFunctionData, type Hex, numberToHex } from 'viem';
import { percentile } from './bench-chain';

const { values } = parseArgs({
  options: {
    chains: { type: 'string', default: '2' },
    backfill: { type: 'string', default: '2000' },
    samples: { type: 'string', default: '40' },
    burst: { type: 'string', default: '200' },
    'no-ws': { type: 'boolean', default: false },
  },
});
const CHAINS = Number(values.chains);
const BACKFILL = Number(values.backfill);
const SAMPLES = Number(values.samples);
const BURST = Number(values.burst);
const PER_BLOCK = 100;
const VAULTS = 100;

interface BenchChain {
  chainId: number;
  anvil: AnvilHandle;
  deployment: ChainDeployment;
  usdt: Address;
  rpc: (method: string, params?: unknown[]) => Promise<unknown>;
}

const dir = await mkdtemp(join(tmpdir(), 'cv-bench-chains-'));
const chains: BenchChain[] = [];
const database = await openDatabase({ memory: true });
const indexers: DonationIndexer[] = [];
try {
  for (let i = 0; i < CHAINS; i++) {
    const chainId = 31337 + i;
    const anvil = await startAnvil({ port: await findFreePort(), chainId, quiet: true });
    const file = join(dir, `deployment-${chainId}.json`);
    await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file, tokenDecimals: i === 0 ? {} : { USDT: 18 } });
    const deployment = await loadDeployment(file);
    const rpc = async (method: string, params: unknown[] = []) => {
      const response = await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      const body = (await response.json()) as { result?: unknown; error?: { message: string } };
      if (body.error) throw new Error(`${method}: ${body.error.message}`);
      return body.result;
    };
    chains.push({ chainId, anvil, deployment, usdt: deployment.tokens[0]!.address, rpc });
  }

  const db = database.db;
  const [creator] = await db
    .insert(users)
    .values({ walletAddress: DEV_ACCOUNTS[3]!.address.toLowerCase(), username: 'bench_creator' })
    .returning({ id: users.id });
  const vaults: Address[] = Array.from(
    { length: VAULTS },
    () => `0x${randomBytes(20).toString('hex')}` as Address,
  );
  const rows = await db
    .insert(campaigns)
    .values(
      vaults.map((vault, i) => ({
        creatorId: creator!.id,
        title: `Multi-chain bench ${i}`,
        description: 'd',
        story: 's',
        category: 'Community' as const,
        goalAmount: 10n ** 15n,
        isApproved: true,
        vaultAddress: vault.toLowerCase(),
        endDate: new Date(Date.now() + 30 * 86_400_000),
      })),
    )
    .returning({ id: campaigns.id });
  const campaignOf = new Map(vaults.map((vault, i) => [vault, rows[i]!.id]));

  /** Each sender's next nonce on the chain, read from the node (pending) in one batch. The
   *  block's transfers go out as one JSON-RPC batch that anvil serves concurrently: without a
   *  nonce of its own, two transfers of one sender could be given the same nonce, and the second
   *  is refused as "replacement transaction underpriced" (it happened at 200 a block). */
  const nextNonces = async (chain: BenchChain, senders: Address[]): Promise<Map<Address, number>> => {
    const response = await fetch(chain.anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        senders.map((sender, id) => ({
          jsonrpc: '2.0',
          id,
          method: 'eth_getTransactionCount',
          params: [sender, 'pending'],
        })),
      ),
    });
    const answers = (await response.json()) as { id: number; result?: Hex; error?: { message: string } }[];
    return new Map(
      answers.map((answer) => {
        if (answer.result === undefined) throw new Error(`eth_getTransactionCount: ${answer.error?.message}`);
        return [senders[answer.id]!, Number(answer.result)];
      }),
    );
  };

  // History on every chain, as blocks of PER_BLOCK transfers.
  const sendBlock = async (chain: BenchChain, count: number, offset: number) => {
    const senders = Array.from(
      { length: Math.min(count, DEV_ACCOUNTS.length) },
      (_, i) => DEV_ACCOUNTS[(offset + i) % DEV_ACCOUNTS.length]!.address,
    );
    const nonces = await nextNonces(chain, senders);
    const batch = Array.from({ length: count }, (_, i) => {
      const from = DEV_ACCOUNTS[(offset + i) % DEV_ACCOUNTS.length]!.address;
      const nonce = nonces.get(from)!;
      nonces.set(from, nonce + 1);
      return { from, nonce };
    }).map(({ from, nonce }, i) => ({
      jsonrpc: '2.0',
      id: offset + i,
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          nonce: numberToHex(nonce),
          to: chain.usdt,
          gas: numberToHex(100_000),
          data: encodeFunctionData({
            abi: testUsdtAbi,
            functionName: 'transfer',
            args: [vaults[(offset + i) % VAULTS]!, 1_000_000n],
          }),
        },
      ],
    }));
    const response = await fetch(chain.anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    });
    const answers = (await response.json()) as { error?: { message: string } }[];
    const failed = answers.find((answer) => answer.error);
    if (failed) throw new Error(`eth_sendTransaction: ${failed.error!.message}`);
    await chain.rpc('evm_mine', []);
  };
  for (const chain of chains) {
    await chain.rpc('evm_setAutomine', [false]);
    for (let sent = 0; sent < BACKFILL; sent += PER_BLOCK) {
      await sendBlock(chain, Math.min(PER_BLOCK, BACKFILL - sent), sent);
    }
    await chain.rpc('evm_setAutomine', [true]);
  }

  const heads = await Promise.all(
    chains.map(async (chain) => BigInt((await chain.rpc('eth_blockNumber')) as string)),
  );
  const started = performance.now();
  for (const chain of chains) {
    indexers.push(
      new DonationIndexer({
        db,
        chainId: chain.chainId,
        deployment: chain.deployment,
        accounting: chains[0]!.deployment,
        rpcUrl: chain.anvil.rpcUrl,
        wsUrl: values['no-ws'] ? undefined : chain.anvil.rpcUrl.replace('http', 'ws'),
        confirmations: 0,
      }),
    );
  }
  for (const indexer of indexers) indexer.start();
  const backfillMs = await Promise.all(
    indexers.map(async (indexer, i) => {
      await indexer.waitForBlock(heads[i]!, 600_000);
      return performance.now() - started;
    }),
  );
  // The floor: the database inserting as many rows itself, no client in the way (backfill.ts).
  const floorStarted = performance.now();
  await db.execute(sql`
    insert into donations (campaign_id, donor_address, chain_id, token_address, currency, amount,
      token_decimals, counted_amount, tx_hash, log_index, block_number, block_hash)
    select ${rows[0]!.id}, '0x' || lpad(to_hex(n), 40, '0'), 999999, '0x' || repeat('a', 40),
      'USDT', 1000000, 6, 1000000, '0x' || lpad(to_hex(n), 64, '0'), 0, n, '0x' || repeat('b', 64)
    from generate_series(1, ${BACKFILL}) as n`);
  const floorMs = performance.now() - floorStarted;
  await db.delete(donations).where(eq(donations.chainId, 999999));
  for (const [i, chain] of chains.entries()) {
    const [recorded] = await db
      .select({ n: count() })
      .from(donations)
      .where(eq(donations.chainId, chain.chainId));
    console.info(
      `chain ${chain.chainId}: backfill of ${recorded!.n} donations beside ${CHAINS - 1} other chain(s) in ` +
        `${backfillMs[i]!.toFixed(0)} ms = ${((Number(recorded!.n) / backfillMs[i]!) * 1000).toFixed(0)} events/s; ` +
        `the database's own insert of ${BACKFILL} rows: ${floorMs.toFixed(0)} ms`,
    );
  }

  // Latency: one transfer at a time on the measured chain, from its receipt to its row.
  const measure = async (chain: BenchChain): Promise<number[]> => {
    const latencies: number[] = [];
    const vault = vaults[0]!;
    const campaignId = campaignOf.get(vault)!;
    for (let i = 0; i < SAMPLES; i++) {
      const hash = (await chain.rpc('eth_sendTransaction', [
        {
          from: DEV_ACCOUNTS[9]!.address,
          to: chain.usdt,
          gas: numberToHex(100_000),
          data: encodeFunctionData({
            abi: testUsdtAbi,
            functionName: 'transfer',
            args: [vault, 1_000n + BigInt(i)],
          }),
        },
      ])) as Hex;
      for (;;) {
        const receipt = (await chain.rpc('eth_getTransactionReceipt', [hash])) as { status: string } | null;
        if (receipt) break;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const start = performance.now();
      for (;;) {
        const [found] = await db
          .select({ n: count() })
          .from(donations)
          .where(
            and(
              eq(donations.chainId, chain.chainId),
              eq(donations.campaignId, campaignId),
              eq(donations.txHash, hash.toLowerCase()),
            ),
          );
        if (Number(found!.n) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      latencies.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
    }
    return latencies.sort((a, b) => a - b);
  };
  const summary = (latencies: number[]) =>
    `p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`;

  for (const chain of chains) {
    console.info(`chain ${chain.chainId}: latency, quiet: ${summary(await measure(chain))}`);
  }
  if (CHAINS > 1) {
    const measured = chains[1]!;
    const bursting = chains[0]!;
    let stop = false;
    let burstOffset = 0;
    const burst = (async () => {
      await bursting.rpc('evm_setAutomine', [false]);
      while (!stop) {
        await sendBlock(bursting, BURST, burstOffset);
        burstOffset += BURST;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      await bursting.rpc('evm_setAutomine', [true]);
    })();
    const latencies = await measure(measured);
    stop = true;
    await burst;
    console.info(
      `chain ${measured.chainId}: latency while chain ${bursting.chainId} takes ${BURST} transfers a second: ${summary(latencies)} ` +
        `(${burstOffset} burst transfers)`,
    );
  }
  console.info(
    `new heads by ${values['no-ws'] ? 'polling (500 ms)' : 'WebSocket subscription'}; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on this machine`,
  );
} finally {
  await Promise.all(indexers.map((indexer) => indexer.stop()));
  await database.close();
  await Promise.all(chains.map((chain) => chain.anvil.stop()));
  await rm(dir, { recursive: true, force: true });
}
