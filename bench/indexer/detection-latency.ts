// Benchmark (a): detection latency on the embedded stack. 100 direct USDT transfers into a
// campaign's vault; for each, the time from having the receipt to the donation being listed by
// GET /api/campaigns/:id/donations. Target: p95 ≤ 2 s.
//   npx tsx bench/indexer/detection-latency.ts
import { join } from 'node:path';
import { DEV_ACCOUNTS, findFreePort } from '@crowdvault/contracts/dev-chain';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { predictVaultAddress } from '@crowdvault/server/chain/vault-address';
import { campaigns, users } from '@crowdvault/server/db/schema';
import { loadEnv } from '@crowdvault/server/env';
import { startServer } from '@crowdvault/server/server';
import { eq } from 'drizzle-orm';
import { createPublicClient, createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { percentile, startBenchChain } from './bench-chain';

const TRANSFERS = 100;

const { anvil, dir, deploymentFile } = await startBenchChain();
const server = await startServer(
  loadEnv({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT: String(await findFreePort()),
    DATA_DIR: join(dir, 'data'),
    CHAIN_RPC_URL: anvil.rpcUrl,
    DEPLOYMENT_FILE: deploymentFile,
  }),
);
try {
  const db = server.database.db;
  const owner = DEV_ACCOUNTS[3]!.address;
  const [creator] = await db
    .insert(users)
    .values({ walletAddress: owner.toLowerCase(), username: 'bench_creator' })
    .returning({ id: users.id });
  const [campaign] = await db
    .insert(campaigns)
    .values({
      creatorId: creator!.id,
      title: 'Latency bench',
      description: 'd',
      story: 's',
      category: 'Community',
      goalAmount: 10n ** 15n,
      isApproved: true,
      endDate: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning({ id: campaigns.id });
  const vault = await predictVaultAddress(server.chains.primary, campaign!.id, owner);
  await db.update(campaigns).set({ vaultAddress: vault.toLowerCase() }).where(eq(campaigns.id, campaign!.id));

  const usdt = server.chains.primary.deployment.tokens.find((token) => token.symbol === 'USDT')!.address;
  const transport = http(anvil.rpcUrl);
  const client = createPublicClient({ transport, pollingInterval: 5 });
  const wallet = createWalletClient({ transport, account: privateKeyToAccount(DEV_ACCOUNTS[4]!.privateKey) });
  const url = `${server.url}/api/campaigns/${campaign!.id}/donations`;

  const latencies: number[] = [];
  for (let i = 0; i < TRANSFERS; i++) {
    const hash = await wallet.writeContract({
      chain: null,
      address: usdt,
      abi: testUsdtAbi,
      functionName: 'transfer',
      args: [vault, 1_000_000n + BigInt(i)],
    });
    await client.waitForTransactionReceipt({ hash });
    const start = performance.now();
    for (;;) {
      const list = (await (await fetch(url)).json()) as { transactionHash: string }[];
      if (list.some((donation) => donation.transactionHash === hash)) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    latencies.push(performance.now() - start);
    // Spread the transfers so each lands at a random point of the poll cycle.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
  }
  latencies.sort((a, b) => a - b);
  console.info(
    `detection latency over ${TRANSFERS} transfers: p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms (target p95 ≤ 2000 ms)`,
  );
} finally {
  await server.close();
  await anvil.stop();
}
