import {
  type Address,
  type Hex,
  keccak256,
  parseAbi,
  parseEventLogs,
  type TransactionReceipt,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { campaignFactoryAbi, pledgeCollectorAbi, testUsdtAbi } from '../src/generated/artifacts';
import { cancelPledgeTypedData, type PledgeTerms, pledgeId, pledgeTypedData } from '../src/pledge-signature';
import { predictVaultAddress } from '../src/vault-address';
import {
  type AllOrNothingChain,
  DAY,
  startAllOrNothingChain,
  type TokenKind,
} from './all-or-nothing-fixture';

export const MONTH = 30n * DAY;

/** The dev tokens' (OpenZeppelin ERC20) errors, so a refused pull is named in tests. */
const collectAbi = [
  ...pledgeCollectorAbi,
  ...parseAbi([
    'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
    'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  ]),
] as const;

/**
 * A chain of the test file's own (pledge tests move the clock by months) with a fresh platform:
 * keep vaults at their predicted addresses (deployed or not), and donors who sign pledges to the
 * platform's PledgeCollector.
 */
export async function startPledgeChain() {
  const chain: AllOrNothingChain = await startAllOrNothingChain();
  const collector = chain.deployment.pledgeCollectorAddress!;
  const chainId = await chain.publicClient.getChainId();
  let nextCampaignId = 1_000n;
  let nextSalt = 1;

  /** A keep-it-all vault's address; deployed through the factory when asked. */
  async function keepVault(opts: { deploy?: boolean } = {}): Promise<Address> {
    const campaignId = nextCampaignId++;
    const owner = chain.deployer.account.address;
    const vault = predictVaultAddress({
      factoryAddress: chain.deployment.factoryAddress,
      implementationAddress: chain.deployment.implementationAddress,
      campaignId,
      owner,
    });
    if (opts.deploy) {
      await chain.mined(
        chain.deployer.writeContract({
          address: chain.deployment.factoryAddress,
          abi: campaignFactoryAbi,
          functionName: 'deployVault',
          args: [campaignId, owner],
        }),
      );
    }
    return vault;
  }

  /** A funded donor with an allowance to the collector of `allowance` (default amount × periods). */
  async function donorWith(opts: { token: TokenKind; balance: bigint; allowance: bigint }) {
    const account = await chain.freshAccount();
    await chain.mint(opts.token, account.address, opts.balance);
    await approve(account.privateKey, opts.token, opts.allowance);
    return account;
  }

  /** Sets the donor's allowance to the collector, through 0 where one is left (USDT's rule). */
  async function approve(donorKey: Hex, token: TokenKind, amount: bigint): Promise<void> {
    const wallet = chain.walletFor(donorKey);
    const set = (value: bigint) =>
      chain.mined(
        wallet.writeContract({
          address: chain.tokenAddress[token],
          abi: testUsdtAbi,
          functionName: 'approve',
          args: [collector, value],
        }),
      );
    const left = await chain.publicClient.readContract({
      address: chain.tokenAddress[token],
      abi: testUsdtAbi,
      functionName: 'allowance',
      args: [wallet.account.address, collector],
    });
    if (left > 0n && amount > 0n) await set(0n);
    await set(amount);
  }

  /** Terms with defaults (monthly, 12 periods, starting at the chain's clock) and the donor's signature. */
  async function signPledge(
    donorKey: Hex,
    terms: Partial<PledgeTerms> & { vault: Address; token: Address; amount: bigint },
  ): Promise<{ pledge: PledgeTerms; signature: Hex; id: Hex }> {
    const donor = privateKeyToAccount(donorKey);
    const pledge: PledgeTerms = {
      donor: donor.address,
      period: MONTH,
      periods: 12n,
      start: await chain.now(),
      salt: keccak256(toHex(`pledge ${nextSalt++}`)),
      ...terms,
    };
    const signature = await donor.signTypedData(pledgeTypedData(chainId, collector, pledge));
    return { pledge, signature, id: pledgeId(chainId, collector, pledge) };
  }

  async function signCancel(donorKey: Hex, id: Hex, onChainId = chainId): Promise<Hex> {
    return privateKeyToAccount(donorKey).signTypedData(cancelPledgeTypedData(onChainId, collector, id));
  }

  /** Sends a collection from `callerKey` (the relayer by default); resolves with the receipt or rejects. */
  function collect(pledge: PledgeTerms, signature: Hex, index: bigint, callerKey?: Hex): Promise<Hex> {
    const caller = callerKey ? chain.walletFor(callerKey) : chain.deployer;
    return caller.writeContract({
      address: collector,
      abi: collectAbi,
      functionName: 'collect',
      args: [pledge, signature, index],
    });
  }

  async function readPledge(
    functionName: 'collectedCount' | 'cancelled',
    id: Hex,
  ): Promise<bigint | boolean> {
    return functionName === 'collectedCount'
      ? chain.publicClient.readContract({
          address: collector,
          abi: pledgeCollectorAbi,
          functionName,
          args: [id],
        })
      : chain.publicClient.readContract({
          address: collector,
          abi: pledgeCollectorAbi,
          functionName,
          args: [id],
        });
  }

  function collectedEvents(receipt: TransactionReceipt) {
    return parseEventLogs({ abi: pledgeCollectorAbi, logs: receipt.logs, eventName: 'PledgeCollected' });
  }

  return {
    ...chain,
    chainId,
    collector,
    keepVault,
    donorWith,
    approve,
    signPledge,
    signCancel,
    collect,
    readPledge,
    collectedEvents,
  };
}

export type PledgeChain = Awaited<ReturnType<typeof startPledgeChain>>;
