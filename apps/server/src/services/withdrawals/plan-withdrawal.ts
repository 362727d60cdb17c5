import {
  allOrNothingVaultAbi,
  campaignFactoryAbi,
  campaignVaultAbi,
} from '@crowdvault/contracts/generated/artifacts';
import { VAULT_EIP712_NAME, VAULT_EIP712_VERSION } from '@crowdvault/contracts/withdraw-signature';
import {
  WITHDRAWAL_ERRORS,
  type WithdrawalPlan,
  type WithdrawalRequest,
} from '@crowdvault/shared/api/withdrawal';
import { splitPlatformFee } from '@crowdvault/shared/fee';
import { formatUnits, parseUnits } from '@crowdvault/shared/format';
import { type Address, encodeFunctionData, getAddress, isAddress, zeroAddress } from 'viem';
import type { ChainContext } from '../../chain/context';
import {
  type ChainToken,
  chainTokens,
  type TokenSource,
  tokenBySymbol,
  vaultTokenArgument,
} from '../../chain/tokens';
import { readVaultStates } from '../../chain/vault-balances';
import { AppError } from '../../errors';
import type { OwnedCampaign } from './campaign-vaults';

/** How long a gasless withdrawal signature stays valid. */
export const SIGNATURE_LIFETIME_SECONDS = 3_600;

/** The EIP-712 domain of every vault (CampaignVault's constructor), bound to one vault and chain. */
export function vaultDomain(chainId: number, vault: Address) {
  return {
    name: VAULT_EIP712_NAME,
    version: VAULT_EIP712_VERSION,
    chainId,
    verifyingContract: vault,
  } as const;
}

/** The token named by a request's symbol, or 400 listing the ones the vault can pay out. */
export function requireToken(chain: TokenSource, symbol: string): ChainToken {
  const token = tokenBySymbol(chain, symbol);
  if (!token) {
    const known = chainTokens(chain).map((each) => each.symbol);
    throw new AppError('BAD_REQUEST', `Unknown token ${symbol}; choose one of ${known.join(', ')}`);
  }
  return token;
}

/** A positive amount in the token's smallest units, or 400 with the form's message. */
export function parseWithdrawalAmount(text: string, token: ChainToken): bigint {
  let amount: bigint;
  try {
    amount = parseUnits(text, token.decimals);
  } catch {
    throw new AppError('BAD_REQUEST', WITHDRAWAL_ERRORS.invalidAmount);
  }
  if (amount <= 0n) throw new AppError('BAD_REQUEST', WITHDRAWAL_ERRORS.invalidAmount);
  return amount;
}

export function parseRecipient(text: string): Address {
  if (!isAddress(text, { strict: false }) || text.toLowerCase() === zeroAddress) {
    throw new AppError('BAD_REQUEST', WITHDRAWAL_ERRORS.invalidRecipient);
  }
  return getAddress(text);
}

export const ALL_OR_NOTHING_WITHDRAWAL_ERRORS = {
  otherChain: 'This all-or-nothing campaign lives on another network: withdraw there',
  notSucceeded:
    'Nothing can be withdrawn from an all-or-nothing campaign before it reaches its goal: if it misses it, every donor gets their money back',
  reserved: (available: string, symbol: string) =>
    `The campaign missed its goal: what donors are owed back cannot be withdrawn (at most ${available} ${symbol} sent straight to the vault can)`,
} as const;

/** All or nothing (decision 090): the vault's own `state()` and `withdrawable(token)` decide, read
 *  before anyone signs, so a withdrawal the vault would refuse is refused here with a sentence. */
