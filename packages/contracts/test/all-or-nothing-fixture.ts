import { type Address, type Hex, parseEventLogs, type TransactionReceipt } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, expect } from 'vitest';
import { devChainClients } from '../src/chain-clients';
import { DEV_ROLES, type DevTokenSymbol, deployPlatform } from '../src/deploy';
import { type AnvilHandle, DEV_ACCOUNTS, findFreePort, startAnvil } from '../src/dev-chain';
import { allOrNothingFactoryAbi, allOrNothingVaultAbi, testUsdtAbi } from '../src/generated/artifacts';
import { predictAllOrNothingVaultAddress } from '../src/vault-address';
import { randomAddress } from './chain';
import { testContract } from './test-contracts';

export const STATE = { Funding: 0, Succeeded: 1, Failed: 2 } as const;
export const DAY = 86_400n;
export const TOKEN_KINDS = ['USDT', 'USDC', 'DAI', 'FUSD'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/**
 * An anvil of the test file's own: all-or-nothing tests move the chain's clock by days, which would
 * expire the signatures of every other contracts test sharing the project's anvil. Holds a fresh
 * platform, the dev tokens and a blacklisting stablecoin (FUSD, 6 decimals).
 */
export async function startAllOrNothingChain() {
  const anvil: AnvilHandle = await startAnvil({ port: await findFreePort(), quiet: true });
  const clients = devChainClients(anvil.rpcUrl);
  const { publicClient, testClient, walletFor } = clients;
  const deployer = walletFor(DEV_ROLES.deployer.privateKey);
  const treasury = randomAddress();
  const deployment = await deployPlatform({
    rpcUrl: anvil.rpcUrl,
    deployerKey: DEV_ROLES.deployer.privateKey,
    treasuryAddress: treasury,
  });
  const blacklist = testContract('BlacklistToken');
  const fusdReceipt = await publicClient.waitForTransactionReceipt({
    hash: await deployer.deployContract({ abi: blacklist.abi, bytecode: blacklist.bytecode }),
  });
  const fusd = fusdReceipt.contractAddress as Address;
  const tokenAddress: Record<TokenKind, Address> = {
    USDT: deployment.tokens.find((t) => t.symbol === 'USDT')!.address,
    USDC: deployment.tokens.find((t) => t.symbol === 'USDC')!.address,
    DAI: deployment.tokens.find((t) => t.symbol === 'DAI')!.address,
    FUSD: fusd,
  };
  const decimalsOf: Record<TokenKind, number> = { USDT: 6, USDC: 6, DAI: 18, FUSD: 6 };
  const factory = deployment.allOrNothingFactoryAddress!;
  const implementation = deployment.allOrNothingImplementationAddress!;
  let nextCampaignId = 1n;

  async function mined(hash: Promise<Hex> | Hex): Promise<TransactionReceipt> {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
    expect(receipt.status).toBe('success');
    return receipt;
  }

  async function now(): Promise<bigint> {
    return (await publicClient.getBlock()).timestamp;
  }

  /** Moves the chain's clock forward and mines a block at the new time. */
  async function increaseTime(seconds: bigint): Promise<void> {
    await testClient.increaseTime({ seconds: Number(seconds) });
    await testClient.mine({ blocks: 1 });
  }

  /** `wallet` calls a token's mint (the deployer mints every dev token) or approve. */
  function tokenCall(
    wallet: ReturnType<typeof walletFor>,
    token: TokenKind,
    functionName: 'mint' | 'approve',
    args: [Address, bigint],
  ) {
    return mined(
      wallet.writeContract({ address: tokenAddress[token], abi: testUsdtAbi, functionName, args }),
    );
  }

  async function mint(token: TokenKind, to: Address, amount: bigint): Promise<void> {
    await tokenCall(deployer, token, 'mint', [to, amount]);
  }

  async function balanceOf(token: TokenKind | Address, account: Address): Promise<bigint> {
    const address = token.startsWith('0x') ? (token as Address) : tokenAddress[token as TokenKind];
    return publicClient.readContract({
      address,
      abi: testUsdtAbi,
      functionName: 'balanceOf',
      args: [account],
    });
  }

  /** Deploys an all-or-nothing vault (from `deployer`, as anyone may) and checks the address is the
   *  one predicted off chain. */
  async function createVault(opts: {
    goal: bigint;
    deadline: bigint;
    tokens?: TokenKind[];
    owner?: Address;
    /** Runs once the address is known, before the vault exists (pre-funding it). */
    beforeDeploy?: (vault: Address) => Promise<void>;
  }): Promise<{ vault: Address; campaignId: bigint; receipt: TransactionReceipt }> {
    const campaignId = nextCampaignId++;
    const owner = opts.owner ?? DEV_ACCOUNTS[3]!.address;
    const tokens = (opts.tokens ?? ['USDT', 'USDC', 'DAI']).map((kind) => tokenAddress[kind]);
    const args = [campaignId, owner, opts.goal, opts.deadline, tokens] as const;
    const vault = predictAllOrNothingVaultAddress({
      factoryAddress: factory,
      implementationAddress: implementation,
      campaignId,
      owner,
      goal: opts.goal,
      deadline: opts.deadline,
      tokens,
    });
    expect(
      await publicClient.readContract({
        address: factory,
        abi: allOrNothingFactoryAbi,
        functionName: 'predictVaultAddress',
        args,
      }),
    ).toBe(vault);
    await opts.beforeDeploy?.(vault);
    const receipt = await mined(
      deployer.writeContract({
        address: factory,
        abi: allOrNothingFactoryAbi,
        functionName: 'deployVault',
        args,
      }),
    );
    return { vault, campaignId, receipt };
  }

  /** The wallet path: approve exactly, then donate. */
  async function donate(donorKey: Hex, vault: Address, token: TokenKind, amount: bigint) {
    const wallet = walletFor(donorKey);
    await tokenCall(wallet, token, 'approve', [vault, amount]);
    return mined(
      wallet.writeContract({
        address: vault,
        abi: allOrNothingVaultAbi,
        functionName: 'donate',
        args: [tokenAddress[token], amount],
      }),
    );
  }

  async function read<F extends 'state' | 'countedTotal' | 'goal' | 'deadline'>(
    vault: Address,
    functionName: F,
  ) {
    return publicClient.readContract({ address: vault, abi: allOrNothingVaultAbi, functionName });
  }

  /** One of the vault's per-donor, per-token ledgers (what they gave, got back, can still take). */
  function perDonor(functionName: 'refundable' | 'contributed' | 'refunded') {
    return (vault: Address, donor: Address, token: TokenKind): Promise<bigint> =>
      publicClient.readContract({
        address: vault,
        abi: allOrNothingVaultAbi,
        functionName,
        args: [donor, tokenAddress[token]],
      });
  }

  function eventsOf(receipt: TransactionReceipt) {
    return parseEventLogs({ abi: allOrNothingVaultAbi, logs: receipt.logs });
  }

  /** A fresh account with gas, for donors whose balances must start at zero. */
  async function freshAccount(): Promise<{ address: Address; privateKey: Hex }> {
    const privateKey =
      `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')}` as Hex;
    const { address } = privateKeyToAccount(privateKey);
    await testClient.setBalance({ address, value: 10n ** 20n });
    return { address, privateKey };
  }

  return {
    ...clients,
    anvil,
    deployer,
    deployment,
    treasury,
    factory,
    tokenAddress,
    decimalsOf,
    mined,
    now,
    increaseTime,
    mint,
    balanceOf,
    createVault,
    donate,
    read,
    refundable: perDonor('refundable'),
    contributed: perDonor('contributed'),
    refunded: perDonor('refunded'),
    eventsOf,
    freshAccount,
  };
}

export type AllOrNothingChain = Awaited<ReturnType<typeof startAllOrNothingChain>>;

/** The test file's own anvil from `start` (this file's, the pledge or the swap fixture's), started
 *  before its first test and stopped after its last: the object is filled in by then, so helpers at
 *  the top of a file can close over it, as with `useDeployment`. */
export function useOwnChain<Chain extends AllOrNothingChain>(start: () => Promise<Chain>): Chain {
  const chain = {} as Chain;
  beforeAll(async () => {
    Object.assign(chain, await start());
  }, 120_000);
  afterAll(async () => {
    // Undefined when the start failed: that failure is the one to report.
    await chain.anvil?.stop();
  });
  return chain;
}

/** Whole stablecoins in a token's own units. */
export function units(chain: AllOrNothingChain, token: TokenKind, whole: bigint): bigint {
  return whole * 10n ** BigInt(chain.decimalsOf[token]);
}

export type { DevTokenSymbol };
