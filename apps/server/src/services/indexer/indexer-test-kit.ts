import { randomBytes } from 'node:crypto';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import type { CampaignCurrency } from '@crowdvault/shared/constants';
import { eq } from 'drizzle-orm';
import solc from 'solc';
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  http,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainContext } from '../../chain/context';
import { predictVaultAddress } from '../../chain/vault-address';
import type { Database } from '../../db/client';
import { campaigns, donations, users } from '../../db/schema';

// Test-only plumbing for the indexer and donation tests: campaigns with real predicted vault
// addresses, transfers from dev accounts, and a tiny batch contract compiled with solc-js.

export function testChain(rpcUrl: string) {
  const chain = defineChain({
    id: 31337,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 });
  const wallet = (account: number) =>
    createWalletClient({
      chain,
      transport,
      account: privateKeyToAccount(DEV_ACCOUNTS[account]!.privateKey),
      pollingInterval: 50,
    });
  const mined = async (hash: Promise<Hex>): Promise<TransactionReceipt> =>
    publicClient.waitForTransactionReceipt({ hash: await hash });
  return { chain, publicClient, wallet, mined };
}

/** A creator and a campaign whose vault address is what the factory predicts (not deployed). The
 *  owner is a fresh random address unless told: test files share one chain but each has its own
 *  database, where campaign ids restart at 1, and the same id and owner would give the same vault. */
export async function createCampaign(
  db: Database,
  chain: Pick<ChainContext, 'client' | 'deployment'>,
  options: { currency?: CampaignCurrency; creatorAccount?: number } = {},
): Promise<{ id: number; vault: Address; owner: Address }> {
  const owner =
    options.creatorAccount === undefined
      ? getAddress(`0x${randomBytes(20).toString('hex')}`)
      : DEV_ACCOUNTS[options.creatorAccount]!.address;
  const [creator] = await db
    .insert(users)
    .values({ walletAddress: owner.toLowerCase(), username: `creator_${owner.slice(2, 10)}` })
    .onConflictDoUpdate({ target: users.walletAddress, set: { bio: null } })
    .returning({ id: users.id });
  const [row] = await db
    .insert(campaigns)
    .values({
      creatorId: creator!.id,
      title: `Campaign ${randomBytes(3).toString('hex')}`,
      description: 'd',
      story: 's',
      category: 'Community',
      currency: options.currency ?? 'USDT',
      goalAmount: 10n ** 12n,
      isApproved: true,
      endDate: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning({ id: campaigns.id });
  const vault = await predictVaultAddress(chain, row!.id, owner);
  await db.update(campaigns).set({ vaultAddress: vault.toLowerCase() }).where(eq(campaigns.id, row!.id));
  return { id: row!.id, vault, owner };
}

/** Sends `amount` smallest units of a configured token (USDT's ABI fits all dev tokens). */
export function sendToken(
  kit: ReturnType<typeof testChain>,
  from: number,
  token: Address,
  to: Address,
  amount: bigint,
): Promise<TransactionReceipt> {
  return kit.mined(
    kit
      .wallet(from)
      .writeContract({ address: token, abi: testUsdtAbi, functionName: 'transfer', args: [to, amount] }),
  );
}

export async function donationsOf(db: Database, campaignId: number) {
  return db.select().from(donations).where(eq(donations.campaignId, campaignId)).orderBy(donations.logIndex);
}

export async function campaignTotals(db: Database, campaignId: number) {
  const [row] = await db
    .select({ raisedAmount: campaigns.raisedAmount, donorCount: campaigns.donorCount })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row!;
}

const BATCH_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
/// Test only: pays two transfers of one token in one transaction, and can revert after paying.
contract BatchPay {
    function pay(address token, address to, uint256 a, uint256 b) external {
        _transfer(token, to, a);
        _transfer(token, to, b);
    }
    function payAndRevert(address token, address to, uint256 a) external {
        _transfer(token, to, a);
        revert("changed my mind");
    }
    function _transfer(address token, address to, uint256 value) private {
        (bool ok, ) = token.call(abi.encodeWithSignature("transfer(address,uint256)", to, value));
        require(ok, "transfer failed");
    }
}`;

let batchPay: { abi: Abi; bytecode: Hex } | undefined;

/** Compiles the test-only BatchPay contract with solc-js (once per test file). */
export function batchPayContract(): { abi: Abi; bytecode: Hex } {
  if (batchPay) return batchPay;
  const input = {
    language: 'Solidity',
    sources: { 'BatchPay.sol': { content: BATCH_SOURCE } },
    settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = output.errors?.filter((error) => error.severity === 'error') ?? [];
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const compiled = output.contracts['BatchPay.sol']!.BatchPay!;
  batchPay = { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
  return batchPay;
}