export async function assertAllOrNothingWithdrawable(
  chain: Pick<ChainContext, 'client' | 'chainId'>,
  campaign: OwnedCampaign['campaign'],
  vault: Address,
  token: ChainToken,
  amount: bigint,
): Promise<void> {
  const E = ALL_OR_NOTHING_WITHDRAWAL_ERRORS;
  if (campaign.aonChainId !== chain.chainId) throw new AppError('BAD_REQUEST', E.otherChain);
  if (token.address === null) throw new AppError('BAD_REQUEST', E.notSucceeded);
  const [state, withdrawable] = await Promise.all([
    chain.client.readContract({ address: vault, abi: allOrNothingVaultAbi, functionName: 'state' }),
    chain.client.readContract({
      address: vault,
      abi: allOrNothingVaultAbi,
      functionName: 'withdrawable',
      args: [token.address],
    }),
  ]);
  if (state === 0) throw new AppError('BAD_REQUEST', E.notSucceeded);
  if (amount > withdrawable) {
    if (state === 2) {
      throw new AppError('BAD_REQUEST', E.reserved(formatUnits(withdrawable, token.decimals), token.symbol));
    }
    throw new AppError('BAD_REQUEST', WITHDRAWAL_ERRORS.exceedsBalance);
  }
}

/**
 * What a withdrawal of `request` would do, checked against the chain before anyone signs: the
 * exact split (the vault's own rule), the transactions for the creator's wallet (deploying the
 * vault first when funds arrived before it existed), and the typed data for a gasless signature
 * carrying the vault's current nonce.
 */
export async function planWithdrawal(
  chain: Pick<ChainContext, 'client' | 'deployment' | 'nativeCurrency' | 'chainId'>,
  { campaign, saltOwner }: OwnedCampaign,
  request: WithdrawalRequest,
  now = new Date(),
): Promise<WithdrawalPlan> {
  const token = requireToken(chain, request.token);
  const amount = parseWithdrawalAmount(request.amount, token);
  const recipient = parseRecipient(request.recipientAddress);
  const vault = getAddress(campaign.vaultAddress);
  if (campaign.fundingModel === 'all_or_nothing') {
    await assertAllOrNothingWithdrawable(chain, campaign, vault, token, amount);
  }

  // One vault: the client, whose reads end at the request's deadline (the batching one's do not).
  const states = await readVaultStates(chain.client, chain, [vault]);
  const state = states.byVault.get(vault.toLowerCase())!;
  const available = state.balances.find((balance) => balance.token.symbol === token.symbol)?.raw ?? 0n;
  if (amount > available) throw new AppError('BAD_REQUEST', WITHDRAWAL_ERRORS.exceedsBalance);

  const nonce = state.deployed
    ? await chain.client.readContract({ address: vault, abi: campaignVaultAbi, functionName: 'nonce' })
    : 0n;
  const { fee, payout } = splitPlatformFee(amount);
  const tokenArgument = vaultTokenArgument(token);
  const deploy = {
    to: getAddress(chain.deployment.factoryAddress),
    data: encodeFunctionData({
      abi: campaignFactoryAbi,
      functionName: 'deployVault',
      args: [BigInt(campaign.id), saltOwner],
    }),
    value: '0',
    description: 'Deploy the campaign vault',
  };
  const withdraw = {
    to: vault,
    data: encodeFunctionData({
      abi: campaignVaultAbi,
      functionName: 'withdraw',
      args: [tokenArgument, amount, recipient],
    }),
    value: '0',
    description: 'Withdraw from the campaign vault',
  };
  // The vault checks the deadline against its block's time: counted from the later of the server's
  // clock and the chain's, so a chain whose clock runs ahead (a local one moved forward) does not
  // refuse the signature as expired the moment it is made.
  const { timestamp: chainNow } = await chain.client.getBlock();
  const serverNow = BigInt(Math.floor(now.getTime() / 1000));
  const deadline = (chainNow > serverNow ? chainNow : serverNow) + BigInt(SIGNATURE_LIFETIME_SECONDS);
  return {
    campaignId: campaign.id,
    chainId: chain.chainId,
    vaultAddress: vault,
    vaultDeployed: state.deployed,
    token: { symbol: token.symbol, address: token.address, decimals: token.decimals },
    amount: formatUnits(amount, token.decimals),
    fee: formatUnits(fee, token.decimals),
    payout: formatUnits(payout, token.decimals),
    available: formatUnits(available, token.decimals),
    recipientAddress: recipient,
    transactions: state.deployed ? [withdraw] : [deploy, withdraw],
    typedData: {
      domain: vaultDomain(chain.chainId, vault),
      message: {
        token: tokenArgument,
        amount: amount.toString(),
        recipient,
        nonce: nonce.toString(),
        deadline: deadline.toString(),
      },
    },
  };
}
